/// The view host: one frame of the data flow — graph update, layout, display-list build — for a root view.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// Runs a root view through the graph, lays it out for a device or a proposal and builds its display list.
@MainActor
package final class ViewHost {
    package let graph: ViewGraph
    private(set) var rootNode: LayoutNode?
    /// The canvas size of the last layout, in points.
    package private(set) var canvasSize: CGSize = .zero

    package init<Root: View>(rootView: Root) {
        graph = ViewGraph(rootView: rootView)
    }

    package func setRootView<Root: View>(_ rootView: Root) { graph.setRootView(rootView) }

    /// Updates the graph and lays out for a device: the content is proposed the safe area and centred in it.
    package func layout(device: RenderDevice) {
        if graph.environment.displayScale != device.scale { graph.environment.displayScale = device.scale }
        let bounds = CGRect(origin: .zero, size: device.size.sanitizedForLayout)
        let safe = bounds.inset(by: device.safeAreaInsets)
        update()
        LayoutNode.layoutPass += 1
        ContainerRelativeFrameNode.containerSize = safe.size
        canvasSize = bounds.size
        defer { graph.finishUpdate() }
        guard let root = rootNode else { return }
        let size = root.size(for: ProposedViewSize(safe.size))
        root.place(in: safe.aligned(root, size: size, alignment: .center), context: PlacementContext(containerBounds: bounds, safeBounds: safe))
    }

    /// Updates the graph and lays out for a proposal: the canvas is the content's size.
    package func layout(proposal: ProposedViewSize, scale: CGFloat) {
        if graph.environment.displayScale != scale { graph.environment.displayScale = scale }
        update()
        LayoutNode.layoutPass += 1
        defer { graph.finishUpdate() }
        guard let root = rootNode else {
            canvasSize = .zero
            return
        }
        let proposal = proposal.sanitized
        ContainerRelativeFrameNode.containerSize = proposal.replacingUnspecifiedDimensions()
        var size = root.size(for: proposal)
        if !size.width.isFinite { size.width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0 }
        if !size.height.isFinite { size.height = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 0 }
        canvasSize = size
        let bounds = CGRect(origin: .zero, size: size)
        root.place(in: bounds, context: PlacementContext(bounds: bounds))
    }

    private func update() {
        graph.update()
        let nodes = graph.rootNodes
        rootNode = nodes.count == 1 ? nodes[0] : (nodes.isEmpty ? nil : LayoutContainerNode(layout: VStackLayout(), children: nodes))
    }

    /// The display list of the last layout, in canvas coordinates.
    package func displayList() -> DisplayList {
        var items: [DisplayList.Item] = []
        rootNode?.appendDisplayItems(to: &items, origin: .zero)
        return DisplayList(items: items)
    }
}
