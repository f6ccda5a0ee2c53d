/// `LazyVStack`: a vertical stack that, inside a vertical scroll view, creates its rows only as they come near the visible region.
import AuroraGeometry
import Foundation

/// A view that arranges its children in a line that grows vertically, creating items only as needed.
///
/// Inside a vertical `ScrollView`, only the rows near the visible region (a quarter of its height
/// beyond each edge, at least 50 points) are built and laid out; the height of rows never
/// measured is the mean of those measured. A row scrolled away runs its `onDisappear` actions and
/// keeps its `@State` for when it comes back (its `onAppear` actions run again). The stack takes
/// the width it is offered, as SwiftUI's lazy stacks do (Hacking with Swift: lazy stacks "take up as
/// much room as is available"). A `Section`'s header, rows and footer follow each other; with
/// `pinnedViews` its header sticks to the top of the visible region while the section scrolls under
/// it, and its footer to the bottom (see `PinnedScrollableViews`). Outside a scroll view it lays out
/// every row, as a `VStack`.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy vertical stack view with the given spacing and horizontal alignment. Defaults: `.center`, nil (the views' spacing), none pinned.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// A primitive view.
    public typealias Body = Never
}

extension LazyVStack: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        let alignment = alignment
        return LazyContainerNode.makeNodes(inputs, axis: .vertical, content: content,
                                           eager: LayoutView(layout: VStackLayout(alignment: alignment, spacing: spacing), content: content)) {
            storage, inputs, resolve in
            LazyStackNode(axis: .vertical, spacing: spacing, guide: { $0[alignment] }, pinnedViews: pinnedViews, storage: storage, inputs: inputs,
                          context: inputs.graph.layoutContext, resolveContent: resolve)
        }
    }
}
