/// `LayoutSubviews`: the proxies a `Layout` measures and places.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// The placement context shared by a container's subviews during one placement.
final class ContainerPlacement {
    var context: PlacementContext
    init(_ context: PlacementContext) { self.context = context }
}

/// An opaque collection representing the subviews of a layout container.
@MainActor
public struct LayoutSubviews: @MainActor RandomAccessCollection, Equatable {
    let nodes: [LayoutNode]
    let context: ContainerPlacement

    /// The index of the first subview.
    nonisolated public var startIndex: Int { 0 }
    /// An index that's one higher than the last subview.
    public var endIndex: Int { nodes.count }

    /// Gets the subview proxy at a specified index.
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], index: index, context: context)
    }

    /// Gets the subview proxies in the specified range.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes: Array(nodes[bounds]), context: context)
    }

    nonisolated public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        MainActor.assumeIsolated {
            lhs.nodes.count == rhs.nodes.count && zip(lhs.nodes, rhs.nodes).allSatisfy { $0 === $1 }
        }
    }
}

extension View {
    /// Associates a value with a custom layout property.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier<K>(value: value))
    }
}

struct LayoutValueModifier<K: LayoutValueKey>: ViewModifier, PrimitiveModifier {
    let value: K.Value
    typealias Body = Never

    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        content(inputs).map { LayoutValueNode(child: $0, key: ObjectIdentifier(K.self), value: value) }
    }
}

final class LayoutValueNode: WrapperLayoutNode {
    let key: ObjectIdentifier
    let value: Any

    init(child: LayoutNode, key: ObjectIdentifier, value: Any) {
        self.key = key
        self.value = value
        super.init(child: child)
    }

    override func layoutValue(_ key: ObjectIdentifier) -> Any? {
        key == self.key ? value : child.layoutValue(key)
    }
}
