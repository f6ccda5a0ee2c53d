/// `GalleryIndexPage`: the self-contained `index.html` that leads with the seed apps' demos (recording,
/// code, preview command), then shows every plate with its title, caption and legend, and the view pages.
import AuroraGeometry
import Foundation

/// The gallery's index page: inline styles, images referenced by relative file name, so it
/// works when opened straight from disk.
struct GalleryIndexPage {
    /// A demo as the page shows it.
    struct Demo {
        /// The session (`WWDC21`).
        let session: String
        /// The `#Preview`'s name, the demo's title.
        let title: String
        /// What the recording shows.
        let caption: String
        /// The APNG's file name.
        let recording: String
        /// The MP4's file name, when one was made.
        let movie: String?
        /// Its source files: path in AuroraGallery and text.
        let sources: [(file: String, text: String)]
        /// How to open it live (`swift run -c release aurora preview …`), or nil when it has no preview.
        let preview: String?

        @MainActor
        init(_ demo: GalleryDemo, withMovie: Bool) {
            session = demo.session
            title = demo.preview
            caption = demo.caption
            recording = demo.slug + ".apng"
            movie = withMovie ? demo.slug + ".mp4" : nil
            sources = demo.sources.compactMap { file in GalleryDemo.source(file).map { (file, $0) } }
            preview = demo.previewInstruction
        }
    }

    /// The seed apps' demos, in page order: the page's first section.
    var demos: [Demo] = []
    /// The topics, in page order.
    let topics: [GalleryTopic]
    /// The view pages rendered through `import Aurora` (file name and title), shown after the plates.
    var viewPages: [(file: String, title: String)] = []

    /// The page's HTML.
    var html: String {
        let width = Int(Showcase.plateSize.width), height = Int(Showcase.plateSize.height)
        var page = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Aurora gallery</title>
            <style>
            \(Self.styleSheet)
            </style>
            </head>
            <body>
            <header>
            <h1>Aurora gallery</h1>
            <p>SwiftUI code from two WWDC sessions, run by Aurora on the CPU: first the two apps the sessions build, \
            then the raster core’s plates and the view pages.</p>
            <nav><a href="#apps">The apps</a> · \(topics.map { "<a href=\"#\(Self.escape($0.slug))\">\(Self.escape($0.title))</a>" }.joined(separator: " · "))</nav>
            </header>
            \(appsSection)
            <main>
            <h2 class="part">Raster plates</h2>
            <p class="part">Plates drawn by Aurora’s CPU raster core, \(width) × \(height) pt at \(Int(Showcase.scale))×. \
            The table under each plate names its cells in the same grid order.</p>

            """
        for topic in topics {
            page += """
                <section id="\(Self.escape(topic.slug))">
                <h2>\(Self.escape(topic.title))</h2>
                <figure>
                <img src="\(Self.escape(topic.imageFileName))" width="\(width)" height="\(height)" alt="\(Self.escape(topic.title)) plate">
                <figcaption>\(Self.escape(topic.caption))</figcaption>
                </figure>
                <table class="legend">
                \(legend(of: topic))
                </table>
                \(topic.detail.map { "<pre>\(Self.escape($0))</pre>" } ?? "")
                </section>

                """
        }
        page += "<h2 class=\"part\">View pages</h2>\n"
        for viewPage in viewPages {
            page += """
                <section id="\(Self.escape(viewPage.file))">
                <h2>\(Self.escape(viewPage.title))</h2>
                <figure>
                <img src="\(Self.escape(viewPage.file))" style="max-width: 100%; height: auto" alt="\(Self.escape(viewPage.title))">
                <figcaption>\(viewPage.file.hasSuffix(".apng")
                    ? "A SwiftUI view run over time on the frame clock by AuroraPreview’s FrameRecorder, written as an animated PNG."
                    : "A SwiftUI view rendered by Aurora’s view layer and ImageRenderer.")</figcaption>
                </figure>
                </section>

                """
        }
        page += """
            </main>
            </body>
            </html>

            """
        return page
    }

    /// The first section: each demo's recording beside its code and the command that opens it live, grouped by session.
    private var appsSection: String {
        guard !demos.isEmpty else { return "" }
        var section = """
            <section id="apps" class="apps">
            <h2 class="part">The apps</h2>
            <p>Each demo is a <code>#Preview</code> in <code>Sources/AuroraGallery</code>, written against <code>import Aurora</code> \
            as a SwiftUI developer writes it, played here with the interaction the session shows (scripted input on the frame clock) \
            and recorded by <code>aurora record</code>. The code beside it is the code that ran: the files as this build compiled them.</p>

            """
        var session: String?
        for demo in demos {
            if demo.session != session {
                session = demo.session
                section += "<h3>\(Self.escape(Self.sessionTitles[demo.session] ?? demo.session))</h3>\n"
            }
            let id = Self.escape((demo.recording as NSString).deletingPathExtension)
            let movie = demo.movie.map { " · <a href=\"\(Self.escape($0))\">MP4</a>" } ?? ""
            // The demo's own file open beside the recording; the files it uses folded below it.
            let sources = demo.sources.enumerated().map { index, source in
                "<details class=\"source\"\(index == 0 ? " open" : "")><summary>\(Self.escape(source.file))</summary>"
                    + "<pre><code>\(Self.escape(source.text))</code></pre></details>"
            }.joined(separator: "\n")
            let preview = demo.preview.map { "<p class=\"live\">Open it live: <code>\(Self.escape($0))</code></p>" } ?? ""
            section += """
                <article class="demo" id="\(id)">
                <figure>
                <img src="\(Self.escape(demo.recording))" alt="\(Self.escape(demo.title)), recorded">
                <figcaption><a href="\(Self.escape(demo.recording))">APNG</a>\(movie)</figcaption>
                </figure>
                <div class="about">
                <h4>\(Self.escape(demo.title))</h4>
                <p>\(Self.escape(demo.caption))</p>
                \(preview)
                \(sources)
                </div>
                </article>

                """
        }
        return section + "</section>\n"
    }

    /// The sessions' titles, by the short name the demos carry.
    private static let sessionTitles = [
        "WWDC24": "WWDC24 · Create custom visual effects with SwiftUI",
        "WWDC21": "WWDC21 · Add rich graphics to your SwiftUI app: the gradients app",
    ]

    /// The legend rows: one table cell per plate cell, padded so every row has `columns` cells.
    private func legend(of topic: GalleryTopic) -> String {
        topic.legendRows.map { row in
            let cells = row.map { "<td>\(Self.escape($0))</td>" }
                + Array(repeating: "<td></td>", count: topic.columns - row.count)
            return "<tr>" + cells.joined() + "</tr>"
        }.joined(separator: "\n")
    }

    /// Escapes the characters HTML gives meaning to, in text and in quoted attributes.
    static func escape(_ text: String) -> String { text.htmlEscaped }

    private static let styleSheet = """
        :root { color-scheme: light; --ink: #1e2633; --muted: #5b6778; --rule: #d5dae3; }
        * { box-sizing: border-box; }
        body { margin: 0; background: #f7f8fa; color: var(--ink);
               font: 15px/1.5 -apple-system, "Segoe UI", system-ui, sans-serif; }
        header, main { max-width: 680px; margin: 0 auto; padding: 0 20px; }
        header { padding-top: 40px; }
        h1 { font-size: 28px; margin: 0 0 8px; letter-spacing: -0.01em; }
        header p { color: var(--muted); margin: 0 0 12px; }
        nav a { color: #4b45d9; text-decoration: none; }
        nav a:hover { text-decoration: underline; }
        section { margin: 40px 0 56px; }
        h2 { font-size: 20px; margin: 0 0 12px; }
        figure { margin: 0; }
        img { display: block; width: 600px; max-width: 100%; height: auto; border-radius: 12px;
              box-shadow: 0 1px 2px rgba(30, 38, 51, 0.08), 0 6px 24px rgba(30, 38, 51, 0.08); }
        figcaption { color: var(--muted); margin: 12px 0 10px; max-width: 600px; }
        table.legend { width: 600px; max-width: 100%; border-collapse: collapse; table-layout: fixed;
                       font-size: 12.5px; line-height: 1.35; }
        table.legend td { border-top: 1px solid var(--rule); padding: 6px 6px 6px 0; vertical-align: top; }
        pre { font: 12px/1.4 ui-monospace, Menlo, monospace; background: #fff; border: 1px solid var(--rule);
              border-radius: 8px; padding: 10px 12px; max-width: 600px; overflow-x: auto; }
        h2.part { font-size: 24px; margin: 48px 0 8px; }
        p.part { color: var(--muted); }
        section.apps { max-width: 1180px; margin: 24px auto 56px; padding: 0 20px; }
        section.apps > p { color: var(--muted); max-width: 760px; }
        section.apps h3 { font-size: 19px; margin: 36px 0 12px; }
        article.demo { display: grid; grid-template-columns: minmax(0, 340px) minmax(0, 1fr); gap: 24px; align-items: start;
                       margin: 0 0 40px; }
        article.demo img { width: 100%; }
        article.demo h4 { font-size: 17px; margin: 0 0 4px; }
        article.demo p { margin: 0 0 10px; }
        p.live code { font: 12px/1.4 ui-monospace, Menlo, monospace; background: #eef0f4; border-radius: 4px; padding: 2px 4px;
                      word-break: break-all; }
        details.source summary { cursor: pointer; color: #4b45d9; font: 13px ui-monospace, Menlo, monospace; margin: 6px 0; }
        details.source pre { max-width: none; max-height: 520px; overflow: auto; }
        @media (max-width: 760px) { article.demo { grid-template-columns: 1fr; } }
        """
}
