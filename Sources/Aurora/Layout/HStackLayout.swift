/// `HStackLayout`: a horizontal container that you can use in conditional layouts.
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
