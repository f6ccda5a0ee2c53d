/// The insertion and removal lifecycle in the graph: which views transition, the two-phase resolution of
/// an item, and the transition's body around it while its animations run.
import Foundation

/// How the graph resolves views that are inserted, removed or still transitioning.
///
/// - A node created below an existing parent in an update is *inserted*; a child of a list (an `if`
///   branch, a `ForEach` element, `AnyView`'s content, an `.id(_:)` view) not resolved again is *removed*.
/// - Insertion and removal pass through groups, tuples, conditionals, lists and custom views down to
///   *items*: the first other views (a modified view, a stack, a shape…). Each item transitions on its
///   own with its `.transition(_:)` (found through its modifiers), or `.opacity`.
/// - An item inserted in an update whose transaction has an animation (or whose transition has one) is
///   resolved first at `.willAppear` with animations disabled, then at `.identity` with the transaction,
///   so the animation engine animates its effects in; the transition stays until its animations finish.
/// - A removed child in such an update stays where its list put it: its items are resolved at
///   `.identity`, then `.didDisappear` with the transaction, and the list keeps laying it out until the
///   animations finish; then it is removed.
@MainActor
enum TransitionLifecycle {
    /// The position, below an item's node, of the transition's body.
    static let bodySlot = IdentityComponent.explicit(AnyHashable(TransitionBodySlot()))

    /// Whether resolving `node` at `component` may involve transitions (a cheap test on every resolve).
    static func participates(component: IdentityComponent, node: GraphNode, parentInputs: ResolveInputs,
                             inputs: ResolveInputs) -> Bool {
        inputs.transitionUpdate != nil || node.transitions != nil
            || node.createdGeneration == inputs.graph.generation
            || isDynamic(component, parent: parentInputs.node)
    }

    /// Resolves `view` at `node` (just reached from its parent at `component`).
    static func resolve<V: View>(_ view: V, component: IdentityComponent, node: GraphNode,
                                 parentInputs: ResolveInputs, inputs: ResolveInputs) -> [LayoutNode] {
        let graph = inputs.graph
        let parent = parentInputs.node
        var inputs = inputs
        let dynamic = isDynamic(component, parent: parent)
        if dynamic {
            let list = parent.transitionState
            if !list.tracksChildren {
                // The list's first pass (before it is known to be one) still logs its children's order.
                list.tracksChildren = true
                list.childLog.removeAll()
            }
            let state = node.transitionState
            if let box = state.lastView as? TypedTransitionViewBox<V> {
                box.view = view
            } else {
                state.lastView = TypedTransitionViewBox(view)
            }
        }
        if inputs.transitionUpdate == nil, node.createdGeneration == graph.generation,
           parent.createdGeneration != graph.generation, parent.parent != nil, component != bodySlot {
            inputs.transitionUpdate = .insert
        }
        let nodes = resolveAt(view, node: node, inputs: inputs)
        if let list = parent.transitions, list.isListPass || (dynamic && !list.hasCompletedPass) {
            list.childLog.append((node, nodes.count))
        }
        return nodes
    }

    /// Whether the identity at `component` below `parent` can come and go while the parent stays.
    static func isDynamic(_ component: IdentityComponent, parent: GraphNode) -> Bool {
        switch component {
        case .branch, .explicit, .duplicate: true
        case .index, .body, .content: parent.viewType == ObjectIdentifier(AnyView.self)
        }
    }

    /// Resolves `view` at `node`: as an item when a transition reaches or runs on it, else as usual.
    static func resolveAt<V: View>(_ view: V, node: GraphNode, inputs: ResolveInputs) -> [LayoutNode] {
        if let update = inputs.transitionUpdate, !passesTransitionsThrough(view) {
            var contentInputs = inputs
            contentInputs.transitionUpdate = nil
            return switch update {
            case .insert: insertItem(view, node: node, inputs: contentInputs)
            case .remove: removeItem(view, node: node, inputs: contentInputs)
            }
        }
        if let item = node.transitions?.item {
            if item.finished {
                node.transitions?.item = nil
            } else {
                return resolveWrapped(view, node: node, inputs: inputs, transition: item.transition, phase: item.phase)
            }
        }
        return inputs.graph.resolveContent(of: view, node: node, inputs: inputs)
    }

    /// Groups, tuples, conditionals, lists and custom views pass an insertion or removal to their content.
    static func passesTransitionsThrough<V: View>(_ view: V) -> Bool {
        !(view is any PrimitiveView) || view is any TransitionTransparentView
    }

    /// The transaction an item's transition runs with: the update's, with the transition's own animation.
    static func transaction(for transition: AnyTransition, in inputs: ResolveInputs) -> Transaction? {
        var transaction = inputs.transaction
        if let attached = transition.attachedAnimation {
            transaction.animation = attached
            transaction.disablesAnimations = false
        }
        return transaction.animation != nil && !transaction.disablesAnimations ? transaction : nil
    }

    /// The transition an item runs: its own or `.opacity`; with Reduce Motion on, one with motion
    /// becomes `.opacity` (keeping its own animation).
    static func itemTransition(_ trait: AnyTransition?, inputs: ResolveInputs) -> AnyTransition {
        guard let trait else { return .opacity }
        guard trait.hasMotion, inputs.environment.accessibilityReduceMotion else { return trait }
        if let attached = trait.attachedAnimation { return AnyTransition.opacity.animation(attached) }
        return .opacity
    }

    /// An inserted item: `.willAppear` without animations, then `.identity` with the transaction.
    private static func insertItem<V: View>(_ view: V, node: GraphNode, inputs: ResolveInputs) -> [LayoutNode] {
        let transition = itemTransition(TransitionTrait.of(view), inputs: inputs)
        guard let transaction = transaction(for: transition, in: inputs) else {
            return inputs.graph.resolveContent(of: view, node: node, inputs: inputs)
        }
        let item = ItemTransition(transition: transition, phase: .identity)
        node.transitionState.item = item
        resolveSeedingPass(view, node: node, inputs: inputs, transition: transition, phase: .willAppear)
        let graph = inputs.graph
        return resolveWrapped(view, node: node, inputs: inputs, transition: transition, phase: .identity) { body in
            body.transaction = transaction
            body.transformTransaction { t in
                t.addAnimationCompletion(criteria: .removed) { [weak graph, weak node, weak item] in
                    item?.finished = true
                    if let graph, let node { graph.requestFrame(for: node) }
                }
            }
        }
    }

    /// An item of a removed view: `.identity` without animations (unless it was still inserting), then
    /// `.didDisappear` with the transaction. Without an animation it jumps to `.didDisappear`.
    private static func removeItem<V: View>(_ view: V, node: GraphNode, inputs: ResolveInputs) -> [LayoutNode] {
        let running = node.transitions?.item
        let transition = running?.transition ?? itemTransition(TransitionTrait.of(view), inputs: inputs)
        let transaction = transaction(for: transition, in: inputs)
        node.transitionState.item = ItemTransition(transition: transition, phase: .didDisappear)
        if running == nil || running?.finished == true {
            resolveSeedingPass(view, node: node, inputs: inputs, transition: transition, phase: .identity)
        }
        return resolveWrapped(view, node: node, inputs: inputs, transition: transition, phase: .didDisappear) { body in
            if let transaction { body.transaction = transaction }
        }
    }

    /// Resolves the item's transition at `phase` with animations disabled, so its animated attributes
    /// hold the phase's values, then lets the item be resolved again in the same update.
    private static func resolveSeedingPass<V: View>(_ view: V, node: GraphNode, inputs: ResolveInputs,
                                                    transition: AnyTransition, phase: TransitionPhase) {
        _ = resolveWrapped(view, node: node, inputs: inputs, transition: transition, phase: phase) { body in
            var disabled = Transaction()
            disabled.disablesAnimations = true
            body.transaction = disabled
        }
        node.resetDescendantVisits()
        node.attributeCursor = 0
    }

    /// The item inside its transition's body at `phase`: the body at a slot below the item's node, the
    /// item itself at its own node (so its identity and state do not change when the transition ends).
    private static func resolveWrapped<V: View>(_ view: V, node: GraphNode, inputs: ResolveInputs,
                                                transition: AnyTransition, phase: TransitionPhase,
                                                transformingBody transform: (inout ResolveInputs) -> Void = { _ in }) -> [LayoutNode] {
        let graph = inputs.graph
        return inputs.resolve(transition.box.apply(phase), at: bodySlot, placeholder: { [weak node] contentInputs in
            guard let node else { return [] }
            return graph.resolveContent(of: view, node: node, inputs: contentInputs)
        }, transformingBodyInputs: transform)
    }
}

/// The key of the slot holding a transition's body below its item.
private struct TransitionBodySlot: Hashable {}

/// Views that pass an insertion or removal through to their content instead of transitioning as one item.
@MainActor
protocol TransitionTransparentView {}

extension TupleView: TransitionTransparentView {}
extension Group: TransitionTransparentView {}
extension _ConditionalContent: TransitionTransparentView {}
extension Optional: TransitionTransparentView where Wrapped: View {}
extension ForEach: TransitionTransparentView {}
extension AnyView: TransitionTransparentView {}
extension EmptyView: TransitionTransparentView {}
extension IDView: TransitionTransparentView {}
