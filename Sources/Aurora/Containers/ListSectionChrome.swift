/// `ListSectionChrome`: what a list style draws around a section's rows — its header, its footer, the card or band behind the rows.
import Foundation

/// A section's look in one list style: headers and footers in the secondary label colour (a
/// headline bar in the plain style), rows on the style's row background, full width or in a card.
@MainActor
struct ListSectionChrome {
    let appearance: ListAppearance

    /// The space above a section without a header, and between sections, in the grouped styles.
    static let sectionSpacing: CGFloat = 35
    /// An inset section's distance from the list's edges.
    static let cardMargin: CGFloat = 16
    /// An inset section's corner radius.
    static let cardRadius: CGFloat = 10

    /// A header in the grouped styles: footnote text 7 points above the rows, the section's spacing
    /// above it (a clear band of that spacing when `nodes` is empty, shorter above a section with a
    /// footer); in the plain style, a headline bar on the system background (nothing when empty).
    @ViewBuilder func header(_ nodes: [LayoutNode], isFirst: Bool, hasFooter: Bool) -> some View {
        if appearance.isGrouped {
            if nodes.isEmpty {
                Color.clear.frame(height: isFirst ? Self.sectionSpacing : Self.sectionSpacing - (hasFooter ? 17 : 0))
            } else {
                ResolvedNodesView(nodes: nodes)
                    .font(.footnote)
                    .foregroundStyle(SystemColor.secondaryLabel)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, chromeInset)
                    .padding(.top, isFirst ? 17 : Self.sectionSpacing - 18)
                    .padding(.bottom, 7)
            }
        } else if !nodes.isEmpty {
            ResolvedNodesView(nodes: nodes)
                .font(.headline)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, chromeInset)
                .frame(minHeight: 28)
                .background(SystemColor.background)
        }
    }

    /// A section's footer: footnote text 7 points below the rows, aligned with their text.
    @ViewBuilder func footer(_ nodes: [LayoutNode]) -> some View {
        if !nodes.isEmpty {
            ResolvedNodesView(nodes: nodes)
                .font(.footnote)
                .foregroundStyle(SystemColor.secondaryLabel)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, chromeInset)
                .padding(.top, 7)
        }
    }

    /// `rows` on the row background: in a card with rounded corners that clips them (inset styles),
    /// else a full-width band. The card's margin from the list's edges is not included.
    @ViewBuilder func card(_ rows: some View) -> some View {
        if appearance.isInset {
            rows
                .background(rowBackground, in: RoundedRectangle(cornerRadius: Self.cardRadius, style: .continuous))
                .clipShape(RoundedRectangle(cornerRadius: Self.cardRadius, style: .continuous))
        } else {
            rows.background(rowBackground)
        }
    }

    /// How far rows sit in from the list's edges: the card margin in the inset styles.
    var rowMargin: CGFloat { appearance.isInset ? Self.cardMargin : 0 }

    /// Where headers and footers start: aligned with the rows' text.
    private var chromeInset: CGFloat { rowMargin + ListRowView.padding }

    private var rowBackground: Color { appearance.isGrouped ? SystemColor.secondaryGroupedBackground : SystemColor.background }
}
