/// The effect behind slide, move and push: an offset measured in units of the view's own size.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// Offsets the view's drawing by `unitOffset` × its size; animatable through the unit offset, so the
/// motion follows the view's size at every frame.
struct RelativeOffsetEffect: ViewModifier, Animatable {
    /// The offset in units of the view's width and height.
    var unitOffset: CGSize

    nonisolated var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(unitOffset.width, unitOffset.height) }
        set { unitOffset = CGSize(width: newValue.first, height: newValue.second) }
    }

    func body(content: Content) -> some View {
        let unit = unitOffset
        return content.modifier(EffectModifier { geometry in
            let offset = CGSize(width: unit.width * geometry.size.width, height: unit.height * geometry.size.height)
            return VisualOperation.offset(offset).effect(size: geometry.size).map { [$0] } ?? []
        })
    }
}
