/// `GalleryIndexPage`: the self-contained `index.html` that shows every plate with its title, caption and legend.
import AuroraGeometry
import Foundation

/// The gallery's index page: inline styles, plates referenced by relative file name, so it
/// works when opened straight from disk.
struct GalleryIndexPage {
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
            <title>Aurora raster gallery</title>
            <style>
            \(Self.styleSheet)
            </style>
            </head>
            <body>
            <header>
            <h1>Aurora raster gallery</h1>
            <p>Plates drawn by Aurora’s CPU raster core, \(width) × \(height) pt at \(Int(Showcase.scale))×. \
            The table under each plate names its cells in the same grid order.</p>
            <nav>\(topics.map { "<a href=\"#\(Self.escape($0.slug))\">\(Self.escape($0.title))</a>" }.joined(separator: " · "))</nav>
            </header>
            <main>

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
        """
}
