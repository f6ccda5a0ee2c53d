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
        let storage = inputs.attachment { LazyContainerStorage() }
        var contentInputs = inputs
        contentInputs.stackAxis = axis
        let node = make(storage, contentInputs) { _ = $0.resolve(content, at: .content) }
        inputs.environment.scrollTargetRegistry?.recordLazyContainer(node, state: scroll)
        return [node]
    }
}
