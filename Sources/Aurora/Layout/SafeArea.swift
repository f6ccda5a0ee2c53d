/// Safe areas: `ignoresSafeArea`, `safeAreaInset(edge:…)` and `safeAreaPadding`.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// Grows its child into the unsafe region on each chosen edge where the view touches the safe-area boundary.
///
/// The parent sees the unexpanded size; only the child's frame grows.
final class IgnoresSafeAreaNode: WrapperLayoutNode {
    let regions: SafeAreaRegions
    let edges: Edge.Set

    init(child: LayoutNode, regions: SafeAreaRegions = .container, edges: Edge.Set) {
        self.regions = regions
        self.edges = edges
        super.init(child: child)
    }

    /// Tolerance for "touches the safe-area boundary" (layout arithmetic rounding).
    static let touchTolerance: CGFloat = 0.001

    override func placeChildren(in rect: CGRect, context placement: PlacementContext) {
        var expanded = rect
        var context = placement
        let safe = context.safeBounds
        let t = Self.touchTolerance
        // The keyboard region: the child is laid out as if the keyboard were not there.
        if regions.contains(.keyboard), edges.contains(.bottom), context.keyboardOverlap > 0, rect.maxY >= safe.maxY - t {
            expanded.size.height = safe.maxY + context.keyboardOverlap - expanded.minY
            context.safeBounds.size.height += context.keyboardOverlap
            context.keyboardOverlap = 0
        }
        guard regions.contains(.container) else {
            let size = child.size(for: ProposedViewSize(expanded.size))
            child.place(in: expanded.aligned(child, size: size, alignment: .center), context: context)
            return
        }
        let container = context.containerBounds
        if edges.contains(.top), rect.minY <= safe.minY + t, container.minY < rect.minY {
            expanded = CGRect(x: expanded.minX, y: container.minY, width: expanded.width, height: expanded.maxY - container.minY)
        }
        if edges.contains(.bottom), rect.maxY >= safe.maxY - t, container.maxY > rect.maxY {
            expanded.size.height = container.maxY - expanded.minY
        }
        if edges.contains(.leading), rect.minX <= safe.minX + t, container.minX < rect.minX {
            expanded = CGRect(x: container.minX, y: expanded.minY, width: expanded.maxX - container.minX, height: expanded.height)
        }
        if edges.contains(.trailing), rect.maxX >= safe.maxX - t, container.maxX > rect.maxX {
            expanded.size.width = container.maxX - expanded.minX
        }
        // The safe area itself stays: the child knows how far it reaches into the unsafe region.
        let size = child.size(for: ProposedViewSize(expanded.size))
        child.place(in: expanded.aligned(child, size: size, alignment: .center), context: context)
    }
}

/// Places bar content against one edge and lays the main content out in the rest, whose safe area stops at the bar.
final class SafeAreaInsetNode: LayoutNode {
    let main: LayoutNode
    let bar: [LayoutNode]
    let edge: Edge
    let barAlignment: Alignment
    let gap: CGFloat

    init(main: LayoutNode, bar: [LayoutNode], edge: Edge, alignment: Alignment, gap: CGFloat) {
        self.main = main
        self.bar = bar
        self.edge = edge
        self.barAlignment = alignment
        self.gap = gap.isFinite ? gap : 0
    }

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    /// The bar's thickness across `axis` for a proposal.
    private func barLength(_ proposal: ProposedViewSize) -> CGFloat {
        var p = proposal
        p[axis] = nil
        return bar.map { $0.size(for: p)[axis] }.max() ?? 0
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let length = barLength(proposal)
        let used = bar.isEmpty ? 0 : length + gap
        var inner = proposal
        inner[axis] = proposal[axis].map { max(0, $0 - used) }
        var size = main.size(for: inner)
        size[axis] += used
        return size
    }

    override func placeChildren(in rect: CGRect, context: PlacementContext) {
        let length = barLength(ProposedViewSize(rect.size))
        let used = bar.isEmpty ? 0 : length + gap
        var mainRect = rect
        var barRect = rect
        var safe = context.safeBounds
        switch edge {
        case .top:
            mainRect = CGRect(x: rect.minX, y: rect.minY + used, width: rect.width, height: max(0, rect.height - used))
            barRect = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: length)
            safe = CGRect(x: safe.minX, y: max(safe.minY, mainRect.minY), width: safe.width, height: max(0, safe.maxY - max(safe.minY, mainRect.minY)))
        case .bottom:
            mainRect = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: max(0, rect.height - used))
            barRect = CGRect(x: rect.minX, y: rect.maxY - length, width: rect.width, height: length)
            safe.size.height = max(0, min(safe.maxY, mainRect.maxY) - safe.minY)
        case .leading:
            mainRect = CGRect(x: rect.minX + used, y: rect.minY, width: max(0, rect.width - used), height: rect.height)
            barRect = CGRect(x: rect.minX, y: rect.minY, width: length, height: rect.height)
            safe = CGRect(x: max(safe.minX, mainRect.minX), y: safe.minY, width: max(0, safe.maxX - max(safe.minX, mainRect.minX)), height: safe.height)
        case .trailing:
            mainRect = CGRect(x: rect.minX, y: rect.minY, width: max(0, rect.width - used), height: rect.height)
            barRect = CGRect(x: rect.maxX - length, y: rect.minY, width: length, height: rect.height)
            safe.size.width = max(0, min(safe.maxX, mainRect.maxX) - safe.minX)
        }
        var mainContext = context
        mainContext.safeBounds = safe
        let mainSize = main.size(for: ProposedViewSize(mainRect.size))
        main.place(in: mainRect.aligned(main, size: mainSize, alignment: .center), context: mainContext)
        for node in bar {
            let size = node.size(for: ProposedViewSize(barRect.size))
            node.place(in: barRect.aligned(node, size: size, alignment: barAlignment), context: context)
        }
    }

    override var layoutPriority: Double { main.layoutPriority }

    override func appendDisplayItems(to items: inout [DisplayList.Item], origin: CGPoint) {
        main.appendDisplayItems(to: &items, origin: origin)
        for node in bar { node.appendDisplayItems(to: &items, origin: origin) }
    }
}

/// Pads its child and makes the padding part of the child's unsafe region.
final class SafeAreaPaddingNode: PaddingNode {
    /// Negative safe-area padding is taken as none.
    override init(child: LayoutNode, insets: EdgeInsets) {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
        super.init(child: child, insets: EdgeInsets(top: clean(insets.top), leading: clean(insets.leading),
                                                    bottom: clean(insets.bottom), trailing: clean(insets.trailing)))
    }

    override func placeChildren(in rect: CGRect, context: PlacementContext) {
        let inner = rect.inset(by: insets)
        var innerContext = context
        innerContext.safeBounds = context.safeBounds.intersection(inner).isNull ? inner : context.safeBounds.intersection(inner)
        let size = child.size(for: ProposedViewSize(inner.size))
        child.place(in: CGRect(origin: inner.origin, size: size), context: innerContext)
    }
}

struct IgnoresSafeAreaModifier: NodeWrappingModifier {
    var regions: SafeAreaRegions = .container
    let edges: Edge.Set
    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode { IgnoresSafeAreaNode(child: node, regions: regions, edges: edges) }
}

struct SafeAreaPaddingModifier: NodeWrappingModifier {
    let insets: EdgeInsets
    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode { SafeAreaPaddingNode(child: node, insets: insets) }
}

struct SafeAreaInsetModifier<Bar: View>: ViewModifier, PrimitiveModifier {
    let bar: Bar
    let edge: Edge
    let alignment: Alignment
    let gap: CGFloat
    typealias Body = Never

    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        let nodes = content(inputs)
        var barInputs = inputs
        barInputs.stackAxis = nil
        let barNodes = barInputs.resolve(bar, at: .explicit(AnyHashable("safeAreaInset.\(edge)")))
        let main: LayoutNode = nodes.count == 1 ? nodes[0] : LayoutContainerNode(layout: ZStackLayout(), children: nodes)
        return [SafeAreaInsetNode(main: main, bar: barNodes, edge: edge, alignment: alignment, gap: gap)]
    }
}

extension View {
    /// Expands the safe area of a view. Defaults: all regions, all edges.
    ///
    /// `.container` reaches under the device's bars; `.keyboard` lays the view out as if the software
    /// keyboard (up while a text field has focus) were not there.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaModifier(regions: regions, edges: edges))
    }

    /// Shows the specified content beside the modified view along a vertical edge, insetting the view's safe area.
    /// Defaults: alignment `.center`, spacing nil (no gap).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(bar: content(), edge: edge == .top ? .top : .bottom,
                                       alignment: Alignment(horizontal: alignment, vertical: .center), gap: spacing ?? 0))
    }

    /// Shows the specified content beside the modified view along a horizontal edge, insetting the view's safe area.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(bar: content(), edge: edge == .leading ? .leading : .trailing,
                                       alignment: Alignment(horizontal: .center, vertical: alignment), gap: spacing ?? 0))
    }

    /// Adds the provided insets into the safe area of this view.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { modifier(SafeAreaPaddingModifier(insets: insets)) }

    /// Adds the provided insets into the safe area of this view on the given edges; nil is the default padding (16).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(SafeAreaPaddingModifier(insets: EdgeInsets(edges, length ?? PaddingModifier.defaultLength)))
    }

    /// Adds the provided inset into the safe area of this view on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }
}
