/// `aurora gallery` run whole: the index page leads with the seed apps' demos, each with its recording
/// (an APNG of several frames), the source it ran and the command that opens it live.
import AuroraGeometry
import AuroraImageIO
import Foundation
import Testing

@Suite struct GalleryCommandTests {
    /// Every demo of the first section: its element id (the recording's name) and its `#Preview`, with
    /// the AuroraGallery file that holds it, and whether anything in it moves (a still is one frame).
    static let demos: [(id: String, preview: String, file: String, moves: Bool)] = [
        ("demo-carousel", "Circular Carousel", "WWDC24/ScrollEffects.swift", true),
        ("demo-parallax", "Parallax Cards", "WWDC24/ScrollEffects.swift", true),
        ("demo-hue-list", "Hue Rotation List", "WWDC24/ScrollEffects.swift", true),
        ("demo-shrinking-list", "Shrinking List", "WWDC24/ScrollEffects.swift", true),
        ("demo-mesh-gradient", "Mesh Gradient", "WWDC24/MeshGradients.swift", false),
        ("demo-mesh-gradient-animated", "Mesh Gradient Animated", "WWDC24/MeshGradients.swift", true),
        ("demo-mesh-gradient-bezier", "Mesh Gradient Bézier", "WWDC24/MeshGradients.swift", false),
        ("demo-avatar-scale-opacity", "Avatar Scale and Opacity", "WWDC24/AvatarTransition.swift", true),
        ("demo-twirl", "Avatar Twirl", "WWDC24/AvatarTransition.swift", true),
        ("demo-text-transition", "Text Transition", "WWDC24/TextTransitionPreview.swift", true),
        ("demo-ripple", "Ripple", "WWDC24/Ripple.swift", true),
        ("demo-ripple-editor", "Ripple Editor", "WWDC24/Ripple.swift", true),
        ("demo-gradients-library", "Gradient Library", "WWDC21/GradientLibrary.swift", true),
        ("demo-gradient-editor", "Gradient Editor", "WWDC21/GradientDetailView.swift", true),
        ("demo-shapes-visualizer", "Shapes Visualizer", "WWDC21/ShapeVisualizer.swift", true),
        ("demo-particle-visualizer", "Particle Visualizer", "WWDC21/ParticleVisualizer.swift", true),
    ]

    /// AuroraGallery's sources in this checkout.
    static let gallerySources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/AuroraGallery")

    /// The `<article>` of the demo with element id `id` in `html`.
    private func article(_ id: String, in html: String) throws -> Substring {
        let start = try #require(html.range(of: "<article class=\"demo\" id=\"\(id)\">"), "no article for \(id)")
        let end = try #require(html.range(of: "</article>", range: start.upperBound..<html.endIndex))
        return html[start.lowerBound..<end.upperBound]
    }

    @Test func theIndexLeadsWithEveryDemoItsRecordingSourceAndPreviewCommand() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("aurora-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try AuroraRun(["gallery", "--out", out.path])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.output.trimmingCharacters(in: .newlines) == out.appendingPathComponent("index.html").path)
        #expect(run.standardError.contains("recordings,") && run.standardError.contains(" s\n"), "the time it took: \(run.standardError)")
        let hasFFmpeg = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/ffmpeg") }
        #expect(run.standardError.contains("ffmpeg is not on the PATH") == !hasFFmpeg)

        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let apps = try #require(html.range(of: "<section id=\"apps\""))
        let firstPlate = try #require(html.range(of: "<section id=\"fills\""))
        #expect(apps.lowerBound < firstPlate.lowerBound, "the apps come before the plates")
        #expect(html.components(separatedBy: "<article class=\"demo\"").count - 1 == Self.demos.count)

        for demo in Self.demos {
            let shown = try article(demo.id, in: html)
            #expect(shown.contains("<h4>\(demo.preview)</h4>"))
            // The recording: an APNG of several frames that are not all the same; a still is one frame.
            #expect(shown.contains("<img src=\"\(demo.id).apng\""))
            let recording = try Data(contentsOf: out.appendingPathComponent(demo.id + ".apng"))
            let frames = try APNGDecoder.decode(recording)
            if demo.moves {
                #expect(frames.count > 1, "\(demo.id): \(frames.count) frames")
                let first = frames[0].pixmap.premultipliedRGBA
                #expect(frames.contains { $0.pixmap.premultipliedRGBA != first }, "\(demo.id): every frame the same")
            } else {
                #expect(frames.count == 1, "\(demo.id): a still, but \(frames.count) frames")
            }
            #expect(shown.contains("\(demo.id).mp4") == hasFFmpeg)
            if hasFFmpeg { #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(demo.id + ".mp4").path)) }
            // The source beside it: the file as it is in this checkout, which this build compiled.
            let source = try String(contentsOf: Self.gallerySources.appendingPathComponent(demo.file), encoding: .utf8)
            #expect(shown.contains("<details class=\"source\" open><summary>\(demo.file)</summary>"))
            #expect(shown.contains("<pre><code>\(source.htmlEscaped)</code></pre>"), "\(demo.file) shown whole")
            #expect(source.contains("#Preview(\"\(demo.preview)\""))
            // How to open it live: the preview's id is its file and the line of its #Preview.
            let line = try #require(source.split(separator: "\n", omittingEmptySubsequences: false)
                .firstIndex { $0.hasPrefix("#Preview(\"\(demo.preview)\"") }) + 1
            let fileName = (demo.file as NSString).lastPathComponent
            #expect(shown.contains("swift run -c release aurora preview   # then open http://127.0.0.1:8765/#AuroraGallery/\(fileName):\(line)"),
                    "\(demo.id)'s preview line")
        }
    }
}
