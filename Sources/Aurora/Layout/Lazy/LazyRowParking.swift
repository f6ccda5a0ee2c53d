/// Where a lazy `ForEach` or `Section` keeps the views it has let go of: their graph nodes (with `@State`), or nothing.
import Foundation

/// The rows of one `ForEach` (or the header and footer of one `Section`) inside a lazy container that
/// are materialised, and the graph nodes of those scrolled away that hold state, kept at the
/// `ForEach`'s (`Section`'s) graph position.
///
/// A row that leaves the window disappears (its `onDisappear` actions run, its animations and
/// gestures stop, its layout nodes are released). If it holds `@State` anywhere inside, its graph
/// nodes are kept here by id and put back when it is materialised again, so its state survives, as
/// in SwiftUI; a row without state is forgotten, so memory stays flat however far the list scrolls.
@MainActor
final class LazyRowParking: AttributeSlot {
    /// The graph positions (below the parking's node) of the rows materialised in the last resolution.
    var materialised: Set<IdentityComponent> = []
    /// The graph nodes of stateful rows not materialised now, by their component.
    private var parked: [IdentityComponent: GraphNode] = [:]

    func cancel() -> [() -> Void] { [] }
    var isAnimating: Bool { false }

    /// How many rows are parked with their state.
    var parkedCount: Int { parked.count }

    /// Puts the parked row `component` back under `parent`, if it was parked.
    func restore(_ component: IdentityComponent, under parent: GraphNode) {
        guard let node = parked.removeValue(forKey: component) else { return }
        parent.adoptChild(node)
    }

    /// Lets go of the row `component` under `parent`: parked if it holds state, forgotten otherwise.
    func release(_ component: IdentityComponent, under parent: GraphNode, graph: ViewGraph) {
        guard let node = parent.childNode(at: component) else { return }
        parent.detachChild(node)
        var holdsState = !node.stateSlots.isEmpty
        node.forEachDescendant { holdsState = holdsState || !$0.stateSlots.isEmpty }
        guard holdsState else {
            graph.noteRemoved(node)
            return
        }
        var due = node.forgetOutputs()
        node.forEachDescendant { due += $0.forgetOutputs() }
        graph.runAfterUpdate(due)
        parked[component] = node
    }
}

extension GraphNode {
    /// The child at `component`, if there is one.
    func childNode(at component: IdentityComponent) -> GraphNode? { children[component] }

    /// Stops what the node runs and drops what it produced (its attributes, cached body and layout
    /// nodes), keeping its `@State`; returns the completions now due (`onDisappear` actions).
    func forgetOutputs() -> [() -> Void] {
        let due = cancelAttributes()
        lastView = nil
        lastBody = nil
        lastEnvironment = nil
        cachedNodes = nil
        return due
    }
}
