/// `ScrollIndicatorVisibility`: the visibility of scroll indicators of a UI element.

/// The visibility of scroll indicators of a UI element.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let shows: Bool
    /// Scroll indicator visibility depends on the policies of the component accepting the visibility configuration.
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(shows: true) }
    /// Show the scroll indicators.
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(shows: true) }
    /// Hide the scroll indicators.
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(shows: false) }
    /// Scroll indicators should never be visible.
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(shows: false) }
}
