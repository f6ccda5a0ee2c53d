/// `AlphaThreshold`: SwiftUI's `alphaThreshold(min:max:color:)` filter.

/// Replaces every pixel whose alpha lies in `minimum…maximum` with `color`, and every other
/// pixel with transparency.
public struct AlphaThreshold: Hashable, Sendable {
    /// The smallest alpha kept, 0…1.
    public var minimum: Float
    /// The largest alpha kept, 0…1. Default: 1.
    public var maximum: Float
    /// The colour kept pixels become. Default: black.
    public var color: RGBAColor

    /// Creates the filter.
    public init(minimum: Float, maximum: Float = 1, color: RGBAColor = .black) {
        self.minimum = minimum
        self.maximum = maximum
        self.color = color
    }

    /// Applies the threshold to `count` premultiplied words in place.
    func apply(to pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        let word = color.pixel.word
        // Compare in 8-bit alpha, as stored: a value v counts as inside when lo ≤ v ≤ hi.
        let lo = minimum.isNaN ? 256 : Int((min(max(minimum, 0), 1) * 255).rounded(.up))
        let hi = maximum.isNaN ? -1 : Int((min(max(maximum, 0), 1) * 255).rounded(.down))
        for i in 0..<count {
            let a = Int(pixels[i] >> 24)
            pixels[i] = a >= lo && a <= hi ? word : 0
        }
    }
}
