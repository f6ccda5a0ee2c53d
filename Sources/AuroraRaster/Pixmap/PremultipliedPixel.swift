/// One stored pixel: premultiplied RGBA, 8 bits a channel, in R, G, B, A byte order.

/// A pixel as a `Pixmap` stores it: colour channels already multiplied by alpha.
public struct PremultipliedPixel: Hashable, Sendable, CustomStringConvertible {
    /// Red, premultiplied by alpha.
    public var red: UInt8
    /// Green, premultiplied by alpha.
    public var green: UInt8
    /// Blue, premultiplied by alpha.
    public var blue: UInt8
    /// Alpha.
    public var alpha: UInt8

    /// Creates a pixel from premultiplied channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// The transparent pixel.
    public static let transparent = PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 0)

    /// The pixel as a little-endian word: red in the low byte, alpha in the high byte.
    public var word: UInt32 {
        UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
    }

    /// Unpacks a little-endian word (red in the low byte).
    public init(word: UInt32) {
        self.init(red: UInt8(truncatingIfNeeded: word), green: UInt8(truncatingIfNeeded: word >> 8),
                  blue: UInt8(truncatingIfNeeded: word >> 16), alpha: UInt8(truncatingIfNeeded: word >> 24))
    }

    public var description: String { "(\(red) \(green) \(blue) \(alpha))" }
}
