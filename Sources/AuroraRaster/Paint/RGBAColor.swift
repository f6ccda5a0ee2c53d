/// `RGBAColor`: a straight (not premultiplied) sRGB colour with Float channels.

/// A colour in the output space (non-linear sRGB), channels in 0...1, alpha not premultiplied.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...1.
    public var red: Float
    /// Green, 0...1.
    public var green: Float
    /// Blue, 0...1.
    public var blue: Float
    /// Opacity, 0...1.
    public var alpha: Float

    /// Creates a colour; channels are clamped to 0...1 and NaN becomes 0.
    public init(red: Float, green: Float, blue: Float, alpha: Float = 1) {
        self.red = Self.unit(red); self.green = Self.unit(green)
        self.blue = Self.unit(blue); self.alpha = Self.unit(alpha)
    }

    /// Creates a colour from 8-bit straight channels.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(red: Float(red8) / 255, green: Float(green8) / 255, blue: Float(blue8) / 255, alpha: Float(alpha8) / 255)
    }

    /// Opaque black.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The colour premultiplied by its alpha, as `(r, g, b, a)` in 0...1.
    public var premultiplied: SIMD4<Float> { SIMD4(red * alpha, green * alpha, blue * alpha, alpha) }

    /// The colour with its alpha multiplied by `opacity`.
    public func withOpacity(_ opacity: Float) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }

    /// The premultiplied colour rounded to a stored pixel.
    public var pixel: PremultipliedPixel {
        let p = premultiplied * 255 + 0.5
        return PremultipliedPixel(red: UInt8(p.x), green: UInt8(p.y), blue: UInt8(p.z), alpha: UInt8(p.w))
    }

    public var description: String { "(srgb \(red) \(green) \(blue) \(alpha))" }

    private static func unit(_ v: Float) -> Float { v.isNaN ? 0 : min(max(v, 0), 1) }
}
