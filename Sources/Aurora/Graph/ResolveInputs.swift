/// What resolving a view at one graph position needs: the graph, the position, the environment.
import AuroraDisplayList
import AuroraGeometry
import Foundation
import Observation

/// The inputs of resolving one view into layout nodes.
@MainActor
struct ResolveInputs {
    unowned let graph: ViewGraph
    /// The graph node of the view being resolved (the parent of its children's positions).
    let node: GraphNode
    var environment: EnvironmentValues
    /// The axis of the nearest enclosing stack, which `Divider` and `Spacer` follow.
    var stackAxis: Axis?
    /// The transaction in effect at this position: the one of the state change being applied, as
    /// changed by the `transaction` and `animation` modifiers above. Animators read its animation.
    var transaction = Transaction()
    /// The content of the custom modifiers being resolved, innermost last.
    var modifierContents: [ModifierContentResolver] = []
    /// The view values come from bodies evaluated in an earlier update (a re-walk), so they are unchanged.
    var reusesValues = false
    /// The views here were inserted or removed in this update and pass it down to their items.
    var transitionUpdate: TransitionUpdate?
    /// How many graph levels are above this position.
    var depth = 0
    /// The lazy stack or grid listing its elements here, if the position is in its content's list
    /// (outside any element): `ForEach` materialises only the elements it asks for.
    var lazyItems: LazyItemCollector?

    /// Resolves a child view at `component` below this position.
    func resolve(_ view: some View, at component: IdentityComponent) -> [LayoutNode] {
        graph.resolve(view, at: component, parentInputs: self)
    }

    /// The same inputs, positioned at another node (with the transaction of a state write that
    /// invalidated that node, if any).
    func at(_ node: GraphNode) -> ResolveInputs {
        var inputs = ResolveInputs(graph: graph, node: node, environment: environment, stackAxis: stackAxis,
                                   transaction: node.pendingTransaction ?? transaction)
        node.pendingTransaction = nil
        inputs.modifierContents = modifierContents
        inputs.reusesValues = reusesValues
        inputs.transitionUpdate = transitionUpdate
        inputs.depth = depth + 1
        inputs.lazyItems = lazyItems
        return inputs
    }
}

/// How `_ViewModifier_Content` resolves the content a custom modifier wraps.
@MainActor
struct ModifierContentResolver {
    let resolve: (ResolveInputs) -> [LayoutNode]
}
