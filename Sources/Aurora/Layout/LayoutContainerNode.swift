/// The layout node of a `Layout` container: runs the layout's sizing and placement over its children.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A container node driven by a `Layout` value and its cache.
final class LayoutContainerNode<L: Layout>: LayoutNode {
    let layout: L
    let children: [LayoutNode]
    private var cache: L.Cache?
    private let placementBox = ContainerPlacement(PlacementContext(bounds: .zero))

    init(layout: L, children: [LayoutNode]) {
        self.layout = layout
        self.children = children
    }

    private var subviews: LayoutSubviews { LayoutSubviews(nodes: children, context: placementBox) }

    private func withCache<T>(_ body: (inout L.Cache) -> T) -> T {
        var current = cache ?? layout.makeCache(subviews: subviews)
        let result = body(&current)
        cache = current
        return result
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let subviews = subviews
        return withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeChildren(in rect: CGRect, context: PlacementContext) {
        placementBox.context = context
        let subviews = subviews
        let proposal = ProposedViewSize(rect.size)
        withCache { cache in
            layout.updateCache(&cache, subviews: subviews)
            layout.placeSubviews(in: rect, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    override var spacing: ViewSpacing {
        let subviews = subviews
        return withCache { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override var explicitGuides: ExplicitGuides? {
        if let stack = layout as? any BuiltInStackLayout {
            let subviews = subviews
            let nodes = children
            return StackBaselineGuides { key, first, size in
                MainActor.assumeIsolated {
                    let frames = stack.childFrames(in: CGRect(origin: .zero, size: size), subviews: subviews)
                    let order = first ? Array(frames.indices) : frames.indices.reversed()
                    for index in order where index < nodes.count {
                        if let value = nodes[index].explicitGuides?.value(for: key, size: frames[index].size) {
                            return frames[index].minY + value
                        }
                    }
                    return nil
                }
            }
        }
        let layout = layout
        let subviews = subviews
        let box = ContainerGuideBox(node: self)
        func compute(_ key: AlignmentKey) -> ExplicitGuides.Compute {
            { size, _ in
                MainActor.assumeIsolated {
                    guard let node = box.node else { return nil }
                    let bounds = CGRect(origin: .zero, size: size)
                    return node.withCache { cache in
                        key.axis == .horizontal
                            ? layout.explicitAlignment(of: HorizontalAlignment(key.id), in: bounds, proposal: ProposedViewSize(size),
                                                       subviews: subviews, cache: &cache)
                            : layout.explicitAlignment(of: VerticalAlignment(key.id), in: bounds, proposal: ProposedViewSize(size),
                                                       subviews: subviews, cache: &cache)
                    }
                }
            }
        }
        return LayoutGuides(compute: compute)
    }

    override func appendDisplayItems(to items: inout [DisplayList.Item], origin: CGPoint) {
        for child in Self.inDrawingOrder(children) { child.appendDisplayItems(to: &items, origin: origin) }
    }
}

/// A weak link from guide closures back to their container.
private final class ContainerGuideBox<L: Layout> {
    weak var node: LayoutContainerNode<L>?
    init(node: LayoutContainerNode<L>) { self.node = node }
}

/// Explicit guides answered by a layout's `explicitAlignment` methods for any guide asked.
final class LayoutGuides: ExplicitGuides {
    let compute: (AlignmentKey) -> ExplicitGuides.Compute
    init(compute: @escaping (AlignmentKey) -> ExplicitGuides.Compute) {
        self.compute = compute
        super.init(values: [:], inner: nil)
    }

    override func value(for key: AlignmentKey, size: CGSize) -> CGFloat? { compute(key)(size, nil) }
}

/// A built-in stack's explicit guides: the first text baseline of its first child that has one and
/// the last text baseline of its last, where the stack places them; other guides are the defaults.
final class StackBaselineGuides: ExplicitGuides {
    /// The baseline for (key, whether it is the first baseline, the stack's size).
    let baseline: (AlignmentKey, Bool, CGSize) -> CGFloat?

    init(baseline: @escaping (AlignmentKey, Bool, CGSize) -> CGFloat?) {
        self.baseline = baseline
        super.init(values: [:], inner: nil)
    }

    override func value(for key: AlignmentKey, size: CGSize) -> CGFloat? {
        let first = key == VerticalAlignment.firstTextBaseline.key
        guard first || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        return baseline(key, first, size)
    }
}
