/// `Color`: a representation of a color; a `ShapeStyle` and a view that fills its frame.
import AuroraRaster
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A representation of a color that adapts to a given context.
///
/// Aurora renders light appearance; named colours carry SwiftUI's light-mode sRGB values.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    var resolved: Resolved
    /// The colour as straight sRGB for drawing, kept from the sRGB components when given (no round trip through linear).
    var rgba: RGBAColor

    /// Creates a color from a resolved color.
    public init(_ resolved: Resolved) {
        self.resolved = resolved
        rgba = resolved.rgba
    }

    /// Creates a constant color from red, green, and blue component values (0…1 in `colorSpace`). Default: sRGB, opacity 1.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        resolved = Resolved(colorSpace: colorSpace, red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity))
        if colorSpace == .sRGB {
            func c(_ v: Double) -> Float { v.isFinite ? Float(min(max(v, 0), 1)) : 0 }
            rgba = RGBAColor(red: c(red), green: c(green), blue: c(blue), alpha: resolved.opacity)
        } else {
            rgba = resolved.rgba
        }
    }

    /// Creates a constant grayscale color. Default: sRGB, opacity 1.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a constant color from hue, saturation, and brightness values (each 0…1). Default opacity: 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let s = min(max(saturation.isFinite ? saturation : 0, 0), 1)
        let v = min(max(brightness.isFinite ? brightness : 0, 0), 1)
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(.sRGB, red: r, green: g, blue: b, opacity: opacity)
    }

    /// Multiplies the opacity of the color by the given amount.
    public func opacity(_ opacity: Double) -> Color {
        let factor = Float(opacity.isFinite ? min(max(opacity, 0), 1) : 1)
        var copy = self
        copy.resolved.opacity *= factor
        copy.rgba.alpha *= factor
        return copy
    }

    /// Evaluates this color within the given environment.
    public func resolve(in environment: EnvironmentValues) -> Resolved { resolved }

    public var description: String { resolved.description }

    /// A context-dependent red color (light: sRGB 255, 59, 48).
    public static let red = SystemColor.red
    /// A context-dependent orange color (light: 255, 149, 0).
    public static let orange = SystemColor.orange
    /// A context-dependent yellow color (light: 255, 204, 0).
    public static let yellow = SystemColor.yellow
    /// A context-dependent green color (light: 52, 199, 89).
    public static let green = SystemColor.green
    /// A context-dependent mint color (light: 0, 199, 190).
    public static let mint = SystemColor.mint
    /// A context-dependent teal color (light: 48, 176, 199).
    public static let teal = SystemColor.teal
    /// A context-dependent cyan color (light: 50, 173, 230).
    public static let cyan = SystemColor.cyan
    /// A context-dependent blue color (light: 0, 122, 255).
    public static let blue = SystemColor.blue
    /// A context-dependent indigo color (light: 88, 86, 214).
    public static let indigo = SystemColor.indigo
    /// A context-dependent purple color (light: 175, 82, 222).
    public static let purple = SystemColor.purple
    /// A context-dependent pink color (light: 255, 45, 85).
    public static let pink = SystemColor.pink
    /// A context-dependent brown color (light: 162, 132, 94).
    public static let brown = SystemColor.brown
    /// A context-dependent gray color (light: 142, 142, 147).
    public static let gray = SystemColor.gray
    /// A black color.
    public static let black = SystemColor.black
    /// A white color.
    public static let white = SystemColor.white
    /// A clear color.
    public static let clear = SystemColor.clear
    /// The color to use for primary content (light: black).
    public static let primary = SystemColor.primary
    /// The color to use for secondary content (light: 60, 60, 67 at 60 % opacity).
    public static let secondary = SystemColor.secondary
    /// A color that reflects the accent color of the system or app (the default tint, blue).
    public static let accentColor = SystemColor.blue
}

extension Color {
    /// A profile that specifies how to interpret a color value for display.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The extended red, green, blue (sRGB) color space.
        case sRGB
        /// The extended sRGB color space with a linear transfer function.
        case sRGBLinear
        /// The Display P3 color space.
        case displayP3
    }

    /// A concrete color value: components in the linear extended sRGB color space, as in SwiftUI.
    public struct Resolved: Hashable, Sendable, CustomStringConvertible {
        /// The amount of red in the color in the sRGB linear color space.
        public var linearRed: Float
        /// The amount of green in the color in the sRGB linear color space.
        public var linearGreen: Float
        /// The amount of blue in the color in the sRGB linear color space.
        public var linearBlue: Float
        /// The degree of opacity in the color, 0 (transparent) to 1 (opaque).
        public var opacity: Float

        /// Creates a resolved color from red, green, and blue component values in `colorSpace`. Default: sRGB, opacity 1.
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            func finite(_ v: Float) -> Float { v.isFinite ? v : 0 }
            let (r, g, b) = (finite(red), finite(green), finite(blue))
            switch colorSpace {
            case .sRGB:
                (linearRed, linearGreen, linearBlue) = (Self.linear(r), Self.linear(g), Self.linear(b))
            case .sRGBLinear:
                (linearRed, linearGreen, linearBlue) = (r, g, b)
            case .displayP3:
                let (lr, lg, lb) = (Self.linear(r), Self.linear(g), Self.linear(b))
                linearRed = 1.2249401 * lr - 0.2249402 * lg
                linearGreen = -0.0420569 * lr + 1.0420571 * lg
                linearBlue = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
            }
            self.opacity = min(max(finite(opacity), 0), 1)
        }

        /// The amount of red in the color in the sRGB color space.
        public var red: Float { Self.encoded(linearRed) }
        /// The amount of green in the color in the sRGB color space.
        public var green: Float { Self.encoded(linearGreen) }
        /// The amount of blue in the color in the sRGB color space.
        public var blue: Float { Self.encoded(linearBlue) }

        /// The colour as straight sRGB, clamped to 0…1, for drawing.
        var rgba: RGBAColor {
            func c(_ v: Float) -> Float { min(max(v, 0), 1) }
            return RGBAColor(red: c(red), green: c(green), blue: c(blue), alpha: c(opacity))
        }

        public var description: String {
            func f(_ v: Float) -> String { String(format: "%.3f", Double(v)) }
            return "#sRGB(\(f(red)) \(f(green)) \(f(blue)) \(f(opacity)))"
        }

        /// The sRGB transfer function, extended to negative values by symmetry.
        static func linear(_ v: Float) -> Float {
            let a = abs(v)
            let l = a <= 0.04045 ? a / 12.92 : powf((a + 0.055) / 1.055, 2.4)
            return v < 0 ? -l : l
        }

        static func encoded(_ v: Float) -> Float {
            let a = abs(v)
            let e = a <= 0.0031308 ? a * 12.92 : 1.055 * powf(a, 1 / 2.4) - 0.055
            return v < 0 ? -e : e
        }
    }
}

extension Color {
    /// A colour from straight sRGB components.
    init(rgba: RGBAColor) {
        self.init(.sRGB, red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), opacity: Double(rgba.alpha))
    }
}

/// SwiftUI's named colours in light appearance (sRGB, 8-bit values).
enum SystemColor {
    static let red = Color(.sRGB, red: 255 / 255, green: 59 / 255, blue: 48 / 255)
    static let orange = Color(.sRGB, red: 255 / 255, green: 149 / 255, blue: 0 / 255)
    static let yellow = Color(.sRGB, red: 255 / 255, green: 204 / 255, blue: 0 / 255)
    static let green = Color(.sRGB, red: 52 / 255, green: 199 / 255, blue: 89 / 255)
    static let mint = Color(.sRGB, red: 0 / 255, green: 199 / 255, blue: 190 / 255)
    static let teal = Color(.sRGB, red: 48 / 255, green: 176 / 255, blue: 199 / 255)
    static let cyan = Color(.sRGB, red: 50 / 255, green: 173 / 255, blue: 230 / 255)
    static let blue = Color(.sRGB, red: 0 / 255, green: 122 / 255, blue: 255 / 255)
    static let indigo = Color(.sRGB, red: 88 / 255, green: 86 / 255, blue: 214 / 255)
    static let purple = Color(.sRGB, red: 175 / 255, green: 82 / 255, blue: 222 / 255)
    static let pink = Color(.sRGB, red: 255 / 255, green: 45 / 255, blue: 85 / 255)
    static let brown = Color(.sRGB, red: 162 / 255, green: 132 / 255, blue: 94 / 255)
    static let gray = Color(.sRGB, red: 142 / 255, green: 142 / 255, blue: 147 / 255)
    static let black = Color(.sRGB, red: 0 / 255, green: 0 / 255, blue: 0 / 255)
    static let white = Color(.sRGB, red: 255 / 255, green: 255 / 255, blue: 255 / 255)
    static let clear = Color(.sRGB, red: 0 / 255, green: 0 / 255, blue: 0 / 255, opacity: 0)
    static let primary = Color(.sRGB, red: 0 / 255, green: 0 / 255, blue: 0 / 255)
    static let secondary = Color(.sRGB, red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
}
