/// `NavigationPage`: one resolved page of a navigation stack and what its bar shows.
import AuroraGeometry
import Foundation

/// A page's content (already resolved) and its bar: title, mode, toolbar, back button, scroll offset.
struct NavigationPage: Identifiable {
    let key: NavigationPageKey
    let nodes: [LayoutNode]
    let title: Text?
    let isLargeTitle: Bool
    let toolbar: [ToolbarEntry]
    /// The back button's title; nil on the root page or when the back button is hidden.
    let backTitle: String?
    let scrollOffset: CGFloat

    var id: NavigationPageKey { key }

    /// The bar's height without the large-title area.
    static let barHeight: CGFloat = 44
    /// The large-title area's height at rest.
    static let largeTitleHeight: CGFloat = 52
    /// The bottom toolbar's height (above the home indicator's safe area).
    static let bottomBarHeight: CGFloat = 49
    /// The margin of the bar's items and large title from the screen's edges.
    static let margin: CGFloat = 16
    /// The longest previous title the back button shows; longer ones show "Back", as UIKit's compact back button.
    static let longestBackTitle = 12

    /// The back button's title after a page titled `previous`.
    static func backTitle(after previous: Text?) -> String {
        guard let string = previous?.string, !string.isEmpty, string.count <= longestBackTitle else { return "Back" }
        return string
    }

    /// The height the content's safe area leaves for the bar: fixed, so the content does not move as the title collapses.
    var reservedBarHeight: CGFloat { isLargeTitle ? Self.barHeight + Self.largeTitleHeight : Self.barHeight }

    /// The large-title area's height now: 52 at rest, less as the content scrolls up (none once it has
    /// scrolled 52 points), more as it is pulled down.
    var largeTitleAreaHeight: CGFloat { isLargeTitle ? max(0, Self.largeTitleHeight - scrollOffset) : 0 }

    /// How visible the inline title is: always on an inline page; on a large-title page it fades in over
    /// the last 8 points before the large title has scrolled away.
    var inlineTitleOpacity: Double {
        isLargeTitle ? Self.ramp(scrollOffset, from: Self.largeTitleHeight - 8, length: 8) : 1
    }

    /// How visible the bar's material and hairline are: they fade in over the first 8 points of
    /// content passing beneath the bar.
    var barBackgroundOpacity: Double {
        Self.ramp(scrollOffset, from: isLargeTitle ? Self.largeTitleHeight : 0, length: 8)
    }

    var bottomItems: [ToolbarEntry] { toolbar.filter { $0.placement.slot == .bottom } }

    private static func ramp(_ value: CGFloat, from start: CGFloat, length: CGFloat) -> Double {
        Double(min(1, max(0, (value - start) / length)))
    }
}
