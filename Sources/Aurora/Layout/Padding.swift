/// `padding`: insets the proposal and the child's placement, adding the insets to the size (default 16).
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// Pads its child; the child's alignment guides move with it.
class PaddingNode: WrapperLayoutNode {
    let insets: EdgeInsets

    init(child: LayoutNode, insets: EdgeInsets) {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        self.insets = EdgeInsets(top: clean(insets.top), leading: clean(insets.leading),
                                 bottom: clean(insets.bottom), trailing: clean(insets.trailing))
        super.init(child: child)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                                     height: proposal.height.map { max(0, $0 - insets.vertical) })
        let size = child.size(for: inner)
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    override func placeChildren(in rect: CGRect, context: PlacementContext) {
        let inner = rect.inset(by: insets)
        let size = child.size(for: ProposedViewSize(inner.size))
        child.place(in: CGRect(origin: inner.origin, size: size), context: context)
    }

    /// The child's preferences, with every padded edge (a non-zero inset) showing a plain view's:
    /// padding around a text hides its font-derived spacing there (SwiftUI's `_PaddingLayout`,
    /// per OpenSwiftUI: `spacing.reset` of the edges whose inset is not zero).
    override var spacing: ViewSpacing {
        var padded: Edge.Set = []
        if insets.top != 0 { padded.insert(.top) }
        if insets.leading != 0 { padded.insert(.leading) }
        if insets.bottom != 0 { padded.insert(.bottom) }
        if insets.trailing != 0 { padded.insert(.trailing) }
        return child.spacing.resetting(padded)
    }

    override var explicitGuides: ExplicitGuides? {
        guard let inner = child.explicitGuides else { return nil }
        return ShiftedGuides(inner: inner, insets: insets)
    }
}

/// A child's explicit guides seen from a padded parent.
final class ShiftedGuides: ExplicitGuides {
    let shifted: ExplicitGuides
    let insets: EdgeInsets

    init(inner: ExplicitGuides, insets: EdgeInsets) {
        shifted = inner
        self.insets = insets
        super.init(values: [:], inner: nil)
    }

    override func value(for key: AlignmentKey, size: CGSize) -> CGFloat? {
        let childSize = CGSize(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
        guard let value = shifted.value(for: key, size: childSize) else { return nil }
        return value + (key.axis == .horizontal ? insets.leading : insets.top)
    }
}

struct PaddingModifier: NodeWrappingModifier {
    let edges: Edge.Set
    let length: CGFloat?
    let insets: EdgeInsets?

    /// The system's default padding: 16 points.
    static let defaultLength: CGFloat = 16

    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode {
        PaddingNode(child: node, insets: insets ?? EdgeInsets(edges, length ?? Self.defaultLength))
    }
}

extension View {
    /// Adds different padding amounts to each edge of this view.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(edges: .all, length: nil, insets: insets))
    }

    /// Adds an equal padding amount to specific edges of this view; nil is the system default (16).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(edges: edges, length: length, insets: nil))
    }

    /// Adds a specific padding amount to each edge of this view.
    public func padding(_ length: CGFloat) -> some View {
        modifier(PaddingModifier(edges: .all, length: length, insets: nil))
    }
}
