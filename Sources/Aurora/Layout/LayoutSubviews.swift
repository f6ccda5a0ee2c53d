/// `LayoutSubview` and `LayoutSubviews`: the proxies a `Layout` measures and places.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A proxy that represents one subview of a layout.
@MainActor
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    let index: Int
    let context: ContainerPlacement

    /// Asks the subview for its size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.size(for: proposal) }

    /// Asks the subview for its dimensions and alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(for: node.size(for: proposal))
    }

    /// The layout priority of the subview.
    public var priority: Double { node.layoutPriority }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { node.spacing }

    /// Gets the value for the subview that's associated with the specified key.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (node.layoutValue(ObjectIdentifier(key)) as? K.Value) ?? K.defaultValue
    }

    /// Assigns a position and proposed size to the subview.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.size(for: proposal)
        guard position.x.isFinite, position.y.isFinite else {
            node.place(in: CGRect(origin: .zero, size: size), context: context.context)
            return
        }
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        node.place(in: CGRect(origin: origin, size: size), context: context.context)
    }

    nonisolated public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node === rhs.node
    }
}

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

/// A key for accessing a layout value of a layout container's subviews.
public protocol LayoutValueKey {
    /// The type of the key's value.
    associatedtype Value
    /// The default value returned for a subview that doesn't set one.
    static var defaultValue: Self.Value { get }
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
