/// `ListBody`: a list's content in a scroll view on the list style's background, its rows and sections built as they come near the visible region.
import Foundation

/// Draws a list's content: a scroll view on the style's background holding a `ListStack`, which
/// lists the content's rows and sections as a lazy stack does (only those near the visible region
/// are built, laid out and drawn) in the style's look. The plain style pins section headers as
/// `LazyVStack(pinnedViews: [.sectionHeaders])` does: `UITableView.Style.plain`'s section headers
/// "float when the table view is scrolled", the grouped styles' "don't float".
struct ListBody<Content: View>: View {
    let content: Content
    @Environment(\.listAppearance) private var appearance
    @Environment(\.editMode) private var editMode

    /// Whether the rows show their edit controls (read in the body, so an observed edit mode updates the list).
    private var isEditing: Bool { editMode?.wrappedValue.isEditing ?? false }

    var body: some View {
        ScrollView {
            ListStack(content: content, appearance: appearance, isEditing: isEditing)
                .padding(.bottom, appearance.isGrouped ? ListSectionChrome.sectionSpacing : 0)
        }
        .background(appearance.isGrouped ? SystemColor.groupedBackground : SystemColor.background)
    }
}
