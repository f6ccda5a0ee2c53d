/// `HStack`, `VStack`, `ZStack` and their `Layout` forms `HStackLayout`, `VStackLayout`, `ZStackLayout`.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A horizontal container that you can use in conditional layouts.
public struct HStackLayout: Layout, BuiltInStackLayout {
    /// The vertical alignment of subviews.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or nil for the default distance for each pair.
    public var spacing: CGFloat?

    /// Creates a horizontal stack with the specified spacing and vertical alignment. Default: `.center`, nil.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A horizontal stack orientation.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let gaps = StackAlgorithm.gaps(subviews, axis: .horizontal, spacing: spacing)
        let sizes = StackAlgorithm.sizes(subviews, axis: .horizontal, proposal: proposal, gaps: gaps)
        return StackAlgorithm.size(subviews, sizes: sizes, gaps: gaps, axis: .horizontal) { $0[alignment] }
    }

    /// The first subview's preferences at the start, the last one's at the end, every subview's across.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        StackAlgorithm.spacing(subviews, axis: .horizontal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackAlgorithm.place(subviews, in: bounds, axis: .horizontal, spacing: spacing) { $0[alignment] }
    }

    func childFrames(in bounds: CGRect, subviews: LayoutSubviews) -> [CGRect] {
        StackAlgorithm.frames(subviews, in: bounds, axis: .horizontal, spacing: spacing) { $0[alignment] }
    }
}

/// A vertical container that you can use in conditional layouts.
public struct VStackLayout: Layout, BuiltInStackLayout {
    /// The horizontal alignment of subviews.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or nil for the default distance for each pair.
    public var spacing: CGFloat?

    /// Creates a vertical stack with the specified spacing and horizontal alignment. Default: `.center`, nil.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A vertical stack orientation.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let gaps = StackAlgorithm.gaps(subviews, axis: .vertical, spacing: spacing)
        let sizes = StackAlgorithm.sizes(subviews, axis: .vertical, proposal: proposal, gaps: gaps)
        return StackAlgorithm.size(subviews, sizes: sizes, gaps: gaps, axis: .vertical) { $0[alignment] }
    }

    /// The first subview's preferences at the start, the last one's at the end, every subview's across.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        StackAlgorithm.spacing(subviews, axis: .vertical)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackAlgorithm.place(subviews, in: bounds, axis: .vertical, spacing: spacing) { $0[alignment] }
    }

    func childFrames(in bounds: CGRect, subviews: LayoutSubviews) -> [CGRect] {
        StackAlgorithm.frames(subviews, in: bounds, axis: .vertical, spacing: spacing) { $0[alignment] }
    }
}

/// An overlaying container that you can use in conditional layouts.
public struct ZStackLayout: Layout, BuiltInStackLayout {
    /// The alignment of subviews.
    public var alignment: Alignment

    /// Creates a stack with the specified alignment. Default: `.center`.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        var extent = (left: -CGFloat.infinity, right: -CGFloat.infinity, top: -CGFloat.infinity, bottom: -CGFloat.infinity)
        for subview in subviews {
            let d = subview.dimensions(in: proposal)
            let gx = d[alignment.horizontal], gy = d[alignment.vertical]
            extent.left = max(extent.left, gx)
            extent.right = max(extent.right, d.width - gx)
            extent.top = max(extent.top, gy)
            extent.bottom = max(extent.bottom, d.height - gy)
        }
        return CGSize(width: max(0, extent.left + extent.right), height: max(0, extent.top + extent.bottom))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, childFrames(in: bounds, subviews: subviews)) {
            subview.place(at: frame.origin, anchor: .topLeading, proposal: proposal)
        }
    }

    func childFrames(in bounds: CGRect, subviews: LayoutSubviews) -> [CGRect] {
        let proposal = ProposedViewSize(bounds.size)
        let container = ViewDimensions(size: bounds.size, guides: nil)
        return subviews.map { subview in
            let d = subview.dimensions(in: proposal)
            let x = bounds.minX + container[alignment.horizontal] - d[alignment.horizontal]
            let y = bounds.minY + container[alignment.vertical] - d[alignment.vertical]
            return CGRect(x: x, y: y, width: d.width, height: d.height)
        }
    }
}

/// A view that arranges its subviews in a horizontal line.
public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content

    /// Creates a horizontal stack with the given spacing and vertical alignment.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// A primitive view.
    public typealias Body = Never
}

/// A view that arranges its subviews in a vertical line.
public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content

    /// Creates an instance with the given spacing and horizontal alignment.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// A primitive view.
    public typealias Body = Never
}

/// A view that overlays its subviews, aligning them in both axes.
public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content

    /// Creates an instance with the given alignment.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    /// A primitive view.
    public typealias Body = Never
}

extension HStack: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] { LayoutView(layout: layout, content: content).makeNodes(inputs) }
}

extension VStack: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] { LayoutView(layout: layout, content: content).makeNodes(inputs) }
}

extension ZStack: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] { LayoutView(layout: layout, content: content).makeNodes(inputs) }
}
