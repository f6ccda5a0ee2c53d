/// `AngularGradient`: an angular gradient (a conic gradient), clockwise from `startAngle` to `endAngle`.
import AuroraRaster
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// An angular gradient (a conic gradient), clockwise from `startAngle` to `endAngle`.
public struct AngularGradient: ShapeStyle, PaintableStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle
    /// How colours are interpolated (`.perceptual` only through an `AnyGradient`).
    var colorSpace = Gradient.ColorSpace.device

    /// Creates an angular gradient. Defaults: start `.zero`, end `.zero` (a full turn).
    nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }

    /// Creates an angular gradient from a collection of colors.
    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates a conic gradient that completes a full turn, starting at `angle`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// Creates a conic gradient from a collection of colors that completes a full turn.
    nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    func paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint? {
        colorSpace.interpolating(.angularGradient(stops: gradient.rasterStops, center: bounds.point(at: center),
                                                  startAngle: startAngle, endAngle: endAngle))
    }

    /// A primitive view.
    public typealias Body = Never
}

extension AngularGradient: View {}
