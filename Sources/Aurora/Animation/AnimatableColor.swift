/// A colour as an animatable value: its linear sRGB components and opacity interpolate.
import Foundation

/// A `Color` that animates through its resolved components (linear extended sRGB and opacity), as
/// SwiftUI interpolates `Color.Resolved`. When nothing animates, the colour is passed on unchanged.
struct AnimatableColor: Animatable {
    var color: Color

    init(_ color: Color) { self.color = color }

    var animatableData: AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>> {
        get {
            let r = color.resolved
            return AnimatablePair(r.linearRed, AnimatablePair(r.linearGreen, AnimatablePair(r.linearBlue, r.opacity)))
        }
        set {
            color = Color(Color.Resolved(colorSpace: .sRGBLinear, red: newValue.first, green: newValue.second.first,
                                         blue: newValue.second.second.first, opacity: newValue.second.second.second))
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
