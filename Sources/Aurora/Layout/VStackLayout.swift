/// `VStackLayout`: a vertical container that you can use in conditional layouts.
import Foundation

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
