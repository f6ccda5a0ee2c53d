/// `ScrollViewReader` and `ScrollViewProxy`: scrolling to a view by its id.
import AuroraGeometry
import Foundation

/// A view that provides programmatic scrolling, by working with a proxy to scroll to known child views.
public struct ScrollViewReader<Content: View>: View {
    /// The view builder that creates the reader's content.
    public var content: (ScrollViewProxy) -> Content
    /// A primitive view.
    public typealias Body = Never

    /// Creates an instance that can perform programmatic scrolling of its child scroll views.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
}

extension ScrollViewReader: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        let registry = inputs.attachment { ScrollTargetRegistry() }
        var inner = inputs
        inner.environment.scrollTargetRegistry = registry
        return inner.resolve(content(ScrollViewProxy(registry: registry)), at: .content)
    }
}

/// The views with ids and the scroll views inside a `ScrollViewReader`, as the last update resolved them.
@MainActor
final class ScrollTargetRegistry: AttributeSlot {
    private var views: [AnyHashable: (node: LayoutNode, state: ScrollState)] = [:]
    /// The lazy stacks and grids inside, which find rows that are not built by id.
    private var lazyContainers: [(node: Weak<LazyContainerNode>, state: ScrollState)] = []
    /// The registry of an enclosing `ScrollViewReader`, which hears every record too (a
    /// `scrollPosition(id:)` registry inside a reader must not hide the views from it).
    weak var parent: ScrollTargetRegistry?

    func cancel() -> [() -> Void] { [] }
    var isAnimating: Bool { false }

    /// Notes that `node` (the first node of the view with `id`) scrolls in `state`'s scroll view.
    func record(_ id: AnyHashable, node: LayoutNode?, state: ScrollState?) {
        guard let node, let state else { return }
        views[id] = (node, state)
        parent?.record(id, node: node, state: state)
    }

    func target(_ id: AnyHashable) -> (LayoutNode, ScrollState)? { views[id] }

    /// Notes a lazy container scrolling in `state`'s scroll view (made again at each update: the
    /// registry holds it weakly).
    func recordLazyContainer(_ node: LazyContainerNode, state: ScrollState) {
        lazyContainers.removeAll { $0.node.value == nil }
        lazyContainers.append((Weak(node), state))
        parent?.recordLazyContainer(node, state: state)
    }

    /// Where the view with `id` is (a global frame in the last layout) and the scroll view it is in:
    /// the view's frame, else the estimated frame of a lazy container's row that is not built.
    func frame(of id: AnyHashable) -> (frame: CGRect, state: ScrollState, built: Bool)? {
        if let (node, state) = views[id] { return (node.frame, state, true) }
        for container in lazyContainers {
            guard let node = container.node.value, let index = node.storage.index(of: id),
                  let frame = node.estimatedFrame(ofElement: index) else { continue }
            return (frame, container.state, false)
        }
        return nil
    }

    /// Scrolls to the view with `id` (see `ScrollViewProxy.scrollTo`), in `scope`'s scroll view only
    /// when given; returns whether it found the view (an unknown id does nothing).
    @discardableResult
    func scrollTo(_ id: AnyHashable, anchor: UnitPoint?, animated: Bool, in scope: ScrollState? = nil) -> Bool {
        guard let (frame, state, built) = frame(of: id), scope.map({ $0 === state }) ?? true, let graph = state.graph else { return false }
        state.scroll(to: state.offset(revealing: frame, anchor: anchor, at: graph.time), animated: animated, at: graph.time)
        state.pendingReveal = built ? nil : ScrollState.PendingReveal(id: id, anchor: anchor, animated: animated, registry: self)
        return true
    }

    /// Forgets the view with `id` (a lazy row scrolled out of its window).
    func forget(_ id: AnyHashable) {
        views[id] = nil
        parent?.forget(id)
    }

    /// The recorded views of `state`'s scroll view, with their ids.
    func views(in state: ScrollState) -> [(id: AnyHashable, node: LayoutNode)] {
        views.compactMap { $0.value.state === state ? ($0.key, $0.value.node) : nil }
    }
}

private enum ScrollTargetRegistryKey: EnvironmentKey { static let defaultValue: ScrollTargetRegistry? = nil }
private enum EnclosingScrollStateKey: EnvironmentKey { static let defaultValue: ScrollState? = nil }

extension EnvironmentValues {
    /// The registry of the innermost `ScrollViewReader`, if any.
    var scrollTargetRegistry: ScrollTargetRegistry? {
        get { self[ScrollTargetRegistryKey.self] }
        set { self[ScrollTargetRegistryKey.self] = newValue }
    }

    /// The state of the innermost scroll view around a view, if any.
    var enclosingScrollState: ScrollState? {
        get { self[EnclosingScrollStateKey.self] }
        set { self[EnclosingScrollStateKey.self] = newValue }
    }
}

extension ResolveInputs {
    /// Records the nodes of the view with `id` for the enclosing `ScrollViewReader`, if any.
    func recordScrollTarget(_ id: AnyHashable, nodes: [LayoutNode]) {
        environment.scrollTargetRegistry?.record(id, node: nodes.first, state: environment.enclosingScrollState)
    }
}

/// A weak reference, for registries that must not keep what they list alive.
struct Weak<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}
