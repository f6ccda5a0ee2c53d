/// `RadialGradient`: a radial gradient.
import AuroraRaster
import AuroraDisplayList
import Foundation

/// A radial gradient.
public struct RadialGradient: ShapeStyle, PaintableStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat
    /// How colours are interpolated (`.perceptual` only through an `AnyGradient`).
    var colorSpace = Gradient.ColorSpace.device

    /// Creates a radial gradient from a base gradient.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Creates a radial gradient from a collection of colors.
    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Creates a radial gradient from a collection of color stops.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    func paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint? {
        colorSpace.interpolating(.radialGradient(stops: gradient.rasterStops, center: bounds.point(at: center),
                                                 startRadius: startRadius.finiteOrZero, endRadius: endRadius.finiteOrZero))
    }

    /// A primitive view.
    public typealias Body = Never
}

extension RadialGradient: View {}
