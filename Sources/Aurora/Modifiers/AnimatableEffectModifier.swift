/// The modifier of an effect whose parameters animate (opacity, offset, scale, rotation, blur, filters).
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// Animates `value` at the modifier's position and wraps each content node in the effects that the
/// presented value makes; like every effect, it never changes layout. While it animates, a frame
/// advances the animator and redraws; the view is not resolved again.
struct AnimatableEffectModifier<Value: Animatable>: ViewModifier, PrimitiveModifier {
    let value: Value
    let operations: (Value) -> [VisualOperation]
    typealias Body = Never

    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        let operations = operations
        let effects: (EffectGeometry) -> [DisplayList.Effect]
        if let animator = inputs.animatedAttribute(value) {
            // The animator advances at each frame without this view being resolved again: the effects
            // are made from its presented value when the node is placed and drawn.
            effects = { geometry in operations(animator.value).reversed().compactMap { $0.effect(size: geometry.size) } }
        } else {
            let list = operations(value)
            effects = { geometry in list.reversed().compactMap { $0.effect(size: geometry.size) } }
        }
        return content(inputs).map { EffectNode(child: $0, effects: effects) }
    }
}
