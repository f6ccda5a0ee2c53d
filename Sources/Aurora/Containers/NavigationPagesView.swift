/// `NavigationPagesView`: the pages of a navigation stack, the top one over the others, each with its bar; pushes slide.
import Foundation

/// Stacks the pages: the top page in place, those below moved left by 30 % of their width (as
/// UIKit's parallax), a page inserted or removed sliding from or to the trailing edge.
struct NavigationPagesView: View {
    let pages: [NavigationPage]
    let pop: () -> Void

    var body: some View {
        ZStack {
            ForEach(pages) { page in
                NavigationPageView(page: page, pop: pop)
                    .modifier(RelativeOffsetEffect(unitOffset: CGSize(width: page.key == pages.last?.key ? 0 : -0.3, height: 0)))
                    .transition(.move(edge: .trailing))
            }
        }
    }
}

/// One page: its content filling the screen, its safe area inset by the bar (and the bottom
/// toolbar), the bar over it, the system background behind.
struct NavigationPageView: View {
    let page: NavigationPage
    let pop: () -> Void

    var body: some View {
        ResolvedNodesView(nodes: page.nodes)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .safeAreaInset(edge: .top, spacing: 0) {
                Color.clear.frame(height: page.reservedBarHeight).allowsHitTesting(false)
            }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                if !page.bottomItems.isEmpty { NavigationBottomBar(items: page.bottomItems) }
            }
            .overlay(alignment: .top) { NavigationBar(page: page, pop: pop) }
            .background(SystemColor.background)
    }
}

/// The bar: leading items (the back button first), the inline title or principal item, trailing
/// items, then the large title; the `.bar` material and a hairline behind once content is beneath.
struct NavigationBar: View {
    let page: NavigationPage
    let pop: () -> Void
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                HStack(spacing: 16) {
                    if let backTitle = page.backTitle { backButton(backTitle) }
                    items(.leading)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                principal
                HStack(spacing: 16) { items(.trailing) }
                    .frame(maxWidth: .infinity, alignment: .trailing)
            }
            .padding(.horizontal, NavigationPage.margin)
            .frame(height: NavigationPage.barHeight)
            if page.isLargeTitle {
                (page.title ?? Text(""))
                    .font(.system(size: 34, weight: .bold))
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, NavigationPage.margin)
                    .padding(.bottom, 8)
                    .frame(height: page.largeTitleAreaHeight, alignment: .bottom)
                    .clipped()
            }
        }
        .background {
            ZStack(alignment: .bottom) {
                Rectangle().fill(Material.bar)
                SystemColor.separator.frame(height: 1 / max(1, displayScale))
            }
            .opacity(page.barBackgroundOpacity)
            .ignoresSafeArea(edges: .top)
        }
    }

    /// The principal toolbar item, else the inline title.
    @ViewBuilder private var principal: some View {
        let principals = page.toolbar.filter { $0.placement.slot == .principal }
        if let item = principals.last {
            item.content
        } else if let title = page.title {
            title.font(.headline).lineLimit(1).opacity(page.inlineTitleOpacity)
        }
    }

    private func items(_ slot: ToolbarItemPlacement.Slot) -> some View {
        let entries = page.toolbar.filter { $0.placement.slot == slot }
        return ForEach(entries.indices, id: \.self) { entries[$0].content }
    }

    /// A chevron and the previous page's title, tinted; it sits 8 points from the leading edge.
    private func backButton(_ title: String) -> some View {
        Button(action: pop) {
            HStack(spacing: 5) {
                Image(systemName: "chevron.left").font(.system(size: 17, weight: .semibold))
                Text(title).lineLimit(1)
            }
        }
        .padding(.leading, -8)
    }
}

/// The bottom toolbar: its items spread across 49 points over the home indicator, on the `.bar` material.
struct NavigationBottomBar: View {
    let items: [ToolbarEntry]
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        HStack(spacing: 0) {
            if items.count == 1 { Spacer() }
            ForEach(items.indices, id: \.self) { index in
                if index > 0 { Spacer() }
                items[index].content
            }
            if items.count == 1 { Spacer() }
        }
        .padding(.horizontal, NavigationPage.margin)
        .frame(maxWidth: .infinity)
        .frame(height: NavigationPage.bottomBarHeight)
        .background {
            ZStack(alignment: .top) {
                Rectangle().fill(Material.bar)
                SystemColor.separator.frame(height: 1 / max(1, displayScale))
            }
            .ignoresSafeArea(edges: .bottom)
        }
    }
}
