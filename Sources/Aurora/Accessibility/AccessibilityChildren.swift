/// `accessibilityChildren(children:)`: synthetic elements laid out in a view's frame, never drawn or hit-tested.
import AuroraGeometry
import Foundation

extension View {
    /// Replaces the existing accessibility element's children with one or more new synthetic
    /// accessibility elements. The views are laid out in this view's frame (proposed its size,
    /// centred) but never drawn or hit-tested; the view becomes a container of their elements,
    /// keeping the label, value and traits it has (a `Canvas` describing what it draws).
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        modifier(AccessibilityChildrenModifier(children: children()))
    }
}

/// Resolves the synthetic children below the modified view's position, once for each of its nodes.
struct AccessibilityChildrenModifier<Children: View>: ViewModifier, PrimitiveModifier {
    let children: Children
    typealias Body = Never

    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        var childInputs = inputs
        childInputs.stackAxis = nil
        return content(inputs).enumerated().map { index, node in
            let component: IdentityComponent = .explicit(AnyHashable(AccessibilityChildrenKey(index: index)))
            return AccessibilityChildrenNode(child: node, accessibilityChildren: childInputs.resolve(children, at: component))
        }
    }
}

/// The identity of the synthetic children of the n-th node of a modified view.
private struct AccessibilityChildrenKey: Hashable {
    let index: Int
}

/// A view with synthetic accessibility children: they are placed in its frame like an overlay, but
/// layout, drawing and hit testing see only the child.
final class AccessibilityChildrenNode: WrapperLayoutNode {
    let accessibilityChildren: [LayoutNode]

    init(child: LayoutNode, accessibilityChildren: [LayoutNode]) {
        self.accessibilityChildren = accessibilityChildren
        super.init(child: child)
    }

    override func placeChildren(in rect: CGRect, context: PlacementContext) {
        child.place(in: rect, context: context)
        rect.placeAligned(accessibilityChildren, alignment: .center, context: context)
    }
}
