/// A colour as an animatable value: its linear sRGB components and opacity interpolate.
import Foundation

/// A `Color` that animates through its resolved colour's `animatableData` (linear extended sRGB and
/// opacity, as SwiftUI interpolates `Color.Resolved`). When nothing animates, the colour is passed on
/// unchanged, keeping its exact sRGB components.
struct AnimatableColor: Animatable {
    var color: Color

    init(_ color: Color) { self.color = color }

    var animatableData: Color.Resolved.AnimatableData {
        get { color.resolved.animatableData }
        set {
            var resolved = color.resolved
            resolved.animatableData = newValue
            color = Color(resolved)
        }
    }
}

extension ResolveInputs {
    /// The animator of a fill or stroke style's colour: a `Color`, or the foreground style when it is a
    /// colour, interpolates; nil for other styles, which are drawn as they are.
    func animatedColor(of style: any ShapeStyle) -> AttributeAnimator<AnimatableColor>? {
        if let color = style as? Color { return animatedAttribute(AnimatableColor(color)) }
        if style is ForegroundStyle, let color = environment.foregroundStyles.first.flatMap({ $0 }) as? Color {
            return animatedAttribute(AnimatableColor(color))
        }
        return nil
    }
}
