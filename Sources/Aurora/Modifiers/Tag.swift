/// `tag(_:)`: a value that identifies a view to its container (a `Canvas` finds its symbols by tag).
import AuroraDisplayList
import AuroraGeometry
import Foundation

extension View {
    /// Sets the unique tag value of this view; a `Canvas` resolves its `symbols` views by tag.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TagModifier(tag: AnyHashable(tag)))
    }
}

private enum TagsForEachElementKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether a `ForEach` below tags each element's views with the element's id when they have no
    /// tag of their own, as SwiftUI's `ForEach` does for the options of a `Picker`. Default: false.
    var tagsForEachElements: Bool {
        get { self[TagsForEachElementKey.self] }
        set { self[TagsForEachElementKey.self] = newValue }
    }
}

/// Wraps each node of its content in a `TaggedNode`.
struct TagModifier: NodeWrappingModifier {
    let tag: AnyHashable
    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode { TaggedNode(child: node, tag: tag) }
}

/// A node that carries a tag; layout and drawing pass through to its child.
final class TaggedNode: WrapperLayoutNode {
    let tag: AnyHashable

    init(child: LayoutNode, tag: AnyHashable) {
        self.tag = tag
        super.init(child: child)
    }
}

extension LayoutNode {
    /// The tag of this node or of the nearest tagged node it wraps, if any.
    var tagValue: AnyHashable? { wrappedNodes(TaggedNode.self).first?.tag }

    /// This node and the nodes it wraps (through `WrapperLayoutNode`s, outermost first) that are of `type`.
    func wrappedNodes<T: LayoutNode>(_ type: T.Type) -> [T] {
        var found: [T] = []
        var node: LayoutNode = self
        while true {
            if let match = node as? T { found.append(match) }
            guard let wrapper = node as? WrapperLayoutNode else { return found }
            node = wrapper.child
        }
    }
}
