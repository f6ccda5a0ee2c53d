/// `position(x:y:)`: takes all proposed space and centres the child on a point of it.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// Fills the proposal and places its child's centre at `position` in its own coordinates.
final class PositionNode: WrapperLayoutNode {
    private let fixedPosition: CGPoint
    /// The animator of an animated position, read at each placement.
    private let animator: AttributeAnimator<CGPoint>?

    init(child: LayoutNode, position: CGPoint, animator: AttributeAnimator<CGPoint>? = nil) {
        fixedPosition = position
        self.animator = animator
        super.init(child: child)
    }

    var position: CGPoint {
        var p = fixedPosition
        if let animator { p = animator.value }
        return CGPoint(x: p.x.isFinite ? p.x : 0, y: p.y.isFinite ? p.y : 0)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func placeChildren(in rect: CGRect, context: PlacementContext) {
        let size = child.size(for: ProposedViewSize(rect.size))
        let origin = CGPoint(x: rect.minX + position.x - size.width / 2, y: rect.minY + position.y - size.height / 2)
        child.place(in: CGRect(origin: origin, size: size), context: context)
    }

    override var explicitGuides: ExplicitGuides? { nil }
}

struct PositionModifier: NodeWrappingModifier {
    let position: CGPoint
    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode { PositionNode(child: node, position: position) }

    /// The position animates.
    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        let animator = inputs.animatedAttribute(position)
        return content(inputs).map { PositionNode(child: $0, position: position, animator: animator) }
    }
}

extension View {
    /// Positions the center of this view at the specified point in its parent's coordinate space.
    public func position(_ position: CGPoint) -> some View { modifier(PositionModifier(position: position)) }

    /// Positions the center of this view at the specified coordinates in its parent's coordinate space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}
