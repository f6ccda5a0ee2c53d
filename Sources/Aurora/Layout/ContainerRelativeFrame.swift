/// `containerRelativeFrame`: a frame sized relative to the nearest container (the render's safe area).
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// Sizes its child to a function of the container's size on the chosen axes.
///
/// Aurora has no scroll views or navigation containers yet, so the container is the root: the
/// device's safe area or the render's proposed size, as its host's layout context holds it.
final class ContainerRelativeFrameNode: WrapperLayoutNode {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    private let context: LayoutContext

    init(child: LayoutNode, axes: Axis.Set, alignment: Alignment, context: LayoutContext, length: @escaping (CGFloat, Axis) -> CGFloat) {
        self.axes = axes
        self.alignment = alignment
        self.context = context
        self.length = length
        super.init(child: child)
    }

    private func proposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var p = proposal
        let container = context.containerSize
        if axes.contains(.horizontal) { p.width = max(0, length(container.width, .horizontal).finiteOrZero) }
        if axes.contains(.vertical) { p.height = max(0, length(container.height, .vertical).finiteOrZero) }
        return p
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let p = self.proposal(proposal)
        let childSize = child.size(for: p)
        return CGSize(width: axes.contains(.horizontal) ? p.width ?? childSize.width : childSize.width,
                      height: axes.contains(.vertical) ? p.height ?? childSize.height : childSize.height)
    }

    override func placeChildren(in rect: CGRect, context: PlacementContext) {
        let size = child.size(for: proposal(ProposedViewSize(rect.size)))
        child.place(in: rect.aligned(child, size: size, alignment: alignment), context: context)
    }

    override var explicitGuides: ExplicitGuides? { nil }
}

struct ContainerRelativeFrameModifier: NodeWrappingModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode {
        ContainerRelativeFrameNode(child: node, axes: axes, alignment: alignment, context: inputs.graph.layoutContext, length: length)
    }
}

extension View {
    /// Positions this view within an invisible frame with a size relative to the nearest container. Default alignment: `.center`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Positions this view within an invisible frame with a size relative to the nearest container:
    /// the container's length split into `count` columns separated by `spacing`, `span` of them wide.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        let count = max(1, count)
        let span = min(max(1, span), count)
        return modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return column * CGFloat(span) + spacing * CGFloat(span - 1)
        })
    }

    /// Positions this view within an invisible frame with a size relative to the nearest container, computed by `length`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}

extension View {
    /// Binds a view's identity to the given proxy value: a different id is a different view with fresh state.
    public func id<ID: Hashable>(_ id: ID) -> some View { IDView(content: self, id: AnyHashable(id)) }
}

/// A view with an explicit identity.
struct IDView<Content: View>: View, PrimitiveView {
    let content: Content
    let id: AnyHashable
    typealias Body = Never
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        let nodes = inputs.resolve(content, at: .explicit(id))
        inputs.recordScrollTarget(id, nodes: nodes)
        return nodes
    }
}
