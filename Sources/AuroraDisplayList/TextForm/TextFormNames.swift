/// The names the text form gives to enumerations (blend modes, caps, joins, sampling) and numbers.
import AuroraGeometry
import AuroraRaster
import Foundation

/// Name tables shared by the printer and the parser, so both always agree.
enum TextFormNames {
    /// Blend modes in kebab case (`color-dodge`, `plus-lighter`).
    static let blendModes: [(BlendMode, String)] = BlendMode.allCases.map { ($0, kebab(String(describing: $0))) }

    static let lineCaps: [(CGLineCap, String)] = [(.butt, "butt"), (.round, "round"), (.square, "square")]
    static let lineJoins: [(CGLineJoin, String)] = [(.miter, "miter"), (.round, "round"), (.bevel, "bevel")]
    static let samplings: [(ImageSampling, String)] = [(.nearest, "nearest"), (.bilinear, "bilinear")]
    static let spreads: [(GradientPaint.Spread, String)] = [(.pad, "pad"), (.repeat, "repeat"), (.reflect, "reflect")]

    /// The name of `value` in `table`.
    static func name<T: Equatable>(of value: T, in table: [(T, String)]) -> String {
        table.first { $0.0 == value }?.1 ?? "?"
    }

    /// `camelCase` → `camel-case`.
    static func kebab(_ name: String) -> String {
        var out = ""
        for ch in name {
            if ch.isUppercase {
                out.append("-")
                out.append(contentsOf: ch.lowercased())
            } else {
                out.append(ch)
            }
        }
        return out
    }

    /// A Double as the shortest text that parses back to the same value: integers without `.0`,
    /// otherwise Swift's shortest round-trip form (`0.1`, `1e-05`, `inf`, `nan`).
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15, !(value == 0 && value.sign == .minus) {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// A Float as the shortest text that parses back to the same Float.
    static func number(_ value: Float) -> String {
        if value == value.rounded(), abs(value) < 1e7, !(value == 0 && value.sign == .minus) {
            return String(Int64(value))
        }
        return "\(value)"
    }
}
