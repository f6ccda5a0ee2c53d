/// The view graph: resolves a view tree into layout nodes, keeping identity and state across updates.
import AuroraDisplayList
import AuroraGeometry
import Foundation
import Observation

/// Resolves the root view into layout nodes, keeps `@State` per identity, re-evaluates only bodies
/// whose inputs, state, environment or observed models changed, and reports inserted and removed
/// identities after each update.
@MainActor
package final class ViewGraph {
    let root: GraphNode
    package private(set) var generation = 0
    let invalidations = InvalidationQueue()
    private var rootResolver: (ResolveInputs) -> [LayoutNode]
    /// The environment the root view sees.
    package var environment: EnvironmentValues
    /// The layout nodes of the root view after the last update.
    private(set) var rootNodes: [LayoutNode] = []
    /// Which text field has keyboard focus.
    let focus = FocusCoordinator()
    /// The sheets presented over the root.
    let presentations = PresentationRegistry()
    /// The presented sheets' nodes after the last update.
    private(set) var sheetNodes: [LayoutNode] = []
    /// The software keyboard's nodes after the last update: none unless a text field has focus.
    private(set) var keyboardNodes: [LayoutNode] = []
    /// The screen width and bottom safe-area inset the software keyboard is drawn for (hosts set them).
    var keyboardMetrics = (width: CGFloat(0), bottomInset: CGFloat(0))
    /// How many bodies were evaluated in total (tests check re-evaluation with it).
    package internal(set) var bodyEvaluationCount = 0
    /// Identities that appeared in the last update.
    /// (Computed on demand: an update that inserts many views does not pay for their identity paths.)
    package var insertedIdentities: [ViewIdentity] { lastInserted.map(\.identity) }
    /// Identities that disappeared in the last update.
    package var removedIdentities: [ViewIdentity] { lastRemoved.map(\.identity) }
    /// The deepest view nesting the graph resolves; deeper views are left out (recursion stays
    /// within the main thread's stack) and `depthLimitReached` is set.
    static let maximumDepth = 2_048
    /// Whether the last update left out views nested deeper than `maximumDepth`.
    package private(set) var depthLimitReached = false
    private var inserted: [GraphNode] = []
    private var removed: [GraphNode] = []
    /// The nodes inserted and removed by the last update (removed ones are kept until the next update,
    /// so their identity paths can still be read).
    private var lastInserted: [GraphNode] = []
    private var lastRemoved: [GraphNode] = []
    private var rootChanged = true
    /// The frame clock: the time the next update resolves at, in seconds since the scene started.
    /// Hosts set it before each frame; nothing in the graph reads the wall clock.
    package var time: TimeInterval = 0
    /// The date the clock's zero stands for (a fixed date, so recordings are deterministic; a live host
    /// sets it to the moment it started).
    package var clockOrigin = Date(timeIntervalSinceReferenceDate: 0)
    /// The date of the current frame: `clockOrigin` advanced by `time`.
    package var date: Date { clockOrigin.addingTimeInterval(time) }
    /// Nodes that asked to be resolved again at the next frame (running animations, timelines).
    private var frameRequests: [InvalidationToken] = []
    /// Running animators that layout nodes read directly: advanced at the next frame, no view resolved.
    private var advancingAnimators: [any FrameAdvancing] = []
    /// The transaction of the last `setRootView` made inside `withTransaction`, for the next update.
    private var rootTransaction: Transaction?
    /// Completion groups of the transactions applied in the current update, sealed when it ends.
    private var appliedCompletionGroups: [ObjectIdentifier: AnimationCompletionGroup] = [:]
    /// Animation completions that became due during the update, run when it has finished.
    private var dueCompletions: [() -> Void] = []

    /// Creates a graph for `rootView`.
    package init<Root: View>(rootView: Root, environment: EnvironmentValues = EnvironmentValues()) {
        root = GraphNode(component: .body, parent: nil, viewType: ObjectIdentifier(ViewGraph.self), generation: 0)
        self.environment = environment
        rootResolver = { inputs in inputs.resolve(rootView, at: .index(0)) }
    }

    /// Replaces the root view (the next update compares it with the old one).
    package func setRootView<Root: View>(_ rootView: Root) {
        rootResolver = { inputs in inputs.resolve(rootView, at: .index(0)) }
        rootChanged = true
        if let transaction = CurrentTransaction.transaction {
            transaction.completionGroup?.markApplied()
            rootTransaction = transaction
        }
    }

    /// Whether a state write, an observed change or a frame request is waiting for an update.
    package var needsUpdate: Bool { rootChanged || !invalidations.isEmpty || needsFrame }

    /// Whether a state write, an observed change or a new root view is waiting for an update
    /// (running animations aside: they need a later time, not another update now).
    package var hasPendingChanges: Bool { rootChanged || !invalidations.isEmpty }

    /// What this graph's layout passes share (the container size), per graph so hosts never share it.
    let layoutContext = LayoutContext()

    /// Whether some view asked to be resolved again at the next frame time (an animation or a
    /// timeline is running): a host that renders over time should render another frame.
    package var needsFrame: Bool { !frameRequests.isEmpty || advancingAnimators.contains { $0.isAnimating } }

    /// Resolves `node` again at the next update, whatever else changed: for views whose output depends
    /// on `time`. A request made during an update is for the following one.
    func requestFrame(for node: GraphNode) {
        frameRequests.append(node.invalidationToken)
    }

    /// Advances `animator` at the next frame (once, however often it is scheduled).
    func scheduleAdvance(_ animator: any FrameAdvancing) {
        guard !animator.isScheduled else { return }
        animator.isScheduled = true
        advancingAnimators.append(animator)
    }

    /// Sets the clock to `time` and brings the graph up to date.
    package func update(at time: TimeInterval) {
        self.time = time
        update()
    }

    /// Brings the graph up to date: applies invalidations, resolves the root, prunes removed identities.
    package func update() {
        guard needsUpdate || !hasResolved || !environment.isIdentical(to: resolvedEnvironment) else { return }
        let reuses = !rootChanged && environment.isIdentical(to: resolvedEnvironment)
        beginUpdate()
        var inputs = ResolveInputs(graph: self, node: root, environment: environment, stackAxis: nil,
                                   transaction: rootTransaction ?? Transaction())
        if let group = rootTransaction?.completionGroup { noteApplied(group) }
        rootTransaction = nil
        inputs.reusesValues = reuses
        rootNodes = rootResolver(inputs)
        sheetNodes = presentations.presentedNodes
        keyboardNodes = focus.isKeyboardVisible
            ? inputs.resolve(SoftwareKeyboard(width: keyboardMetrics.width, bottomInset: keyboardMetrics.bottomInset), at: .index(1)) : []
        resolvedEnvironment = environment
        hasResolved = true
        isUpdating = true
    }

    /// Takes the sheets presented now if they are not those of the update (views that lazy
    /// containers resolve while laid out present theirs then); returns whether they changed.
    func takeSheetsPresentedInLayout() -> Bool {
        let nodes = presentations.presentedNodes
        guard nodes.count != sheetNodes.count || zip(nodes, sheetNodes).contains(where: { $0 !== $1 }) else { return false }
        sheetNodes = nodes
        return true
    }

    /// Ends the update started by `update()` once layout has run (layout resolves `GeometryReader`
    /// content, which must count as visited): prunes removed identities and publishes the changes.
    /// Actions that layout queued (scroll observers) run here too, with or without an update.
    package func finishUpdate() {
        if isUpdating {
            isUpdating = false
            endUpdate()
            for group in appliedCompletionGroups.values { dueCompletions += group.seal() }
            appliedCompletionGroups.removeAll()
        } else {
            // A layout without an update (a lazy stack scrolling) inserts and removes views that no
            // update publishes: not kept, or every row scrolled past would stay in memory.
            inserted.removeAll(keepingCapacity: true)
            removed.removeAll(keepingCapacity: true)
        }
        let due = dueCompletions
        dueCompletions.removeAll()
        for completion in due { completion() }
    }

    /// Notes that the current update applies a transaction with completions: they are due at its end
    /// when it started no animation.
    func noteApplied(_ group: AnimationCompletionGroup) {
        appliedCompletionGroups[ObjectIdentifier(group)] = group
    }

    /// Runs `completions` once the current update has finished.
    func runAfterUpdate(_ completions: [() -> Void]) {
        dueCompletions += completions
    }

    private var isUpdating = false

    private var hasResolved = false
    private var resolvedEnvironment = EnvironmentValues()

    /// Starts a pass: a new generation, queued invalidations applied.
    func beginUpdate() {
        generation += 1
        depthLimitReached = false
        inserted.removeAll()
        removed.removeAll()
        root.visitedGeneration = generation
        let requested = frameRequests
        frameRequests.removeAll()
        let advancing = advancingAnimators
        advancingAnimators.removeAll(keepingCapacity: true)
        for animator in advancing {
            animator.isScheduled = false
            guard animator.isAnimating else { continue }
            dueCompletions += animator.advance(to: time)
            if animator.isAnimating { scheduleAdvance(animator) }
        }
        for (token, transaction) in invalidations.drain() {
            guard let node = token.node else { continue }
            node.invalidate()
            if let transaction {
                node.pendingTransaction = transaction
                if let group = transaction.completionGroup { noteApplied(group) }
            }
        }
        for token in requested { token.node?.invalidate() }
        rootChanged = false
    }

    /// Ends a pass: unvisited identities are removed and the lists of changes are published.
    func endUpdate() {
        root.pruneUnvisited(generation: generation, graph: self)
        swap(&lastInserted, &inserted)
        swap(&lastRemoved, &removed)
        root.hasDirtyDescendant = false
    }

    func noteInserted(_ node: GraphNode) { inserted.append(node) }

    func noteRemoved(_ node: GraphNode) {
        removed.append(node)
        dueCompletions += node.cancelAttributes()
        node.forEachDescendant {
            removed.append($0)
            dueCompletions += $0.cancelAttributes()
        }
    }

    /// Resolves `view` at `component` below the position of `parentInputs`.
    func resolve<V: View>(_ view: V, at component: IdentityComponent, parentInputs: ResolveInputs) -> [LayoutNode] {
        guard parentInputs.depth < Self.maximumDepth else {
            depthLimitReached = true
            return []
        }
        let node = parentInputs.node.child(at: component, type: ObjectIdentifier(V.self), graph: self)
        let inputs = parentInputs.at(node)
        if TransitionLifecycle.participates(component: component, node: node, parentInputs: parentInputs, inputs: inputs) {
            return TransitionLifecycle.resolve(view, component: component, node: node, parentInputs: parentInputs, inputs: inputs)
        }
        return resolveContent(of: view, node: node, inputs: inputs)
    }

    /// Resolves `view` at its `node`: a primitive builds its nodes, a view with a body resolves the body.
    func resolveContent<V: View>(of view: V, node: GraphNode, inputs: ResolveInputs) -> [LayoutNode] {
        if let primitive = view as? any PrimitiveView {
            if let collector = inputs.lazyItems, !(primitive is any LazyListTransparent), !(primitive is any LazyListSource) {
                return resolveLazyElement(view, node: node, inputs: inputs, collector: collector)
            }
            let nodes = node.transitions?.tracksChildren == true
                ? TransitionLifecycle.makeListNodes(primitive, node: node, inputs: inputs)
                : primitive.makeNodes(inputs)
            // A primitive resolves all of its children every time, so nothing below it is left dirty.
            node.isDirty = false
            node.hasDirtyDescendant = false
            return nodes
        }
        return resolveBody(of: view, node: node, inputs: inputs)
    }

    /// Resolves `view`, one element of a lazy container's list, whole (as any view outside the list)
    /// into `collector`. Apart from `resolveContent`, so that frame stays small for deep trees.
    @inline(never)
    private func resolveLazyElement<V: View>(_ view: V, node: GraphNode, inputs: ResolveInputs, collector: LazyItemCollector) -> [LayoutNode] {
        var element = inputs
        element.lazyItems = nil
        collector.appendLeaf(resolveContent(of: view, node: node, inputs: element))
        return []
    }

    /// Resolves a view with a `body`, reusing the cached result when nothing it depends on changed.
    private func resolveBody<V: View>(of view: V, node: GraphNode, inputs: ResolveInputs) -> [LayoutNode] {
        let sameInputs = !node.isDirty
            && node.lastEnvironment.map { $0.isIdentical(to: inputs.environment) } == true
            && (node.lastView as? V).map { inputs.reusesValues || ViewEquality.equal($0, view) } == true
        // Inside a lazy container's list the output depends on its window, so it is never reused.
        if sameInputs, !node.hasDirtyDescendant, inputs.transitionUpdate == nil, inputs.lazyItems == nil, let cached = node.cachedNodes {
            node.reusedGeneration = generation
            return cached
        }
        let body: V.Body
        var bodyInputs = inputs
        if sameInputs, let lastBody = node.lastBody as? V.Body {
            body = lastBody
            bodyInputs.reusesValues = true
        } else {
            body = evaluateBody(of: inputs.animatedView(view), node: node, environment: inputs.environment)
            bodyInputs.reusesValues = false
        }
        let nodes = resolve(body, at: .body, parentInputs: bodyInputs)
        node.lastView = view
        node.lastBody = body
        node.lastEnvironment = inputs.environment
        node.cachedNodes = inputs.lazyItems == nil ? nodes : nil
        node.isDirty = false
        node.hasDirtyDescendant = false
        return nodes
    }

    /// Installs the view's dynamic properties and evaluates its body, tracking observed models.
    func evaluateBody<V: View>(of view: V, node: GraphNode, environment: EnvironmentValues) -> V.Body {
        prepareDynamicProperties(of: view, node: node, environment: environment)
        bodyEvaluationCount += 1
        return withObservationTracking(node: node) { view.body }
    }

    /// Connects `@State` and `@Environment` fields of `value` to the storage of `node`.
    func prepareDynamicProperties<V>(of value: V, node: GraphNode, environment: EnvironmentValues) {
        let token = node.invalidationToken
        token.queue = invalidations
        var installation = DynamicPropertyInstallation(node: node, environment: environment, token: token)
        DynamicPropertyInstaller.install(value, in: &installation)
    }

    /// Runs `evaluate`, invalidating `node` when an observable property it read changes.
    func withObservationTracking<T>(node: GraphNode, _ evaluate: () -> T) -> T {
        let token = node.invalidationToken
        token.queue = invalidations
        return Observation.withObservationTracking(evaluate, onChange: { token.invalidate() })
    }
}
