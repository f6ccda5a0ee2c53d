/// `LazyHGrid`: a container that arranges its views in rows and, inside a horizontal scroll view, creates its columns only as needed.
import AuroraGeometry
import Foundation

/// A container view that arranges its child views in a grid that grows horizontally, creating items only as needed.
///
/// The rows come from `rows` as `LazyVGrid`'s columns do from its items; views fill a column's
/// rows in order, columns are as wide as their widest view, `spacing` apart. Inside a horizontal
/// `ScrollView` only the columns near the visible region are built.
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a grid that grows horizontally. Defaults: `.center`, nil (8 points between columns, whatever
    /// the views: see `GridItem.defaultSpacing`), none pinned.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// A primitive view.
    public typealias Body = Never
}

extension LazyHGrid: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        let alignment = alignment
        return LazyGridNode.makeGridNodes(inputs, axis: .horizontal, items: rows, lineSpacing: spacing, guide: { $0[alignment] },
                                          pinnedViews: pinnedViews, content: content)
    }
}
