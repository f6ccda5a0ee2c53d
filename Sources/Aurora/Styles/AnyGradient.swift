/// `AnyGradient`: a gradient with the colour space it interpolates in.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A color gradient.
///
/// When used as a `ShapeStyle`, this type draws a linear gradient with start-point [0.5, 0]
/// and end-point [0.5, 1].
public struct AnyGradient: Hashable, ShapeStyle, PaintableStyle, Sendable {
    let gradient: Gradient
    let space: Gradient.ColorSpace

    /// Creates a new instance from the specified gradient.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
        space = .device
    }

    private init(_ gradient: Gradient, space: Gradient.ColorSpace) {
        self.gradient = gradient
        self.space = space
    }

    /// Returns a version of the gradient that will use a specified color space for
    /// interpolating between its colors.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        AnyGradient(gradient, space: space)
    }

    func paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint? {
        var linear = LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)
        linear.colorSpace = space
        return linear.paint(in: bounds, environment: environment)
    }

    /// A primitive view.
    public typealias Body = Never
}

extension AnyGradient: View {}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient from an `AnyGradient`, interpolated in its colour space.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        var style = LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
        style.colorSpace = gradient.space
        return style
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient from an `AnyGradient`, interpolated in its colour space.
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0,
                                      endRadius: CGFloat) -> RadialGradient {
        var style = RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
        style.colorSpace = gradient.space
        return style
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient from an `AnyGradient`, interpolated in its colour space.
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        var style = AngularGradient(gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
        style.colorSpace = gradient.space
        return style
    }

    /// A conic gradient from an `AnyGradient` that completes a full turn, interpolated in its colour space.
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero) -> AngularGradient {
        var style = AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
        style.colorSpace = gradient.space
        return style
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient from an `AnyGradient`, interpolated in its colour space.
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        var style = EllipticalGradient(gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction,
                                       endRadiusFraction: endRadiusFraction)
        style.colorSpace = gradient.space
        return style
    }
}
