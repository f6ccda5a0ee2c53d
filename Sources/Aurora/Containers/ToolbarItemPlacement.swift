/// `ToolbarItemPlacement`: where a toolbar item goes — the navigation bar's leading, trailing or middle, or the bottom bar.
import Foundation

/// A structure that defines the placement of a toolbar item.
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// Where the item is drawn on iOS.
    enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom }

    let slot: Slot

    /// The system places the item automatically: the navigation bar's trailing edge on iOS.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    /// The item represents a primary action: the navigation bar's trailing edge on iOS.
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    /// The item represents a confirmation action for a modal interface: the trailing edge.
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    /// The item represents a cancellation action for a modal interface: the leading edge.
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// The item represents a destructive action for a modal interface: the trailing edge.
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    /// The item is placed in the principal item section: the middle of the navigation bar, instead of the title.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// Places the item in the leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    /// Places the item in the trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// Places the item in the leading edge of the navigation bar.
    @available(*, deprecated, renamed: "topBarLeading")
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    /// Places the item in the trailing edge of the navigation bar.
    @available(*, deprecated, renamed: "topBarTrailing")
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// Places the item in the bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
}
