/// `NavigationBarItem`: a namespace for the navigation bar's item types.

/// A namespace for the navigation bar's item types.
public enum NavigationBarItem {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Inherit the display mode from the previous navigation item: large on the first page, inline after.
        case automatic
        /// Display the title within the standard bounds of the navigation bar (17-point semibold, centred).
        case inline
        /// Display a large title (34-point bold) below the bar's buttons, collapsing to inline as the content scrolls.
        case large
    }
}
