/// `background`, `overlay` and `mask` content: views laid out over the modified view's frame.
import AuroraGeometry
import AuroraDisplayList
import Foundation

/// How secondary content relates to the primary view.
enum SecondaryRole {
    case background, overlay, mask
}

/// A view with secondary views sized to it: they are proposed its size and aligned in its frame.
final class SecondaryContentNode: WrapperLayoutNode {
    let secondary: [LayoutNode]
    let alignment: Alignment
    let role: SecondaryRole

    init(child: LayoutNode, secondary: [LayoutNode], alignment: Alignment, role: SecondaryRole) {
        self.secondary = secondary
        self.alignment = alignment
        self.role = role
        super.init(child: child)
    }

    override func placeChildren(in rect: CGRect, context: PlacementContext) {
        child.place(in: rect, context: context)
        rect.placeAligned(secondary, alignment: alignment, context: context)
    }

    override func appendDisplayItems(to items: inout [DisplayList.Item], origin: CGPoint) {
        switch role {
        case .background:
            for node in Self.inDrawingOrder(secondary) { node.appendDisplayItems(to: &items, origin: origin) }
            child.appendDisplayItems(to: &items, origin: origin)
        case .overlay:
            child.appendDisplayItems(to: &items, origin: origin)
            for node in Self.inDrawingOrder(secondary) { node.appendDisplayItems(to: &items, origin: origin) }
        case .mask:
            guard frame.origin.x.isFinite, frame.origin.y.isFinite else { return }
            var content: [DisplayList.Item] = []
            child.appendDisplayItems(to: &content, origin: frame.origin)
            var mask: [DisplayList.Item] = []
            for node in secondary { node.appendDisplayItems(to: &mask, origin: frame.origin) }
            items.append(DisplayList.Item(frame: frame.relative(to: origin), effect: .mask(DisplayList(items: mask)),
                                          DisplayList(items: content)))
        }
    }
}

extension CGRect {
    /// Proposes this rect's size to each of `nodes` and places it aligned in the rect.
    @MainActor
    func placeAligned(_ nodes: [LayoutNode], alignment: Alignment, context: PlacementContext) {
        let proposal = ProposedViewSize(size)
        for node in nodes {
            node.place(in: aligned(node, size: node.size(for: proposal), alignment: alignment), context: context)
        }
    }
}

/// Resolves secondary content below the modified view's position and attaches it to each node.
struct SecondaryContentModifier<Content: View>: ViewModifier, PrimitiveModifier {
    let content: Content
    let alignment: Alignment
    let role: SecondaryRole
    /// Safe-area edges the secondary content extends into (style backgrounds: all edges by default).
    let ignoredEdges: Edge.Set
    typealias Body = Never

    func apply(inputs: ResolveInputs, content primary: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        let nodes = primary(inputs)
        var secondaryInputs = inputs
        secondaryInputs.stackAxis = nil
        return nodes.enumerated().map { index, node in
            let component: IdentityComponent = .explicit(AnyHashable(SecondaryKey(role: "\(role)", index: index)))
            var secondary = secondaryInputs.resolve(content, at: component)
            if !ignoredEdges.isEmpty {
                secondary = secondary.map { IgnoresSafeAreaNode(child: $0, edges: ignoredEdges) }
            }
            return SecondaryContentNode(child: node, secondary: secondary, alignment: alignment, role: role)
        }
    }
}

/// The identity of the secondary content of the n-th node of a modified view.
private struct SecondaryKey: Hashable {
    let role: String
    let index: Int
}

/// A shape filled with a style, inset, for `background(_:in:fillStyle:)`.
struct StyledShapeView<S: Shape, Style: ShapeStyle>: View, PrimitiveView {
    let shape: S
    let style: Style
    let fillStyle: FillStyle
    typealias Body = Never

    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        [ShapeNode(shape: shape, style: style, draw: .fill(fillStyle), environment: inputs.environment)]
    }
}

/// A style filling the whole frame, for `background(_:ignoresSafeAreaEdges:)`.
struct StyleFillView<Style: ShapeStyle>: View, PrimitiveView {
    let style: Style
    typealias Body = Never
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] { [StyleFillNode(style: style, environment: inputs.environment)] }
}

extension View {
    /// Layers the views that you specify behind this view. Default alignment: `.center`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryContentModifier(content: content(), alignment: alignment, role: .background, ignoredEdges: []))
    }

    /// Sets the view's background to a style, extending into the safe area on `edges`. Default: all edges.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(MaterialMarkingModifier(style: style)).modifier(SecondaryContentModifier(content: StyleFillView(style: style), alignment: .center, role: .background, ignoredEdges: edges))
    }

    /// Sets the view's background to the default background style, extending into the safe area on `edges`.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Sets the view's background to an insettable shape filled with a style.
    public func background<S: ShapeStyle, T: InsettableShape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(MaterialMarkingModifier(style: style)).modifier(SecondaryContentModifier(content: StyledShapeView(shape: shape, style: style, fillStyle: fillStyle),
                                          alignment: .center, role: .background, ignoredEdges: []))
    }

    /// Sets the view's background to an insettable shape filled with the default background style.
    public func background<S: InsettableShape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Layers the given view behind this view. Default alignment: `.center`.
    @_disfavoredOverload
    @available(*, deprecated, message: "Use `background(alignment:content:)` instead.")
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        self.background(alignment: alignment) { background }
    }

    /// Layers the views that you specify in front of this view. Default alignment: `.center`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryContentModifier(content: content(), alignment: alignment, role: .overlay, ignoredEdges: []))
    }

    /// Layers a secondary view in front of this view. Default alignment: `.center`.
    @_disfavoredOverload
    @available(*, deprecated, message: "Use `overlay(alignment:content:)` instead.")
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        self.overlay(alignment: alignment) { overlay }
    }

    /// Layers the specified style in front of this view, extending into the safe area on `edges`. Default: all edges.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryContentModifier(content: StyleFillView(style: style), alignment: .center, role: .overlay, ignoredEdges: edges))
    }

    /// Layers a shape that you specify in front of this view.
    public func overlay<S: ShapeStyle, Content: Shape>(_ style: S, in shape: Content, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryContentModifier(content: StyledShapeView(shape: shape, style: style, fillStyle: fillStyle),
                                          alignment: .center, role: .overlay, ignoredEdges: []))
    }
}
