/// `Color`: a representation of a color; a `ShapeStyle` and a view that fills its frame.
import AuroraRaster
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A representation of a color that adapts to a given context.
///
/// Named colours carry SwiftUI's sRGB values for both appearances and resolve by the
/// environment's `colorScheme`; colours made from components are the same in both.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    var resolved: Resolved
    /// The colour as straight sRGB for drawing, kept from the sRGB components when given (no round trip through linear).
    var rgba: RGBAColor
    /// The colour in the dark appearance, as straight sRGB, for the named system colours; nil: the same as `rgba`.
    var dark: RGBAColor?

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
        copy.dark?.alpha *= factor
        return copy
    }

    /// Evaluates this color within the given environment (its dark variant in the dark appearance).
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        guard environment.colorScheme == .dark, let dark else { return resolved }
        return Resolved(colorSpace: .sRGB, red: dark.red, green: dark.green, blue: dark.blue, opacity: dark.alpha)
    }

    /// The colour to draw as straight sRGB in `environment`'s colour scheme.
    func rgba(in environment: EnvironmentValues) -> RGBAColor {
        environment.colorScheme == .dark ? dark ?? rgba : rgba
    }

    /// The colour as straight sRGB with every component in 0…1 (NaN as 0): what a frame is drawn over.
    package func clampedRGBA(in environment: EnvironmentValues) -> RGBAColor {
        let color = rgba(in: environment)
        func clamped(_ value: Float) -> Float { value.isFinite ? min(max(value, 0), 1) : 0 }
        return RGBAColor(red: clamped(color.red), green: clamped(color.green), blue: clamped(color.blue), alpha: clamped(color.alpha))
    }

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

        /// `#RRGGBBAA`: the sRGB components and opacity, clamped to 0…1, times 255, rounded, in
        /// hexadecimal, as SwiftUI prints a resolved colour (OpenSwiftUI's
        /// ColorResolvedCompatibilityTests record `#4C4C4C4D` for sRGB 0.3 at opacity 0.3).
        public var description: String {
            let bytes = [red, green, blue, opacity].map { Int((min(max($0, 0), 1) * 255).rounded()) }
            return String(format: "#%02X%02X%02X%02X", bytes[0], bytes[1], bytes[2], bytes[3])
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

/// SwiftUI's named colours (iOS system colours), light and dark appearance, sRGB 8-bit values.
enum SystemColor {
    /// A named colour with its light and dark sRGB values (8-bit), opacity, and the dark appearance's own opacity if it differs.
    static func named(_ light: (Int, Int, Int), dark: (Int, Int, Int), opacity: Double = 1, darkOpacity: Double? = nil) -> Color {
        var color = Color(.sRGB, red: Double(light.0) / 255, green: Double(light.1) / 255, blue: Double(light.2) / 255, opacity: opacity)
        color.dark = RGBAColor(red: Float(dark.0) / 255, green: Float(dark.1) / 255, blue: Float(dark.2) / 255, alpha: Float(darkOpacity ?? opacity))
        return color
    }

    static let red = named((255, 59, 48), dark: (255, 69, 58))
    static let orange = named((255, 149, 0), dark: (255, 159, 10))
    static let yellow = named((255, 204, 0), dark: (255, 214, 10))
    static let green = named((52, 199, 89), dark: (48, 209, 88))
    static let mint = named((0, 199, 190), dark: (99, 230, 226))
    static let teal = named((48, 176, 199), dark: (64, 200, 224))
    static let cyan = named((50, 173, 230), dark: (100, 210, 255))
    static let blue = named((0, 122, 255), dark: (10, 132, 255))
    static let indigo = named((88, 86, 214), dark: (94, 92, 230))
    static let purple = named((175, 82, 222), dark: (191, 90, 242))
    static let pink = named((255, 45, 85), dark: (255, 55, 95))
    static let brown = named((162, 132, 94), dark: (172, 142, 104))
    static let gray = named((142, 142, 147), dark: (142, 142, 147))
    static let black = Color(.sRGB, red: 0, green: 0, blue: 0)
    static let white = Color(.sRGB, red: 1, green: 1, blue: 1)
    static let clear = Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 0)
    /// The label colour: black in light, white in dark.
    static let primary = named((0, 0, 0), dark: (255, 255, 255))
    /// The secondary label colour: rgb(60, 60, 67) at 0.6 in light, rgb(235, 235, 245) at 0.6 in dark.
    static let secondary = named((60, 60, 67), dark: (235, 235, 245), opacity: 0.6)
}

