/// `LazyHStack`: a horizontal stack that, inside a horizontal scroll view, creates its columns only as they come near the visible region.
import AuroraGeometry
import Foundation

/// A view that arranges its children in a line that grows horizontally, creating items only as needed.
///
/// Inside a horizontal `ScrollView`, only the views near the visible region are built and laid
/// out, and pinned section headers (footers) stick to the leading (trailing) edge, as `LazyVStack`
/// does vertically. Outside a scroll view it lays out every view, as an `HStack`.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy horizontal stack view with the given spacing and vertical alignment. Defaults: `.center`, nil (the views' spacing), none pinned.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// A primitive view.
    public typealias Body = Never
}

extension LazyHStack: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        let alignment = alignment
        return LazyContainerNode.makeNodes(inputs, axis: .horizontal, content: content,
                                           eager: LayoutView(layout: HStackLayout(alignment: alignment, spacing: spacing), content: content)) {
            storage, inputs, resolve in
            LazyStackNode(axis: .horizontal, spacing: spacing, guide: { $0[alignment] }, pinnedViews: pinnedViews, storage: storage, inputs: inputs,
                          context: inputs.graph.layoutContext, resolveContent: resolve)
        }
    }
}
