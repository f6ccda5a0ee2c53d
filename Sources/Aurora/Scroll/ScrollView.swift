/// `ScrollView`: a scrollable view — its content laid out at its ideal size along the scroll axes, moved by gestures and wheels.
import AuroraGeometry
import Foundation

/// A scrollable view.
///
/// The content is proposed the scroll view's size across the scroll axes and nothing along them,
/// placed from the top-leading corner inside the content margins, and moved by the offset a drag,
/// a fling, a wheel or a `ScrollViewReader` gives it, as `UIScrollView` moves it (see
/// `ScrollPhysics`). Several views in the content stack as a `VStack` (vertical) or an `HStack`.
public struct ScrollView<Content: View>: View {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// A value that indicates whether the scroll view displays the scrollable component of the content offset.
    public var showsIndicators: Bool
    /// A primitive view.
    public typealias Body = Never

    /// Creates a new instance that's scrollable in the direction of the given axis and can show
    /// indicators while scrolling. Defaults: vertical, indicators shown.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

extension ScrollView: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        let state = inputs.attachment { ScrollState(graph: inputs.graph) }
        // Lazy stacks inside read the axes while resolving.
        state.axes = axes
        let configuration = inputs.environment.scrollConfiguration
        var inner = inputs
        inner.stackAxis = axes == .horizontal ? .horizontal : .vertical
        inner.environment.enclosingScrollState = state
        // A `scrollPosition(id:)` binding reads the ids of this scroll view's views.
        let positionLink = inputs.environment.scrollPositionLink
        let positionRegistry = positionLink.map { _ in inputs.attachment { ScrollTargetRegistry() } }
        if let positionRegistry {
            positionRegistry.parent = inputs.environment.scrollTargetRegistry
            inner.environment.scrollTargetRegistry = positionRegistry
        }
        inner.environment.scrollPositionLink = nil
        // Observers belong to the first scroll view in the hierarchy, not to those nested in it.
        inner.environment.scrollObservers = []
        let children = inner.resolve(content, at: .content)
        let stacked: LayoutNode = children.count == 1 ? children[0]
            : axes == .horizontal ? LayoutContainerNode(layout: HStackLayout(), children: children)
            : LayoutContainerNode(layout: VStackLayout(), children: children)
        state.behavior = configuration.targetBehavior
        let node = ScrollViewNode(content: stacked, state: state, axes: axes, showsIndicators: showsIndicators,
                                  configuration: configuration, context: inputs.graph.layoutContext)
        node.observers = inputs.environment.scrollObservers
        if let positionLink, let positionRegistry {
            node.position = ScrollPositionTracking(link: positionLink, registry: positionRegistry,
                                                   animated: inputs.transaction.animation != nil && !inputs.transaction.disablesAnimations)
        }
        guard configuration.isEnabled, !axes.isEmpty else { return [node] }
        let attachment = inputs.attachment { GestureAttachment() }
        let gestureNode = GestureNode(child: node, priority: { state.isMoving ? .high : .normal }, mask: .all,
                                      attachment: attachment, index: 0) { space in
            ScrollDragRecognizer(state: state, space: space, scrollable: node.scrollableAxes)
        }
        attachment.nodes = [gestureNode]
        return [gestureNode]
    }
}
