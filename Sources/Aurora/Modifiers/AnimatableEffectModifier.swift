/// The modifier of an effect whose parameters animate (opacity, offset, scale, rotation, blur, filters).
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// Animates `value` at the modifier's position and wraps each content node in the effects that the
/// presented value makes; like every effect, it never changes layout.
struct AnimatableEffectModifier<Value: Animatable>: ViewModifier, PrimitiveModifier {
    let value: Value
    let operations: (Value) -> [VisualOperation]
    typealias Body = Never

    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        let list = operations(inputs.animatedValue(value))
        return content(inputs).map { node in
            EffectNode(child: node) { geometry in list.reversed().compactMap { $0.effect(size: geometry.size) } }
        }
    }
}
