/// `LayoutSubview`: a proxy that represents one subview of a layout.
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
