/// `ListEagerSection`: a list section resolved whole (a `Section` with modifiers) drawn in the list style: header, card of rows, footer.
import Foundation

/// A section whose header, rows and footer were resolved together: the chrome's header, the rows
/// (`ListRowView`) in the chrome's card, the chrome's footer, one under the other.
struct ListEagerSection: View {
    let section: ListSectionNode
    let chrome: ListSectionChrome
    let isEditing: Bool
    let isFirst: Bool

    var body: some View {
        let rows = ListRow.rows(of: section.rows)
        VStack(alignment: .leading, spacing: 0) {
            chrome.header(section.header, isFirst: isFirst, hasFooter: !section.footer.isEmpty)
            chrome.card(VStack(spacing: 0) {
                ForEach(rows) { row in
                    ListRowView(row: row, appearance: chrome.appearance, isEditing: isEditing, isLast: row.id == rows.last?.id)
                }
            })
            .padding(.horizontal, chrome.rowMargin)
            chrome.footer(section.footer)
        }
    }
}
