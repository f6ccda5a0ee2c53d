/// `EllipticalGradient`: a radial gradient that draws an ellipse filling the shape's bounds.
import AuroraRaster
import AuroraDisplayList
import Foundation

/// A radial gradient that draws an ellipse filling the shape's bounds.
public struct EllipticalGradient: ShapeStyle, PaintableStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat
    /// How colours are interpolated (`.perceptual` only through an `AnyGradient`).
    var colorSpace = Gradient.ColorSpace.device

    /// Creates an elliptical gradient. Defaults: center `.center`, fractions 0 and 0.5.
    nonisolated public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Creates an elliptical gradient from a collection of colors.
    nonisolated public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center,
                  startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    func paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint? {
        // The ellipse fills the bounds: its radii are the bounds' size (the fractions scale them).
        colorSpace.interpolating(.ellipticalGradient(stops: gradient.rasterStops, center: bounds.point(at: center),
                                                     radii: bounds.size, startRadiusFraction: startRadiusFraction.finiteOrZero,
                                                     endRadiusFraction: endRadiusFraction.finiteOrZero))
    }

    /// A primitive view.
    public typealias Body = Never
}

extension EllipticalGradient: View {}
