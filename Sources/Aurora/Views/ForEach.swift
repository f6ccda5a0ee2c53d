/// `ForEach`: views computed from a collection of identified data; each element's id is its identity.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A structure that computes views on demand from an underlying collection of identified data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
    /// A primitive view.
    public typealias Body = Never

    /// Creates an instance that identifies views by the key path `id` of each element.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that identifies views by the elements' `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates an instance that computes views on demand over a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0 }
    }
}

extension ForEach: PrimitiveView where Content: View {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        if let collector = inputs.lazyItems { return makeLazily(inputs, collector: collector) }
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(data.count)
        let records = inputs.environment.scrollTargetRegistry != nil
        let tags = inputs.environment.tagsForEachElements
        for element in data {
            let id = AnyHashable(idOf(element))
            let made = inputs.resolve(content(element), at: .explicit(id))
            if records { inputs.recordScrollTarget(id, nodes: made) }
            nodes.append(contentsOf: tags ? Self.tagged(made, id: id) : made)
        }
        return nodes
    }

    /// The element's nodes tagged with its id where they have no tag (for pickers).
    @MainActor
    static func tagged(_ nodes: [LayoutNode], id: AnyHashable) -> [LayoutNode] {
        nodes.map { $0.tagValue == nil ? TaggedNode(child: $0, tag: id) : $0 }
    }
}
