/// `scrollPosition(id:anchor:)`: a binding to the id of the view a scroll view shows first, both ways.
import AuroraGeometry
import Foundation

/// The binding of one `scrollPosition(id:anchor:)`, kept at its graph position: what the scroll
/// view last reported or was sent to, so a change from outside can be told from one by scrolling.
@MainActor
final class ScrollPositionLink: AttributeSlot {
    var get: () -> AnyHashable? = { nil }
    var set: (AnyHashable?) -> Void = { _ in }
    var anchor: UnitPoint?
    /// The id the scroll view and the binding last agreed on.
    var agreed: AnyHashable?

    func cancel() -> [() -> Void] { [] }
    var isAnimating: Bool { false }
}

private enum ScrollPositionLinkKey: EnvironmentKey { static let defaultValue: ScrollPositionLink? = nil }

extension EnvironmentValues {
    /// The `scrollPosition(id:)` binding for the scroll view below, if any.
    var scrollPositionLink: ScrollPositionLink? {
        get { self[ScrollPositionLinkKey.self] }
        set { self[ScrollPositionLinkKey.self] = newValue }
    }
}

struct ScrollPositionModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let id: Binding<ID?>
    let anchor: UnitPoint?

    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        let link = inputs.attachment { ScrollPositionLink() }
        let binding = id
        link.get = { binding.wrappedValue.map { AnyHashable($0) } }
        link.set = { value in binding.wrappedValue = value?.base as? ID }
        link.anchor = anchor
        var inner = inputs
        inner.environment.scrollPositionLink = link
        return content(inner)
    }
}

extension View {
    /// Associates a binding to be updated when a scroll view within this view scrolls: it holds the
    /// id of the first view of the content shown (the topmost or leading-most one in the visible
    /// region), and setting it scrolls that view into place (its `anchor` at the same point of the
    /// visible region; default: its top-leading corner), animated inside `withAnimation`.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier(id: id, anchor: anchor))
    }
}

/// A scroll view's side of a `scrollPosition(id:)` binding: moving to an id set from outside,
/// reporting the first view shown after scrolling.
@MainActor
struct ScrollPositionTracking {
    let link: ScrollPositionLink
    let registry: ScrollTargetRegistry
    /// Whether the update that set the binding had an animation.
    let animated: Bool

    /// The view to move to when the binding holds an id the scroll view has not agreed to yet.
    func requestedTarget(in state: ScrollState) -> LayoutNode? {
        let wanted = link.get()
        guard wanted != link.agreed else { return nil }
        link.agreed = wanted
        guard let wanted, let (node, owner) = registry.target(wanted), owner === state else { return nil }
        return node
    }

    /// Sets the binding to the first view (topmost, then leading-most) inside `visible`, when that changed.
    func report(firstVisibleIn visible: CGRect, state: ScrollState, axes: Axis.Set) {
        let shown = registry.views(in: state).filter { $0.node.frame.intersects(visible) && $0.node.frame.width.isFinite }
        let first = shown.min { a, b in
            axes.contains(.vertical) && a.node.frame.minY != b.node.frame.minY ? a.node.frame.minY < b.node.frame.minY
                : a.node.frame.minX < b.node.frame.minX
        }
        guard let first, first.id != link.agreed else { return }
        link.agreed = first.id
        let set = link.set
        state.graph?.runAfterUpdate([{ set(first.id) }])
    }
}
