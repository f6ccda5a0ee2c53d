/// `scrollPosition(id:anchor:)` and `scrollPosition(_:anchor:)`: a binding to where a scroll view is scrolled, both ways.
import AuroraGeometry
import Foundation

/// The binding of one `scrollPosition` modifier, kept at its graph position: what the binding asks
/// for, and what the scroll view last carried out or reported, so a change from outside can be told
/// from one by scrolling.
@MainActor
final class ScrollPositionLink: AttributeSlot {
    /// What the binding asks the scroll view for now; nil when it asks nothing.
    var requested: () -> ScrollPositionRequest? = { nil }
    /// Whether the binding can hold a view's id.
    var accepts: (AnyHashable) -> Bool = { _ in false }
    /// Writes what the scroll view shows: the id of the first view shown that the binding accepts.
    var write: (AnyHashable?) -> Void = { _ in }
    /// Whether the binding hears only where the user scrolled (`ScrollPosition`), not every move (`scrollPosition(id:)`).
    var hearsOnlyUser = false
    /// The anchor of a view request that has none of its own.
    var anchor: UnitPoint?
    /// The request the scroll view and the binding last agreed on.
    var agreed: ScrollPositionRequest?
    /// The first view the scroll view last wrote back, if it did.
    var reported: AnyHashable??
    /// The view the binding last scrolled to by id: it stays the binding's value while shown, until the user scrolls.
    var requestedView: AnyHashable?

    func cancel() -> [() -> Void] { [] }
    var isAnimating: Bool { false }
}

private enum ScrollPositionLinkKey: EnvironmentKey { static let defaultValue: ScrollPositionLink? = nil }

extension EnvironmentValues {
    /// The scroll position binding for the scroll view below, if any.
    var scrollPositionLink: ScrollPositionLink? {
        get { self[ScrollPositionLinkKey.self] }
        set { self[ScrollPositionLinkKey.self] = newValue }
    }
}

/// Puts a scroll position binding, connected by `connect`, in the environment of the scroll view below.
struct ScrollPositionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let connect: @MainActor (ScrollPositionLink) -> Void

    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        let link = inputs.attachment { ScrollPositionLink() }
        connect(link)
        var inner = inputs
        inner.environment.scrollPositionLink = link
        return content(inner)
    }
}

extension View {
    /// Associates a binding to be updated when a scroll view within this view scrolls: it holds the
    /// id of the view shown at `anchor` (nil: the top-most or leading-most one; `.bottom`: the
    /// bottom-most, as SwiftUI's documentation says) whose id is an `ID`, and setting it scrolls
    /// that view into place (its `anchor` at the same point of the visible region, the offset
    /// clamped to the content's ends; nil: the least distance that shows it whole), animated
    /// inside `withAnimation`. A value set from outside stays until the user scrolls.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier { link in
            link.requested = { id.wrappedValue.map { .view(AnyHashable($0), anchor: nil) } }
            link.accepts = { $0.base is ID }
            link.write = { shown in id.wrappedValue = shown?.base as? ID }
            link.hearsOnlyUser = false
            link.anchor = anchor
        })
    }

    /// Associates a binding to a scroll position with a scroll view within this view: setting the
    /// position scrolls there (animated inside `withAnimation`); when the user scrolls, the scroll
    /// view writes back a position with `isPositionedByUser` true and the view shown at `anchor`
    /// (nil: the top-most or leading-most) as its `viewID`. `anchor` also aligns a view scrolled to
    /// by id whose position gives no anchor (nil: the least distance that shows it whole).
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier { link in
            link.requested = { position.wrappedValue.request }
            link.accepts = { position.wrappedValue.accepts($0) }
            link.write = { shown in position.wrappedValue = position.wrappedValue.positionedByUser(showing: shown) }
            link.hearsOnlyUser = true
            link.anchor = anchor
        })
    }
}

/// A scroll view's side of a scroll position binding: carrying out what it asks for, reporting the
/// first view shown after scrolling.
@MainActor
struct ScrollPositionTracking {
    let link: ScrollPositionLink
    let registry: ScrollTargetRegistry
    /// Whether the update that set the binding had an animation.
    let animated: Bool

    /// Carries out what the binding asks for, if it is new (and keeps an edge position at its edge
    /// when `holdsEdge`); returns whether it scrolled (the content must be placed again).
    func apply(to state: ScrollState, at time: TimeInterval, holdsEdge: Bool) -> Bool {
        let wanted = link.requested()
        if wanted != link.agreed {
            link.agreed = wanted
            link.reported = nil
            switch wanted {
            case nil: return false
            case .view(let id, let anchor)?:
                link.requestedView = id
                return registry.scrollTo(id, anchor: anchor ?? link.anchor, animated: animated, in: state)
            case .edge(let edge)?:
                state.scroll(to: state.offset(atEdge: edge, at: time), animated: animated, at: time)
                return true
            case .point(let x, let y)?:
                let now = state.offset(at: time)
                state.scroll(to: CGPoint(x: x ?? now.x, y: y ?? now.y), animated: animated, at: time)
                return true
            }
        }
        // An edge position stays at its edge when the content's size changes.
        guard holdsEdge, case .edge(let edge)? = wanted, !state.isPositionedByUser, !state.isMoving else { return false }
        let now = state.offset(at: time), edgeOffset = state.offset(atEdge: edge, at: time)
        guard abs(now.x - edgeOffset.x) > 1e-6 || abs(now.y - edgeOffset.y) > 1e-6 else { return false }
        state.scroll(to: edgeOffset, animated: false, at: time)
        return true
    }

    /// Writes the view shown at the binding's anchor (`anchoredView`) to the binding, when that
    /// changed: a `ScrollPosition` binding only after the user scrolled; an id binding at every move,
    /// except while the view it scrolled to by id is shown and the user has not scrolled since
    /// (SwiftUI keeps that view, also where the content's end kept it from its anchor).
    func report(in visible: CGRect, state: ScrollState, axes: Axis.Set) {
        guard !link.hearsOnlyUser || state.isPositionedByUser else { return }
        // Shown: overlapping the region along the scroll axes (a view only touching its edge is not).
        let shown = registry.views(in: state).filter {
            let frame = $0.node.frame
            guard frame.width.isFinite, frame.height.isFinite, link.accepts($0.id) else { return false }
            let across = min(frame.maxX, visible.maxX) - max(frame.minX, visible.minX)
            let down = min(frame.maxY, visible.maxY) - max(frame.minY, visible.minY)
            return across >= 0 && down >= 0 && (!axes.contains(.horizontal) || across > 0) && (!axes.contains(.vertical) || down > 0)
        }
        if !state.isPositionedByUser, let held = link.requestedView, shown.contains(where: { $0.id == held }) { return }
        let first = Self.anchoredView(among: shown.map { ($0.id, $0.node.frame) }, in: visible.inset(by: state.margins),
                                      anchor: link.anchor, axes: axes)
        // `scrollPosition(id:)` writes ids only; a `ScrollPosition` is written once the user moved it, with or without one.
        guard link.hearsOnlyUser || first != nil, link.reported != .some(first) else { return }
        link.reported = .some(first)
        // What the binding asks for once written: the id written, or nothing (a position the user scrolled to).
        link.agreed = link.hearsOnlyUser ? nil : first.map { .view($0, anchor: nil) }
        let write = link.write
        state.graph?.runAfterUpdate([{ write(first) }])
    }

    /// Of `views` (ids and frames), the one at `anchor`'s point of `region` along the scroll `axes`:
    /// the view over that line, else the nearest to it; ties go to the top-most, then leading-most.
    /// nil anchors at the top-leading corner, so `.top` finds the top-most view and `.bottom` the bottom-most.
    static func anchoredView(among views: [(id: AnyHashable, frame: CGRect)], in region: CGRect, anchor: UnitPoint?,
                             axes: Axis.Set) -> AnyHashable? {
        let unit = anchor ?? .topLeading
        let x = region.minX + (unit.x.isFinite ? unit.x : 0) * region.width
        let y = region.minY + (unit.y.isFinite ? unit.y : 0) * region.height
        func distance(_ frame: CGRect) -> CGFloat {
            func along(_ low: CGFloat, _ high: CGFloat, _ line: CGFloat) -> CGFloat { line < low ? low - line : line > high ? line - high : 0 }
            return (axes.contains(.vertical) ? along(frame.minY, frame.maxY, y) : 0) + (axes.contains(.horizontal) ? along(frame.minX, frame.maxX, x) : 0)
        }
        return views.min { a, b in
            let da = distance(a.frame), db = distance(b.frame)
            if da != db { return da < db }
            return a.frame.minY != b.frame.minY ? a.frame.minY < b.frame.minY : a.frame.minX < b.frame.minX
        }?.id
    }
}
