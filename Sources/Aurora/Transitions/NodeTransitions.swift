/// The transition bookkeeping a graph node keeps: as a view that may leave, as a transitioning item, as a list.
import Foundation

/// What the graph resolves below a position while a view is inserted or removed.
enum TransitionUpdate {
    /// The views below were inserted in this update: items resolve `.willAppear`, then `.identity`.
    case insert
    /// The views below were removed in this update: items resolve `.identity`, then `.didDisappear`.
    case remove
}

/// The transition state of one graph node, created only for nodes that take part in transitions.
@MainActor
final class NodeTransitions {
    // As a child whose identity can come and go (an `if` branch, a `ForEach` element, `AnyView`'s content):

    /// The node's last view, to resolve again at the node: how a removed view stays on screen.
    var lastView: (any TransitionViewBox)?
    /// A `.transition(_:)` with an animation of its own is below: its removal animates without a
    /// transaction animation.
    var hasAnimatedTrait = false

    // As an item (the outermost view that is not a group, conditional, list or custom view):

    /// The transition running on the item, if any.
    var item: ItemTransition?

    // As a list (a view with children that can come and go):

    /// Some child's identity can come and go: the list checks for removed children after each resolution.
    var tracksChildren = false
    /// The list's `makeNodes` is running: its children log their outputs.
    var isListPass = false
    /// A list pass has run (before it, `childLog` holds the order of the first resolution).
    var hasCompletedPass = false
    /// The children resolved in the current pass, in order, with how many layout nodes each gave.
    var childLog: [(node: GraphNode, count: Int)] = []
    /// The order of the last pass, disappearing children included.
    var lastChildLog: [(node: GraphNode, count: Int)] = []
    /// Children replaced by a view of another type during the current pass.
    var replaced: [GraphNode] = []
    /// Removed children still on screen, animating to `.didDisappear`.
    var disappearing: [DisappearingChild] = []
}

/// A transition running on one item.
@MainActor
final class ItemTransition {
    /// The item's transition (its `.transition(_:)`, or `.opacity`).
    let transition: AnyTransition
    /// The phase the item resolves at: `.identity` while inserting, `.didDisappear` while removed.
    let phase: TransitionPhase
    /// The insertion's animations have all finished: the next resolution drops the transition.
    var finished = false

    init(transition: AnyTransition, phase: TransitionPhase) {
        self.transition = transition
        self.phase = phase
    }
}

/// A removed child kept on screen at its place until its animations finish.
@MainActor
final class DisappearingChild {
    let node: GraphNode
    /// The view as it was last resolved.
    let view: any TransitionViewBox
    /// The sibling it follows in its list (nil: the first).
    weak var anchor: GraphNode?
    /// Whether the removal has been resolved once (its animations started).
    var started = false
    /// Its animations have all finished: the next list pass removes it.
    var finished = false

    init(node: GraphNode, view: any TransitionViewBox, anchor: GraphNode?) {
        self.node = node
        self.view = view
        self.anchor = anchor
    }
}

/// A view value kept to be resolved again after it is gone from its parent.
@MainActor
protocol TransitionViewBox: AnyObject {
    /// Resolves the view at `node` with `inputs` positioned there.
    func resolve(at node: GraphNode, inputs: ResolveInputs) -> [LayoutNode]
}

/// The box of one view type, updated in place at every resolution (no allocation per update).
@MainActor
final class TypedTransitionViewBox<V: View>: TransitionViewBox {
    var view: V
    init(_ view: V) { self.view = view }

    func resolve(at node: GraphNode, inputs: ResolveInputs) -> [LayoutNode] {
        TransitionLifecycle.resolveAt(view, node: node, inputs: inputs)
    }
}

extension GraphNode {
    /// The node's transition state, created on first use.
    var transitionState: NodeTransitions {
        if let existing = transitions { return existing }
        let created = NodeTransitions()
        transitions = created
        return created
    }
}
