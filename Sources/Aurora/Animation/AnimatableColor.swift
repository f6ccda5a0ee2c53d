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
    /// A fill or stroke style with its colour animated: a `Color`, or the foreground style when it is
    /// a colour, interpolates; other styles are drawn as they are.
    func animatedStyle(_ style: any ShapeStyle) -> any ShapeStyle {
        if let color = style as? Color { return animatedValue(AnimatableColor(color)).color }
        if style is ForegroundStyle, let color = environment.foregroundStyles.first.flatMap({ $0 }) as? Color {
            return animatedValue(AnimatableColor(color)).color
        }
        return style
    }
}
