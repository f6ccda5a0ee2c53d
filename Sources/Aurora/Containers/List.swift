/// `List`: rows in a scroll view, grouped into sections, drawn in the list style of the environment, editable in edit mode.
import Foundation

/// A container that presents rows of data arranged in a single column.
///
/// Rows are at least 44 points tall with 16 points of leading and trailing padding (11 above and
/// below), separated by hairlines inset to the row's text. The style (`listStyle`, default
/// `.insetGrouped` as on iOS) draws sections as cards with 10-point corners 16 points from the
/// edges on the grouped background (`.insetGrouped`), full width on it (`.grouped`), or rows on the
/// system background under section headers that stick to the top while their section scrolls
/// (`.plain`). A `ForEach` of custom views whose body is a `Section` gives sections. In edit mode (`editMode`), rows of a `ForEach` with `onDelete` show
/// a red minus button and those with `onMove` a drag handle.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content

    /// The content and behavior of the view.
    public var body: some View { ListBody(content: content) }
}

extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a list that computes its rows on demand from an underlying collection of identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the underlying data.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                               @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// Creates a list that computes its views on demand over a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

private enum IsInListKey: EnvironmentKey { static let defaultValue = false }
private enum IsInListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the views are inside a `List` or `Form`.
    var isInList: Bool {
        get { self[IsInListKey.self] }
        set { self[IsInListKey.self] = newValue }
    }

    /// Whether the views are a row of a `List` or `Form` (not a section's header or footer).
    var isInListRow: Bool {
        get { self[IsInListRowKey.self] }
        set { self[IsInListRowKey.self] = newValue }
    }
}

/// One row of a list, resolved: its node, its id (the `ForEach` element's, else its position) and its edit actions.
struct ListRow: Identifiable {
    let id: AnyHashable
    let node: LayoutNode
    let actions: ListRowActions

    @MainActor
    static func rows(of nodes: [LayoutNode]) -> [ListRow] {
        var seen: Set<AnyHashable> = []
        return nodes.enumerated().map { index, node in
            var id = node.tagValue ?? AnyHashable(index)
            if !seen.insert(id).inserted { id = AnyHashable("row-\(index)") }
            return ListRow(id: id, node: node, actions: node.listRowActions)
        }
    }
}
