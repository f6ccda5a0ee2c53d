/// `ShapeStyle`: a colour or pattern to use when rendering a shape; users can write their own.
import AuroraRaster
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A color or pattern to use when rendering a shape.
///
/// Write your own style by implementing `resolve(in:)` to return another style (for example a
/// `Color` or a gradient) chosen from the environment.
public protocol ShapeStyle: Sendable {
    /// The type of shape style this will resolve to.
    associatedtype Resolved: ShapeStyle = Never
    /// Evaluate to a resolved shape style given the current environment.
    func resolve(in environment: EnvironmentValues) -> Resolved
}

extension Never: ShapeStyle {
    /// `Never` resolves to nothing.
    public typealias Resolved = Never
}

extension ShapeStyle where Resolved == Never {
    /// Built-in styles are drawn directly and never resolved.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) is a built-in style that Aurora draws directly")
    }
}

/// A built-in style that turns into a display-list paint for a bounds rectangle.
protocol PaintableStyle {
    /// The paint for content whose local bounds are `bounds`, or nil for nothing visible.
    func paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint?
}

/// Turns any shape style into a paint: built-in styles directly, custom styles through `resolve(in:)`.
enum StylePainter {
    /// The resolution depth after which a custom style that keeps resolving to custom styles draws nothing.
    static let maximumDepth = 32

    static func paint(_ style: any ShapeStyle, in bounds: CGRect, environment: EnvironmentValues, depth: Int = 0) -> DisplayList.Paint? {
        if let fillable = style as? any FillableStyle { return fillable.fill(in: bounds, environment: environment)?.paint }
        if let paintable = style as? any PaintableStyle { return paintable.paint(in: bounds, environment: environment) }
        guard depth < maximumDepth else { return nil }
        return resolveOnce(style, in: bounds, environment: environment, depth: depth)
    }

    private static func resolveOnce<S: ShapeStyle>(_ style: S, in bounds: CGRect, environment: EnvironmentValues, depth: Int) -> DisplayList.Paint? {
        if S.Resolved.self == Never.self { return nil }
        return paint(style.resolve(in: environment), in: bounds, environment: environment, depth: depth + 1)
    }

    /// The paint multiplied by `opacity`.
    static func applyingOpacity(_ paint: DisplayList.Paint, _ opacity: Double) -> DisplayList.Paint {
        let o = Float(min(max(opacity.isFinite ? opacity : 1, 0), 1))
        func fade(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(color: $0.color.withOpacity(o), location: $0.location) }
        }
        switch paint {
        case .color(let c): return .color(c.withOpacity(o))
        case .linearGradient(let s, let a, let b): return .linearGradient(stops: fade(s), start: a, end: b)
        case .radialGradient(let s, let c, let r0, let r1): return .radialGradient(stops: fade(s), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let s, let c, let a0, let a1): return .angularGradient(stops: fade(s), center: c, startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let s, let c, let r, let f0, let f1):
            return .ellipticalGradient(stops: fade(s), center: c, radii: r, startRadiusFraction: f0, endRadiusFraction: f1)
        case .shader(let shader, let rect, let opacity): return .shader(shader, boundingRect: rect, opacity: opacity * o)
        case .meshGradient(var mesh):
            mesh.colors = mesh.colors.map { $0.withOpacity(o) }
            mesh.background = mesh.background.withOpacity(o)
            return .meshGradient(mesh)
        case .spreadGradient(let gradient, let spread, let transform):
            return .spreadGradient(applyingOpacity(gradient, opacity), spread: spread, transform: transform)
        case .perceptualGradient(let gradient):
            return .perceptualGradient(applyingOpacity(gradient, opacity))
        }
    }
}

extension Color: ShapeStyle, PaintableStyle {
    func paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint? { .color(rgba(in: environment)) }
}

extension Color.Resolved: ShapeStyle, PaintableStyle {
    /// A resolved colour is drawn directly.
    public typealias Resolved = Never
    func paint(in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint? { .color(rgba) }
}

/// A style with its opacity multiplied.
struct OpacityShapeStyle: ShapeStyle, FillableStyle {
    let base: any ShapeStyle
    let opacity: Double
    func fill(in bounds: CGRect, environment: EnvironmentValues) -> StyleFill? {
        StylePainter.fill(base, in: bounds, environment: environment).map { $0.applyingOpacity(opacity) }
    }
}

extension ShapeStyle {
    /// Returns a new style based on `self` that multiplies by the specified opacity when drawing.
    public func opacity(_ opacity: Double) -> some ShapeStyle { OpacityShapeStyle(base: self, opacity: opacity) }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// A style that reflects the current tint color.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { SystemColor.red }
    public static var orange: Color { SystemColor.orange }
    public static var yellow: Color { SystemColor.yellow }
    public static var green: Color { SystemColor.green }
    public static var mint: Color { SystemColor.mint }
    public static var teal: Color { SystemColor.teal }
    public static var cyan: Color { SystemColor.cyan }
    public static var blue: Color { SystemColor.blue }
    public static var indigo: Color { SystemColor.indigo }
    public static var purple: Color { SystemColor.purple }
    public static var pink: Color { SystemColor.pink }
    public static var brown: Color { SystemColor.brown }
    public static var white: Color { SystemColor.white }
    public static var gray: Color { SystemColor.gray }
    public static var black: Color { SystemColor.black }
    public static var clear: Color { SystemColor.clear }
}
