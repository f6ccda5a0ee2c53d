/// `RenderCommand`: `aurora render PAGE [--device NAME|W×H] [--scale S] [-o OUT.png]` — one view page as a PNG.
import AuroraGeometry
import Aurora
import AuroraImageIO
import Foundation

/// The `render` command: renders one gallery view page on a device preset or a plain canvas.
struct RenderCommand {
    /// The page's slug (`view-wwdc21-gradient-detail`) or the slug without its `view-` prefix.
    var page: String
    /// The device; nil means the page's own.
    var device: RenderDevice?
    /// The scale overriding the device's; nil keeps the device's.
    var scale: CGFloat?
    /// The output file (`-` is standard output). Default: `<page>.png`.
    var output: String?

    /// Why the arguments could not be used.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses the options after `render`.
    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        var page: String?
        while let argument = remaining.popFirst() {
            switch argument {
            case "--device":
                guard let value = remaining.popFirst() else { throw UsageError(description: "--device needs a value") }
                device = try Self.device(named: value)
            case "--scale":
                guard let value = remaining.popFirst(), let number = Double(value), number.isFinite, number > 0, number <= 8 else {
                    throw UsageError(description: "--scale needs a number in (0, 8]")
                }
                scale = CGFloat(number)
            case "-o", "--out":
                guard let value = remaining.popFirst(), !value.isEmpty else { throw UsageError(description: "\(argument) needs a file") }
                output = value
            case _ where argument.hasPrefix("-"):
                throw UsageError(description: "unknown option '\(argument.echoed())'")
            default:
                guard page == nil else { throw UsageError(description: "unexpected argument '\(argument.echoed())'") }
                page = argument
            }
        }
        guard let page else {
            throw UsageError(description: "render needs a page name, e.g. wwdc21-gradient-detail")
        }
        self.page = page
    }

    /// A device preset by name, or a canvas `W×H` (or `WxH`) in points.
    static func device(named name: String) throws(UsageError) -> RenderDevice {
        do throws(RenderDevice.NameError) {
            return try RenderDevice(named: name)
        } catch {
            throw UsageError(description: error.description)
        }
    }

    /// Renders the page and writes the PNG; returns the file's path.
    @MainActor
    func run() throws(UsageError) -> String {
        guard let found = ViewPage.all.first(where: { $0.slug == page || $0.slug == "view-" + page }) else {
            throw UsageError(description: "no page '\(page.echoed())': " + ViewPage.slugs.joined(separator: ", "))
        }
        var target = device ?? found.device
        if let scale { target.scale = scale }
        let path = output ?? found.slug + ".png"
        guard let png = found.render(target) else { throw UsageError(description: "\(found.slug) rendered nothing") }
        do throws(ImageIOError) {
            try OutputFile.write(png, toPath: path)
        } catch {
            throw UsageError(description: error.description)
        }
        return path
    }
}

extension ViewPage {
    /// Every page's slug.
    @MainActor static var slugs: [String] { all.map(\.slug) }
}
