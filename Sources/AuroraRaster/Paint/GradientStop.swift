/// `GradientStop`: one colour of a gradient at a location along it.

/// A colour at a location in 0...1 along a gradient, as SwiftUI's `Gradient.Stop`.
public struct GradientStop: Hashable, Sendable {
    /// The colour at this location.
    public var color: RGBAColor
    /// Where the colour sits, 0...1.
    public var location: Float

    /// Creates a stop.
    public init(color: RGBAColor, location: Float) {
        self.color = color
        self.location = location
    }

    /// Stops for colours spaced evenly from 0 to 1, as SwiftUI's `Gradient(colors:)` places them.
    public static func evenlySpaced(_ colors: [RGBAColor]) -> [GradientStop] {
        guard colors.count > 1 else { return colors.map { GradientStop(color: $0, location: 0) } }
        let last = Float(colors.count - 1)
        return colors.enumerated().map { GradientStop(color: $1, location: Float($0) / last) }
    }
}
