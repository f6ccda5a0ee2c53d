/// A node of the view graph: one view identity with its state, cached body and dirty flags.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// The graph's record for one view identity; nodes form a tree that mirrors identity paths.
@MainActor
final class GraphNode {
    let component: IdentityComponent
    weak var parent: GraphNode?
    /// The dynamic type of the view at this identity; a different type is a different identity.
    let viewType: ObjectIdentifier
    private(set) var children: [IdentityComponent: GraphNode] = [:]

    /// The update generation that last visited this node.
    var visitedGeneration = -1
    /// The generation in which this node's whole subtree was reused from the cache.
    var reusedGeneration = -1
    let createdGeneration: Int

    /// `@State` storages by declaration order of the view's dynamic properties.
    var stateSlots: [AnyObject] = []
    /// The last view value and its evaluated body, for change detection and re-walking.
    var lastView: Any?
    var lastBody: Any?
    var lastEnvironment: EnvironmentValues?
    var cachedNodes: [LayoutNode]?

    /// The body must be evaluated again (state or an observed model changed).
    var isDirty = false
    /// Some node below needs its body evaluated again.
    var hasDirtyDescendant = false
    /// The animators and remembered values of the attributes resolved at this node, by slot
    /// (see `ResolveInputs.animatedValue`), and the next slot to hand out in the current resolution.
    var attributes: [any AttributeSlot] = []
    var attributeCursor = 0
    /// The transaction of the state write that invalidated this node, applied to its subtree when it is
    /// resolved next.
    var pendingTransaction: Transaction?
    /// Transition bookkeeping (inserted and removed views, running transitions); nil for most nodes.
    var transitions: NodeTransitions?
    /// The token that state storages and observation callbacks use to invalidate this node.
    lazy var invalidationToken = InvalidationToken(node: self)

    init(component: IdentityComponent, parent: GraphNode?, viewType: ObjectIdentifier, generation: Int) {
        self.component = component
        self.parent = parent
        self.viewType = viewType
        self.createdGeneration = generation
    }

    /// The identity path from the root to this node.
    var identity: ViewIdentity {
        var path: [IdentityComponent] = []
        var node: GraphNode? = self
        while let current = node, current.parent != nil {
            path.append(current.component)
            node = current.parent
        }
        return ViewIdentity(path.reversed())
    }

    /// The child at `component` for a view of `type`, created (or replaced on a type change) as needed.
    ///
    /// A component already visited in this generation (a repeated explicit id) gets a numbered
    /// duplicate component, so two views never share state.
    func child(at component: IdentityComponent, type: ObjectIdentifier, graph: ViewGraph) -> GraphNode {
        var key = component
        var repetition = 1
        while let existing = children[key], existing.visitedGeneration == graph.generation {
            key = .duplicate(component, repetition)
            repetition += 1
        }
        if let existing = children[key] {
            if existing.viewType == type {
                existing.visitedGeneration = graph.generation
                existing.attributeCursor = 0
                return existing
            }
            if let list = transitions, list.isListPass, existing.transitions?.lastView != nil {
                // A list decides after its pass whether the replaced view animates out.
                list.replaced.append(existing)
            } else {
                graph.noteRemoved(existing)
            }
        }
        let node = GraphNode(component: key, parent: self, viewType: type, generation: graph.generation)
        node.visitedGeneration = graph.generation
        children[key] = node
        graph.noteInserted(node)
        return node
    }

    /// Removes children not visited in `generation`, reporting each removed subtree to `graph`.
    func pruneUnvisited(generation: Int, graph: ViewGraph) {
        if reusedGeneration == generation { return }
        var removedKeys: [IdentityComponent] = []
        for (key, child) in children {
            if child.visitedGeneration != generation {
                removedKeys.append(key)
                graph.noteRemoved(child)
            } else {
                child.pruneUnvisited(generation: generation, graph: graph)
            }
        }
        for key in removedKeys { children[key] = nil }
    }

    /// Takes `child` out of this node's children without reporting it removed (it stays on screen while
    /// its removal transition runs, and is reported when that ends).
    func detachChild(_ child: GraphNode) {
        if children[child.component] === child { children[child.component] = nil }
    }

    /// Puts back `child`, taken out with `detachChild` (a lazy row scrolled back into view keeps its state).
    func adoptChild(_ child: GraphNode) {
        guard child.parent === self else { return }
        children[child.component] = child
    }

    /// Marks every node of this subtree visited (a reused subtree is kept whole).
    func forEachDescendant(_ body: (GraphNode) -> Void) {
        for child in children.values {
            body(child)
            child.forEachDescendant(body)
        }
    }

    /// Forgets that the descendants were visited in this generation, so resolving them again in the
    /// same generation (a layout pass without a graph update) finds them instead of duplicating them.
    func resetDescendantVisits() {
        for child in children.values {
            child.visitedGeneration = -1
            child.resetDescendantVisits()
        }
    }

    /// Marks this node for re-evaluation and tells its ancestors.
    func invalidate() {
        isDirty = true
        var ancestor = parent
        while let node = ancestor, !node.hasDirtyDescendant {
            node.hasDirtyDescendant = true
            ancestor = node.parent
        }
    }
}
