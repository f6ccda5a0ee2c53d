/// `DrawCommand`: `aurora draw FILE --size W×H --scale S -o out.png` — renders a display-list file to a PNG.
import AuroraDisplayList
import AuroraImageIO
import AuroraRaster
import AuroraRender
import Foundation

/// The `draw` command: its parsed options and the work it does. A bug report can carry the
/// display list of a frame as a text file; this renders it exactly as the renderer would.
struct DrawCommand {
    /// The display-list file (`-` reads standard input).
    var input: String
    /// The canvas size in points. Default: 390 × 844.
    var size = CGSize(width: 390, height: 844)
    /// Pixels per point. Default: 1.
    var scale: CGFloat = 1
    /// The PNG to write (`-` is standard output). Default: the input's name with `.png`.
    var output: String?
    /// The colour under the drawing; transparent when `nil`. Default: `nil`.
    var background: RGBAColor?

    /// Parses the options after `draw`; returns nil when they ask for help.
    init?(arguments: [String]) throws(DrawError) {
        var input: String?
        var remaining = arguments[...]
        func value(_ option: String) throws(DrawError) -> String {
            guard let value = remaining.popFirst(), !value.isEmpty else { throw .missingValue(option: option) }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                return nil
            case "--size":
                size = try Self.size(try value(argument))
            case "--scale":
                let text = try value(argument)
                guard let scale = Double(text), scale.isFinite, scale > 0 else {
                    throw .invalidValue(option: argument, value: text, expected: "a positive number")
                }
                self.scale = CGFloat(scale)
            case "--out", "-o":
                output = try value(argument)
            case "--background":
                background = try Self.color(try value(argument))
            case "-":
                guard input == nil else { throw .unexpectedArgument(argument) }
                input = argument
            case _ where argument.hasPrefix("-"):
                throw .unknownOption(argument)
            default:
                guard input == nil else { throw .unexpectedArgument(argument) }
                input = argument
            }
        }
        guard let input else { throw .missingInput }
        self.input = input
    }

    /// `W×H`, `WxH` or `W,H` in points.
    static func size(_ text: String) throws(DrawError) -> CGSize {
        let parts = text.split(whereSeparator: { $0 == "×" || $0 == "x" || $0 == "X" || $0 == "," })
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite, w > 0, h > 0 else {
            throw .invalidValue(option: "--size", value: text, expected: "W×H in points, e.g. 390×844")
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
            throw .invalidValue(option: "--background", value: text, expected: "#RRGGBB, #RRGGBBAA, white, black or clear")
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
    func run() throws(DrawError) -> String {
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
            pixmap = try DisplayListRenderer().render(list, size: size, scale: scale, background: background)
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
