/// `PlaceholderContentView`: the content a `body` closure receives in `transaction(_:body:)`,
/// `animation(_:body:)`, transitions and keyframe/phase animators.
import Foundation

/// A placeholder used to construct an inline modifier, transition, or other helper type: it stands for
/// the modified view inside the closure or `body` that wraps it.
public struct PlaceholderContentView<Value>: View {
    init() {}
    /// A primitive view.
    public typealias Body = Never
}

extension PlaceholderContentView: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        guard let content = inputs.modifierContents.last else { return [] }
        var inner = inputs
        inner.modifierContents.removeLast()
        return content.resolve(inner)
    }
}

extension ResolveInputs {
    /// Resolves `body` at `component` below this position with `bodyInputs` changed by `transform`;
    /// the `PlaceholderContentView` inside `body` resolves `content` at this position, with these
    /// inputs' transaction and content stack, and the environment where the placeholder stands.
    ///
    /// This is how a helper type whose `body` receives a `PlaceholderContentView` (a `Transition`,
    /// `transaction(_:body:)`, a keyframe animator) puts the modified view inside its body.
    func resolve<Body: View>(_ body: Body, at component: IdentityComponent,
                             placeholder content: @escaping (ResolveInputs) -> [LayoutNode],
                             transformingBodyInputs transform: (inout ResolveInputs) -> Void = { _ in }) -> [LayoutNode] {
        let outer = self
        var bodyInputs = self
        bodyInputs.modifierContents.append(ModifierContentResolver { placeholderInputs in
            var positioned = placeholderInputs.at(outer.node)
            positioned.modifierContents = outer.modifierContents
            positioned.reusesValues = outer.reusesValues
            positioned.transaction = outer.transaction
            return content(positioned)
        })
        transform(&bodyInputs)
        return bodyInputs.resolve(body, at: component)
    }

    /// Changes the transaction in effect here; completions it adds are tracked by the graph (they run
    /// once the animations started under this position finish, or at the end of the update when none
    /// started). Helpers that watch the animations below a node (transitions) add a completion this way.
    mutating func transformTransaction(_ transform: (inout Transaction) -> Void) {
        let previous = transaction.completionGroup
        transform(&transaction)
        if let group = transaction.completionGroup, group !== previous { graph.noteApplied(group) }
    }
}
