/// `DrawCommand`: `aurora draw FILE [--size W×H] [--scale S] [-o OUT.png]` — renders a display-list file to a PNG.
import ArgumentParser
import AuroraDisplayList
import AuroraImageIO
import AuroraRaster
import AuroraRender
import Foundation

/// The `draw` command: its options and the work it does. A bug report can carry the display
/// list of a frame as a text file; this renders it exactly as the renderer would.
struct DrawCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Render a display-list text file (see AuroraDisplayList's README) to a PNG.",
        discussion: """
            Prints the PNG's path when done (nothing when it goes to standard output).

            Examples:
              aurora draw Examples/DisplayLists/card.displaylist
              aurora draw frame.txt --size 200x100 --scale 2 --background white -o frame.png
              aurora draw - -o - < frame.txt > frame.png
            """
    )

    /// The display-list file (`-` reads standard input).
    @Argument(help: ArgumentHelp("The display-list text file; - reads standard input.", valueName: "file"))
    var input: String
    /// The canvas size in points. Default: 390 × 844.
    @Option(help: ArgumentHelp("The canvas size in points: W×H, WxH or W,H.", valueName: "size"), transform: DrawCommand.size)
    var size = CGSize(width: 390, height: 844)
    /// Pixels per point. Default: 1.
    @Option(help: "Pixels per point.", transform: DrawCommand.scale)
    var scale: CGFloat = 1
    /// The PNG to write (`-` is standard output). Default: the input's name with `.png`.
    @Option(name: [.customShort("o"), .customLong("out")],
            help: ArgumentHelp("The PNG to write; - is standard output. Default: the input's name with .png.", valueName: "file"))
    var output: String?
    /// The colour under the drawing; transparent when `nil`. Default: `nil`.
    @Option(help: ArgumentHelp("The colour under the drawing: #RRGGBB, #RRGGBBAA, white, black or clear. Default: transparent.",
                               valueName: "colour"),
            transform: DrawCommand.color)
    var background: RGBAColor?
    /// The memory and time the render may take.
    @OptionGroup var limits: RenderBudgetOptions

    func validate() throws {
        guard !input.isEmpty else { throw ValidationError("'draw' needs a display-list file") }
        guard output?.isEmpty != true else { throw ValidationError("option '--out' needs a file") }
    }

    func run() throws(DrawError) {
        let path = try write()
        AuroraCommandLine.reportWritten(path)
    }

    /// A positive number of pixels per point.
    static func scale(_ text: String) throws(DrawError) -> CGFloat {
        guard let scale = Double(text), scale.isFinite, scale > 0 else { throw .invalidValue(expected: "a positive number") }
        return CGFloat(scale)
    }

    /// `W×H`, `WxH` or `W,H` in points.
    static func size(_ text: String) throws(DrawError) -> CGSize {
        let parts = text.split(whereSeparator: { $0 == "×" || $0 == "x" || $0 == "X" || $0 == "," })
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite, w > 0, h > 0 else {
            throw .invalidValue(expected: "W×H in points, e.g. 390×844")
        }
        return CGSize(width: w, height: h)
    }

    /// `#RRGGBB` or `#RRGGBBAA`, or the names `white`, `black`, `clear`.
    static func color(_ text: String) throws(DrawError) -> RGBAColor {
        switch text {
        case "white": return .white
        case "black": return .black
        case "clear": return .clear
        default: break
        }
        let hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard hex.count == 6 || hex.count == 8, let value = UInt32(hex, radix: 16) else {
            throw .invalidValue(expected: "#RRGGBB, #RRGGBBAA, white, black or clear")
        }
        let word = hex.count == 6 ? value << 8 | 0xff : value
        return RGBAColor(red8: UInt8(word >> 24), green8: UInt8((word >> 16) & 0xff), blue8: UInt8((word >> 8) & 0xff),
                         alpha8: UInt8(word & 0xff))
    }

    /// Where the PNG goes.
    var outputPath: String {
        if let output { return output }
        if input == "-" { return "displaylist.png" }
        let url = URL(fileURLWithPath: input)
        return url.deletingPathExtension().appendingPathExtension("png").path
    }

    /// Reads, parses and renders the list, writes the PNG, and returns its path.
    func write() throws(DrawError) -> String {
        let text: String
        do {
            let data = input == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: input))
            text = String(decoding: data, as: UTF8.self)
        } catch {
            throw .readFailed(path: input, reason: FileErrorReason.describing(error))
        }
        let list: DisplayList
        do {
            list = try DisplayList(parsing: text)
        } catch {
            throw .parseFailed(path: input, error: error.description)
        }
        let pixmap: Pixmap
        do {
            pixmap = try DisplayListRenderer(budget: limits.budget).render(list, size: size, scale: scale, background: background)
        } catch {
            throw .renderFailed(reason: "\(error)")
        }
        let path = outputPath
        do {
            try OutputFile.write(try PNGEncoder().encodedData(pixmap), toPath: path)
        } catch {
            throw .writeFailed(error)
        }
        return path
    }
}
