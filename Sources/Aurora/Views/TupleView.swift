/// `TupleView`: the view a `@ViewBuilder` block of several children produces.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A view created from a Swift tuple of view values.
public struct TupleView<T> {
    /// The tuple of child views.
    public var value: T

    /// Creates a tuple view from a tuple of views.
    nonisolated public init(_ value: T) { self.value = value }

    /// A primitive view.
    public typealias Body = Never
}

extension TupleView: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        if let single = value as? any View {
            return inputs.resolve(single, at: .index(0))
        }
        var nodes: [LayoutNode] = []
        var index = 0
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View {
                nodes.append(contentsOf: inputs.resolve(view, at: .index(index)))
            }
            index += 1
        }
        return nodes
    }
}

extension TupleView: View {}
