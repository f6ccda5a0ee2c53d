/// `ListBody`: a list's sections in a scroll view, in the list style's look — backgrounds, cards, headers, footers.
import Foundation

/// Draws resolved sections: a scroll view on the style's background, each section's header and
/// footer in the secondary label colour, its rows (`ListRowView`) full width or in a card. Each
/// section is a `Section` of the lazy stack, so the plain style pins its headers as
/// `LazyVStack(pinnedViews: [.sectionHeaders])` does: `UITableView.Style.plain`'s section headers
/// "float when the table view is scrolled", the grouped styles' "don't float".
struct ListBody: View {
    let sections: [ListSection]
    let appearance: ListAppearance
    @Environment(\.editMode) private var editMode

    /// Whether the rows show their edit controls (read in the body, so an observed edit mode updates the list).
    private var isEditing: Bool { editMode?.wrappedValue.isEditing ?? false }

    /// The space above a section without a header, and between sections, in the grouped styles.
    static let sectionSpacing: CGFloat = 35
    /// An inset section's distance from the list's edges.
    static let cardMargin: CGFloat = 16
    /// An inset section's corner radius.
    static let cardRadius: CGFloat = 10

    var body: some View {
        let isEditing = isEditing
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: appearance.pinsSectionHeaders ? .sectionHeaders : []) {
                ForEach(sections) { section in
                    sectionView(section, isFirst: section.id == sections.first?.id, isEditing: isEditing)
                }
            }
            .padding(.bottom, appearance.isGrouped ? Self.sectionSpacing : 0)
        }
        .background(appearance.isGrouped ? SystemColor.groupedBackground : SystemColor.background)
    }

    /// One section: its header, its rows as one element (full width or a card), its footer.
    private func sectionView(_ section: ListSection, isFirst: Bool, isEditing: Bool) -> some View {
        Section {
            rows(section, isEditing: isEditing)
        } header: {
            header(section, isFirst: isFirst)
        } footer: {
            footer(section)
        }
    }

    /// A section's rows, full width or in a card.
    @ViewBuilder private func rows(_ section: ListSection, isEditing: Bool) -> some View {
        let rows = VStack(spacing: 0) {
            ForEach(section.rows) { row in
                ListRowView(row: row, appearance: appearance, isEditing: isEditing,
                            isLast: row.id == section.rows.last?.id)
            }
        }
        if appearance.isInset {
            rows
                .background(rowBackground, in: RoundedRectangle(cornerRadius: Self.cardRadius, style: .continuous))
                .clipShape(RoundedRectangle(cornerRadius: Self.cardRadius, style: .continuous))
                .padding(.horizontal, Self.cardMargin)
        } else {
            rows.background(rowBackground)
        }
    }

    /// A section's footer: footnote text 7 points below the rows, aligned with their text.
    @ViewBuilder private func footer(_ section: ListSection) -> some View {
        if !section.footer.isEmpty {
            ResolvedNodesView(nodes: section.footer)
                .font(.footnote)
                .foregroundStyle(SystemColor.secondaryLabel)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, chromeInset)
                .padding(.top, 7)
        }
    }

    /// A header in the grouped styles: footnote text 7 points above the rows, the section's spacing
    /// above it; in the plain style, a headline bar on the system background.
    @ViewBuilder private func header(_ section: ListSection, isFirst: Bool) -> some View {
        if appearance.isGrouped {
            if section.header.isEmpty {
                Color.clear.frame(height: isFirst ? Self.sectionSpacing : Self.sectionSpacing - (section.footer.isEmpty ? 0 : 17))
            } else {
                ResolvedNodesView(nodes: section.header)
                    .font(.footnote)
                    .foregroundStyle(SystemColor.secondaryLabel)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, chromeInset)
                    .padding(.top, isFirst ? 17 : Self.sectionSpacing - 18)
                    .padding(.bottom, 7)
            }
        } else if !section.header.isEmpty {
            ResolvedNodesView(nodes: section.header)
                .font(.headline)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, chromeInset)
                .frame(minHeight: 28)
                .background(SystemColor.background)
        }
    }

    /// Where headers and footers start: aligned with the rows' text.
    private var chromeInset: CGFloat { (appearance.isInset ? Self.cardMargin : 0) + ListRowView.padding }

    private var rowBackground: Color { appearance.isGrouped ? SystemColor.secondaryGroupedBackground : SystemColor.background }
}
