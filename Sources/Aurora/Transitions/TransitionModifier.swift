/// `.transition(_:)`: the transition a view uses when it is inserted or removed.
import Foundation

extension View {
    /// Associates a transition with the view: used when the view is inserted into or removed from the
    /// hierarchy in an animated update.
    public func transition(_ t: AnyTransition) -> some View {
        modifier(TransitionTraitModifier(transition: t))
    }

    /// Associates a transition with the view: used when the view is inserted into or removed from the
    /// hierarchy in an animated update.
    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(TransitionTraitModifier(transition: AnyTransition(transition)))
    }
}

/// The trait `.transition(_:)` sets: it does not change the view; the graph reads it from the view value
/// when the view is inserted or removed.
struct TransitionTraitModifier: ViewModifier, PrimitiveModifier {
    let transition: AnyTransition
    typealias Body = Never

    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        if transition.attachedAnimation != nil { TransitionTrait.noteAnimatedTrait(at: inputs.node) }
        return content(inputs)
    }
}

/// Finds the transition of an item through its modifiers.
@MainActor
enum TransitionTrait {
    /// The outermost `.transition(_:)` among `view`'s modifiers, if any.
    static func of<V: View>(_ view: V) -> AnyTransition? {
        (view as? any TransitionTraitCarrier)?.transitionTrait
    }

    /// Marks the ancestors whose identity can come and go: their removal animates with the transition's
    /// own animation even when the update has none.
    static func noteAnimatedTrait(at node: GraphNode) {
        var current: GraphNode? = node
        while let candidate = current {
            if let state = candidate.transitions, state.lastView != nil { state.hasAnimatedTrait = true }
            current = candidate.parent
        }
    }
}

/// A modified view that may carry a `.transition(_:)` trait.
@MainActor
protocol TransitionTraitCarrier {
    var transitionTrait: AnyTransition? { get }
}

extension ModifiedContent: TransitionTraitCarrier where Content: View, Modifier: ViewModifier {
    var transitionTrait: AnyTransition? {
        (modifier as? TransitionTraitModifier)?.transition ?? (content as? any TransitionTraitCarrier)?.transitionTrait
    }
}
