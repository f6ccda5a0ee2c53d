/// `ListCardRows`: the rows of one list section seen by the section's card, which draws and clips them.
import AuroraDisplayList
import Foundation

/// Puts a section's materialised rows (laid out by the list's stack) inside the card views of the
/// list style: it takes the size it is offered and draws, and is hit through, the rows.
struct ListCardRows: View, PrimitiveView {
    typealias Body = Never
    let node: ListCardRowsNode

    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] { [node] }
}

/// The node of `ListCardRows`: the rows it holds are placed by the list's stack, not by it.
final class ListCardRowsNode: LayoutNode, HitTestContainer {
    /// The rows, by increasing index.
    var rows: [LayoutNode] = []

    var hitTestChildren: [LayoutNode] { LayoutNode.inDrawingOrder(rows) }

    override func appendDisplayItems(to items: inout [DisplayList.Item], origin: CGPoint) {
        for row in LayoutNode.inDrawingOrder(rows) { row.appendDisplayItems(to: &items, origin: origin) }
    }
}
