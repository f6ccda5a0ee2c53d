/// `GradientPaint`: the geometry and stops of a linear, radial, conic or elliptical gradient.
import AuroraGeometry
import Foundation

/// A gradient: stops along a geometry, with how colours continue beyond the ends.
public struct GradientPaint: Sendable {
    /// The shape along which the gradient parameter runs from 0 to 1.
    public enum Kind: Hashable, Sendable {
        /// Along the line from `start` (0) to `end` (1), constant across it.
        case linear(start: CGPoint, end: CGPoint)
        /// Circles around `center`: 0 at `startRadius`, 1 at `endRadius` (SwiftUI's `RadialGradient`).
        /// Under a non-uniform `transform` this is SwiftUI's `EllipticalGradient`.
        case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Around `center`, clockwise on screen from `startAngle` (0) to `endAngle` (1), angles
        /// measured from the positive x axis (SwiftUI's `AngularGradient`).
        case conic(center: CGPoint, startAngle: Angle, endAngle: Angle)
    }

    /// How the gradient continues outside 0...1.
    public enum Spread: Hashable, Sendable {
        /// The end colours extend outward (SwiftUI's behaviour).
        case pad
        /// The gradient repeats.
        case `repeat`
        /// The gradient repeats, every other copy mirrored.
        case reflect
    }

    /// The gradient's geometry, in gradient space.
    public var kind: Kind
    /// The colour stops, in ascending location order.
    public var stops: [GradientStop]
    /// How colours continue beyond the ends. Default: `.pad`.
    public var spread: Spread
    /// Maps gradient space to the user space of the fill. Default: identity.
    public var transform: CGAffineTransform
    /// The space colours are interpolated in between stops (SwiftUI's `Gradient.ColorSpace`,
    /// shared with mesh gradients). Default: `.device`.
    public var colorSpace: MeshGradientPaint.ColorSpace

    /// Creates a gradient. Stops are sorted by location (stably); locations are clamped to 0...1.
    public init(_ kind: Kind, stops: [GradientStop], spread: Spread = .pad, transform: CGAffineTransform = .identity,
                colorSpace: MeshGradientPaint.ColorSpace = .device) {
        self.kind = kind
        self.stops = stops
            .map { GradientStop(color: $0.color, location: $0.location.isNaN ? 0 : min(max($0.location, 0), 1)) }
            .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        self.spread = spread
        self.transform = transform
        self.colorSpace = colorSpace
    }
}
