/// `LinearGradient`: a linear gradient.
import AuroraRaster
import AuroraDisplayList
import Foundation

/// A linear gradient.
public struct LinearGradient: ShapeStyle, PaintableStyle {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint
    /// How colours are interpolated (`.perceptual` only through an `AnyGradient`).
    var colorSpace = Gradient.ColorSpace.device

    /// Creates a linear gradient from a base gradient.
    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Creates a linear gradient from a collection of colors.
    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from a collection of color stops.
    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint? {
        colorSpace.interpolating(.linearGradient(stops: gradient.rasterStops, start: bounds.point(at: startPoint),
                                                 end: bounds.point(at: endPoint)))
    }

    /// A primitive view.
    public typealias Body = Never
}

extension LinearGradient: View {}
