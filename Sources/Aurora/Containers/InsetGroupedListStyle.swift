/// `InsetGroupedListStyle`: the list style that describes the behavior and appearance of an inset grouped list.

/// The list style that describes the behavior and appearance of an inset grouped list: each section
/// a card with 10-point corners, 16 points from the screen's edges, on the grouped background.
public struct InsetGroupedListStyle: ListStyle {
    /// Creates an inset grouped list style.
    public init() {}
}
