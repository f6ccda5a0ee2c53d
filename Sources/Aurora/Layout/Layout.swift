/// The public `Layout` protocol: custom containers that size and place their subviews.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A type that defines the geometry of a collection of views.
@MainActor @preconcurrency
public protocol Layout {
    /// Cached values associated with the layout instance.
    associatedtype Cache = Void
    /// A collection of proxies for the subviews of a layout view.
    typealias Subviews = LayoutSubviews

    /// Properties of a layout container.
    static var layoutProperties: LayoutProperties { get }
    /// Creates and initializes a cache for a layout instance.
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    /// Updates the layout's cache when something changes.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    /// Retrieves the recommended spacing for the layout.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    /// Returns the size of the composite view, given a proposed size and the view's subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    /// Assigns positions to each of the layout's subviews.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    /// Returns the position of the specified horizontal alignment guide along the x axis.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    /// Returns the position of the specified vertical alignment guide along the y axis.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

extension Layout {
    /// The default property values for a layout (no stack orientation).
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Reinitializes the cache by calling `makeCache(subviews:)`.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing preferences; `.zero` without subviews.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero }
        var result = ViewSpacing(minima: [:])
        for subview in subviews { result.formUnion(subview.spacing) }
        return result
    }

    /// No explicit horizontal guide: the parent uses the default.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }

    /// No explicit vertical guide: the parent uses the default.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }
}

extension Layout where Cache == () {
    /// Returns the empty cache.
    public func makeCache(subviews: Self.Subviews) -> Cache { () }
}

extension Layout {
    /// Combines the specified views into a single composite view using the layout algorithms of the custom layout container.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// A view that lays out its children with a `Layout`.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    typealias Body = Never

    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        var childInputs = inputs
        childInputs.stackAxis = L.layoutProperties.stackOrientation
        let children = childInputs.resolve(content, at: .content)
        return [LayoutContainerNode(layout: layout, children: children)]
    }
}
