/// `fixedSize` and `layoutPriority`: ideal sizes on chosen axes, and a view's share in stack distribution.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// Proposes nil (the ideal size) to its child on the fixed axes.
final class FixedSizeNode: WrapperLayoutNode {
    let horizontal: Bool
    let vertical: Bool

    init(child: LayoutNode, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child: child)
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.size(for: inner(proposal)) }

    override func placeChildren(in rect: CGRect, context: PlacementContext) {
        let size = child.size(for: inner(ProposedViewSize(rect.size)))
        child.place(in: rect.aligned(child, size: size, alignment: .center), context: context)
    }
}

/// Gives its child a layout priority.
final class LayoutPriorityNode: WrapperLayoutNode {
    let priority: Double
    init(child: LayoutNode, priority: Double) {
        self.priority = priority.isFinite ? priority : 0
        super.init(child: child)
    }
    override var layoutPriority: Double { priority }
}

struct FixedSizeModifier: NodeWrappingModifier {
    let horizontal: Bool, vertical: Bool
    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode {
        FixedSizeNode(child: node, horizontal: horizontal, vertical: vertical)
    }
}

struct LayoutPriorityModifier: NodeWrappingModifier {
    let priority: Double
    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode {
        LayoutPriorityNode(child: node, priority: priority)
    }
}

extension View {
    /// Fixes this view at its ideal size in the specified dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    /// Fixes this view at its ideal size.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Sets the priority by which a parent layout should apportion space to this child. Default: 0.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(LayoutPriorityModifier(priority: value))
    }
}
