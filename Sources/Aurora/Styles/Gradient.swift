/// `Gradient` and its stops: a colour ramp that gradient styles stretch over a shape.
import AuroraRaster
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A color gradient represented as an array of color stops, each having a parametric location value.
public struct Gradient: Hashable, Sendable {
    /// One color stop in the gradient.
    public struct Stop: Hashable, Sendable {
        /// The color for the stop.
        public var color: Color
        /// The parametric location of the stop (0…1).
        public var location: CGFloat

        /// Creates a color stop with a color and location.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The array of color stops.
    public var stops: [Stop]

    /// Creates a gradient from an array of color stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// Creates a gradient from an array of colors, evenly spaced.
    public init(colors: [Color]) {
        let count = colors.count
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: count > 1 ? CGFloat(index) / CGFloat(count - 1) : 0)
        }
    }

    /// The stops as raster stops: locations made finite, clamped and non-decreasing, as SwiftUI draws them.
    var rasterStops: [GradientStop] {
        var last: Float = 0
        return stops.map { stop in
            var location = Float(stop.location.isFinite ? min(max(stop.location, 0), 1) : 0)
            location = max(location, last)
            last = location
            return GradientStop(color: stop.color.rgba, location: location)
        }
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient defined by a collection of colors.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient defined by a collection of color stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient defined by a collection of colors.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A conic gradient that completes a full turn.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// A radial gradient that draws an ellipse.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension CGRect {
    /// The point at a unit position of this rectangle.
    func point(at unit: UnitPoint) -> CGPoint {
        CGPoint(x: minX + unit.x.finiteOrZero * width, y: minY + unit.y.finiteOrZero * height)
    }
}

extension CGFloat {
    /// The value, or zero when it is NaN or infinite.
    var finiteOrZero: CGFloat { isFinite ? self : 0 }
}

extension Angle {
    static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
}
