/// `LazyVGrid`: a container that arranges its views in columns and, inside a vertical scroll view, creates its rows only as needed.
import AuroraGeometry
import Foundation

/// A container view that arranges its child views in a grid that grows vertically, creating items only as needed.
///
/// The columns come from `columns` as SwiftUI sizes them (see `GridItem.Size`): fixed ones take
/// their width, the others share what is left in order, an adaptive one holding as many columns
/// as fit. The grid is as wide as its columns and places them by `alignment`; views fill a row's
/// columns in order, rows are as tall as their tallest view, `spacing` apart. Inside a vertical
/// `ScrollView` only the rows near the visible region are built, as in `LazyVStack`.
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a grid that grows vertically. Defaults: `.center`, nil (8 points between rows, whatever
    /// the views: see `GridItem.defaultSpacing`), none pinned.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// A primitive view.
    public typealias Body = Never
}

extension LazyVGrid: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        let alignment = alignment
        return LazyGridNode.makeGridNodes(inputs, axis: .vertical, items: columns, lineSpacing: spacing, guide: { $0[alignment] },
                                          pinnedViews: pinnedViews, content: content)
    }
}
