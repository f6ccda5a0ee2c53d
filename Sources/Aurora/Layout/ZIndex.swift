/// `zIndex(_:)`: the front-to-back order of overlapping views, independent of their order in the code.
import Foundation

/// Gives its child a z-index: a container draws and hit-tests its children by increasing z-index,
/// children with equal values in the order they were declared.
final class ZIndexNode: WrapperLayoutNode {
    let value: Double
    init(child: LayoutNode, value: Double) {
        self.value = value.isNaN ? 0 : value
        super.init(child: child)
    }
    override var zIndex: Double { value }
}

struct ZIndexModifier: NodeWrappingModifier {
    let value: Double
    func wrap(_ node: LayoutNode, inputs: ResolveInputs) -> LayoutNode {
        ZIndexNode(child: node, value: value)
    }
}

extension LayoutNode {
    /// `nodes` back to front: sorted by z-index, stably, so equal values keep their order. The
    /// common case, no z-index set, returns `nodes` as they are.
    static func inDrawingOrder(_ nodes: [LayoutNode]) -> [LayoutNode] {
        guard nodes.count > 1, nodes.contains(where: { $0.zIndex != 0 }) else { return nodes }
        return nodes.indices.sorted { a, b in
            let za = nodes[a].zIndex, zb = nodes[b].zIndex
            return za != zb ? za < zb : a < b
        }.map { nodes[$0] }
    }
}

extension View {
    /// Controls the display order of overlapping views: a view with a higher value is drawn over
    /// its siblings with lower values, and receives taps first. Default: 0. Siblings with equal
    /// values are drawn in the order they are declared. A view removed with a transition keeps its
    /// value while it animates out.
    public func zIndex(_ value: Double) -> some View {
        modifier(ZIndexModifier(value: value))
    }
}
