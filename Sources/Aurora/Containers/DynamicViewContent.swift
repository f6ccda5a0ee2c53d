/// `DynamicViewContent`, `onDelete` and `onMove`: a `ForEach`'s rows that a list in edit mode can delete and move.
import Foundation

/// A type of view that generates views from an underlying collection of data.
public protocol DynamicViewContent: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection
    /// The collection of underlying data.
    var data: Data { get }
}

/// Content that knows each element's id (to find which element a resolved row came from).
@MainActor
protocol ElementIdentifying {
    var elementIDs: [AnyHashable] { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ForEach: ElementIdentifying where Content: View {
    var elementIDs: [AnyHashable] { data.map { AnyHashable(idOf($0)) } }
}

extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view: in a list in edit mode each row shows a red
    /// minus button that reveals a Delete button, which calls `action` with the row's offset.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        EditActionsContent(base: self, delete: action, move: nil)
    }

    /// Sets the move action for the dynamic view: in a list in edit mode each row shows a drag
    /// handle; dropping a row calls `action` with its offset and the offset to insert it before.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditActionsContent(base: self, delete: nil, move: action)
    }
}

/// Dynamic content whose rows carry a delete and/or move action.
struct EditActionsContent<Base: DynamicViewContent>: DynamicViewContent, PrimitiveView, ElementIdentifying {
    typealias Body = Never
    let base: Base
    let delete: ((IndexSet) -> Void)?
    let move: ((IndexSet, Int) -> Void)?

    var data: Base.Data { base.data }
    var elementIDs: [AnyHashable] { (base as? any ElementIdentifying)?.elementIDs ?? [] }

    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        var tagged = inputs
        tagged.environment.tagsForEachElements = true
        if let collector = inputs.lazyItems { return makeLazily(tagged, collector: collector) }
        let nodes = tagged.resolve(base, at: .index(0))
        let ids = elementIDs
        var offsets: [AnyHashable: Int] = [:]
        for (offset, id) in ids.enumerated() where offsets[id] == nil { offsets[id] = offset }
        return nodes.map { node in
            guard let tag = node.tagValue, let offset = offsets[tag] else { return node }
            return ListRowActionsNode(child: node, actions: actions(offset: offset, count: ids.count))
        }
    }

    /// Inside a lazy container (a list): lists the base's rows into `collector`, each materialised
    /// one carrying the actions for its offset in the `ForEach`.
    private func makeLazily(_ inputs: ResolveInputs, collector: LazyItemCollector) -> [LayoutNode] {
        let firstEntry = collector.entries.count, listCount = collector.lists.count
        _ = inputs.resolve(base, at: .index(0))
        guard collector.lists.count > listCount, let list = collector.lists.last else { return [] }
        collector.rewrapEntries(from: firstEntry) { entry in
            let offset = entry.index - list.start
            guard offset >= 0, offset < list.count else { return entry.nodes }
            return entry.nodes.map { ListRowActionsNode(child: $0, actions: actions(offset: offset, count: list.count)) }
        }
        return []
    }

    /// The actions of the row at `offset` of `count`.
    private func actions(offset: Int, count: Int) -> ListRowActions {
        ListRowActions(delete: delete.map { action in { action(IndexSet(integer: offset)) } },
                       move: move.map { ListRowMove(offset: offset, count: count, perform: $0) })
    }
}

extension EditActionsContent: LazyListSource {}

/// What a row of a list in edit mode can do.
struct ListRowActions {
    var delete: (() -> Void)?
    var move: ListRowMove?
}

/// Moving one row within its `ForEach`: its offset, how many rows the `ForEach` has, and the action.
struct ListRowMove {
    let offset: Int
    let count: Int
    let perform: (IndexSet, Int) -> Void

    /// Calls the action for the row moved by `steps` rows (negative: up), clamped to the ends;
    /// the destination is the offset to insert before, in the original offsets, as SwiftUI passes it.
    func move(by steps: Int) {
        let target = min(max(0, offset + steps), count - 1)
        guard target != offset else { return }
        perform(IndexSet(integer: offset), target > offset ? target + 1 : target)
    }
}

/// A row node carrying its edit actions; layout and drawing pass through.
final class ListRowActionsNode: WrapperLayoutNode {
    let actions: ListRowActions

    init(child: LayoutNode, actions: ListRowActions) {
        self.actions = actions
        super.init(child: child)
    }
}

extension LayoutNode {
    /// The edit actions of this row: the outermost delete and move found through its wrappers.
    var listRowActions: ListRowActions {
        let carriers = wrappedNodes(ListRowActionsNode.self)
        return ListRowActions(delete: carriers.lazy.compactMap(\.actions.delete).first,
                              move: carriers.lazy.compactMap(\.actions.move).first)
    }
}
