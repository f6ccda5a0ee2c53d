/// `RenderCommand`: `aurora render PAGE [--device NAME|W×H] [--scale S] [-o OUT.png]` — one view page as a PNG.
import ArgumentParser
import AuroraGeometry
import Aurora
import AuroraImageIO
import Foundation

/// The `render` command: renders one gallery view page on a device preset or a plain canvas.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one view page of the gallery to a PNG, on a device preset or a plain canvas.",
        discussion: """
            Prints the PNG's path when done (nothing when it goes to standard output).

            Examples:
              aurora render wwdc21-gradient-detail
              aurora render layout --device iphonese -o layout.png
              aurora render text --device 300x200 --scale 3 -o - > text.png
            """
    )

    /// The page's slug (`view-wwdc21-gradient-detail`) or the slug without its `view-` prefix.
    @Argument(help: ArgumentHelp("The page, e.g. wwdc21-gradient-detail; an unknown name lists them all.", valueName: "page"))
    var page: String
    /// The device; nil means the page's own.
    @Option(help: ArgumentHelp("A device preset (iphone15pro, iphonese, ipad) or a canvas W×H in points. Default: the page's own.",
                               valueName: "device"),
            transform: { try RenderDevice(named: $0) })
    var device: RenderDevice?
    /// The scale overriding the device's; nil keeps the device's.
    @Option(help: ArgumentHelp("Pixels per point, in (0, 8]. Default: the device's.", valueName: "scale"), transform: RenderCommand.scale)
    var scale: CGFloat?
    /// The output file (`-` is standard output). Default: `<page>.png`.
    @Option(name: [.customShort("o"), .customLong("out")],
            help: ArgumentHelp("The PNG to write; - is standard output. Default: PAGE.png.", valueName: "file"))
    var output: String?
    /// The memory and time the render may take.
    @OptionGroup var limits: RenderBudgetOptions

    /// A scale in (0, 8].
    struct ScaleError: Error, CustomStringConvertible {
        var description: String { "expected a number in (0, 8]" }
    }

    /// A scale in (0, 8] pixels per point.
    static func scale(_ text: String) throws(ScaleError) -> CGFloat {
        guard let number = Double(text), number.isFinite, number > 0, number <= 8 else { throw ScaleError() }
        return CGFloat(number)
    }

    func validate() throws {
        guard output?.isEmpty != true else { throw ValidationError("option '--out' needs a file") }
        _ = try MainActor.assumeIsolated { try found }
    }

    /// The page `page` names.
    @MainActor
    private var found: ViewPage {
        get throws(ValidationError) {
            guard let found = ViewPage.all.first(where: { $0.slug == page || $0.slug == "view-" + page }) else {
                throw ValidationError("no page '\(page.echoed())': " + ViewPage.slugs.joined(separator: ", "))
            }
            return found
        }
    }

    func run() throws {
        let path = try MainActor.assumeIsolated { () throws(RenderError) in try write() }
        AuroraCommandLine.reportWritten(path)
    }

    /// Why the page could not be rendered or written.
    struct RenderError: Error, CustomStringConvertible {
        let description: String
    }

    /// Renders the page and writes the PNG; returns the file's path.
    @MainActor
    func write() throws(RenderError) -> String {
        let found: ViewPage
        do { found = try self.found } catch { throw RenderError(description: error.message) }
        var target = device ?? found.device
        if let scale { target.scale = scale }
        let path = output ?? found.slug + ".png"
        let rendered: Data?
        do { rendered = try found.render(target, limits.budget) } catch {
            throw RenderError(description: "\(found.slug) could not be rendered: \(error)")
        }
        guard let png = rendered else { throw RenderError(description: "\(found.slug) rendered nothing") }
        do throws(ImageIOError) {
            try OutputFile.write(png, toPath: path)
        } catch {
            throw RenderError(description: error.description)
        }
        return path
    }
}

extension ViewPage {
    /// Every page's slug.
    @MainActor static var slugs: [String] { all.map(\.slug) }
}
