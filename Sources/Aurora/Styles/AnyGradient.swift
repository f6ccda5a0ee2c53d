/// `AnyGradient` and `Color.gradient`: a gradient with the colour space it interpolates in, and the standard gradient SwiftUI derives from a colour.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A color gradient.
///
/// When used as a `ShapeStyle`, this type draws a linear gradient with start-point [0.5, 0]
/// and end-point [0.5, 1].
public struct AnyGradient: Hashable, ShapeStyle, PaintableStyle, Sendable {
    enum Source: Hashable, Sendable {
        case gradient(Gradient)
        /// The standard gradient of a colour, resolved in the environment when drawn (so it follows dark mode).
        case color(Color)
    }

    let source: Source
    let space: Gradient.ColorSpace

    /// Creates a new instance from the specified gradient.
    public init(_ gradient: Gradient) {
        source = .gradient(gradient)
        space = .device
    }

    /// The standard gradient of `color` (`Color.gradient`).
    init(color: Color) {
        source = .color(color)
        space = .device
    }

    private init(_ source: Source, space: Gradient.ColorSpace) {
        self.source = source
        self.space = space
    }

    /// Returns a version of the gradient that will use a specified color space for
    /// interpolating between its colors.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        AnyGradient(source, space: space)
    }

    /// How much white the standard gradient of a colour mixes into its top: the colour itself is at the bottom.
    static let standardLightening = 0.2

    /// The gradient's stops, a colour's standard gradient resolved in `environment`.
    func gradient(in environment: EnvironmentValues) -> Gradient {
        switch source {
        case .gradient(let gradient):
            return gradient
        case .color(let color):
            let base = color.clampedRGBA(in: environment)
            let k = Self.standardLightening
            func lighter(_ channel: Float) -> Double { Double(channel) + (1 - Double(channel)) * k }
            let top = Color(red: lighter(base.red), green: lighter(base.green), blue: lighter(base.blue), opacity: Double(base.alpha))
            let bottom = Color(red: Double(base.red), green: Double(base.green), blue: Double(base.blue), opacity: Double(base.alpha))
            return Gradient(colors: [top, bottom])
        }
    }

    /// The stops for the gradient styles made from it, outside any view (a colour's standard gradient in the default environment).
    var gradient: Gradient { gradient(in: EnvironmentValues()) }

    func paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint? {
        var linear = LinearGradient(gradient: gradient(in: environment), startPoint: .top, endPoint: .bottom)
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

extension Color {
    /// A standard gradient for the color: the color lightened by 20 % towards white at the top, the
    /// color itself at the bottom, drawn from the top to the bottom of the shape it fills.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
