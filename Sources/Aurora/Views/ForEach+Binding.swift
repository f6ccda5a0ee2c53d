/// `ForEach($items) { $item in … }`: a `ForEach` over a binding to a collection, giving each row a binding to its element.
import Foundation

extension ForEach where Content: View {
    /// Creates an instance that computes views on demand from a binding to a collection of
    /// identifiable elements, passing each row a binding to its element.
    ///
    /// A row's binding reads and writes the element at its index. A row that outlives its element
    /// (a removal still transitioning out) reads the element as it last was, and its writes are dropped.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// Creates an instance that computes views on demand from a binding to a collection, identifying
    /// elements by the key path `id`, passing each row a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let collection = data.wrappedValue
        self.data = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
        self.content = { element in
            let (index, elementID) = element
            var last = collection[index]
            let binding = Binding<C.Element>(
                get: {
                    let current = data.wrappedValue
                    if current.indices.contains(index), current[index][keyPath: id] == elementID { last = current[index] }
                    return last
                },
                set: { newValue in
                    var current = data.wrappedValue
                    guard current.indices.contains(index), current[index][keyPath: id] == elementID else { return }
                    current[index] = newValue
                    data.wrappedValue = current
                })
            return content(binding)
        }
        self.idOf = { $0.1 }
    }
}
