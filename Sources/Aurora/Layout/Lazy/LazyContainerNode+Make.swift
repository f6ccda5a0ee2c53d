/// Making a lazy container's node: lazy inside a scroll view along its axis, an eager stack or grid elsewhere.
import Foundation

extension LazyContainerNode {
    /// The nodes of a lazy container at `inputs`: inside a scroll view that scrolls along `axis`,
    /// the node `make` builds (its content resolved at layout, window by window); elsewhere `eager`'s.
    static func makeNodes<Content: View, Eager: PrimitiveView>(
        _ inputs: ResolveInputs, axis: Axis, content: Content, eager: Eager,
        make: (LazyContainerStorage, ResolveInputs, @escaping (ResolveInputs) -> Void) -> LazyContainerNode
    ) -> [LayoutNode] {
        guard let scroll = inputs.environment.enclosingScrollState,
              scroll.axes.contains(axis == .vertical ? .vertical : .horizontal) else { return eager.makeNodes(inputs) }
        return [makeLazyNode(inputs, scroll: scroll, axis: axis, resolveContent: { _ = $0.resolve(content, at: .content) }, make: make)]
    }

    /// The lazy node `make` builds at `inputs`, inside the scroll view of `scroll`: its storage kept
    /// at the position, its content resolved by `resolveContent` at layout, found by `scrollTo`.
    static func makeLazyNode(_ inputs: ResolveInputs, scroll: ScrollState, axis: Axis, resolveContent: @escaping (ResolveInputs) -> Void,
                             make: (LazyContainerStorage, ResolveInputs, @escaping (ResolveInputs) -> Void) -> LazyContainerNode) -> LazyContainerNode {
        let storage = inputs.attachment { LazyContainerStorage() }
        var contentInputs = inputs
        contentInputs.stackAxis = axis
        let node = make(storage, contentInputs, resolveContent)
        inputs.environment.scrollTargetRegistry?.recordLazyContainer(node, state: scroll)
        return node
    }
}

extension LazyGridNode {
    /// The node of a lazy grid at `inputs`: lazy inside a scroll view along `axis`, every cell built elsewhere.
    static func makeGridNodes<Content: View>(_ inputs: ResolveInputs, axis: Axis, items: [GridItem], lineSpacing: CGFloat?,
                                             guide: @escaping (ViewDimensions) -> CGFloat, pinnedViews: PinnedScrollableViews,
                                             content: Content) -> [LayoutNode] {
        let scroll = inputs.environment.enclosingScrollState
        let lazy = scroll?.axes.contains(axis == .vertical ? .vertical : .horizontal) == true
        let storage = inputs.attachment { LazyContainerStorage() }
        var contentInputs = inputs
        contentInputs.stackAxis = nil
        let node = LazyGridNode(axis: axis, items: items, lineSpacing: lineSpacing, guide: guide, pinnedViews: pinnedViews, storage: storage,
                                inputs: contentInputs, context: inputs.graph.layoutContext, materialisesAll: !lazy) {
            _ = $0.resolve(content, at: .content)
        }
        if let scroll, lazy { inputs.environment.scrollTargetRegistry?.recordLazyContainer(node, state: scroll) }
        return [node]
    }
}
