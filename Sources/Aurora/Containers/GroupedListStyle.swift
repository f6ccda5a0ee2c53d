/// `GroupedListStyle`: the list style that describes the behavior and appearance of a grouped list.

/// The list style that describes the behavior and appearance of a grouped list: full-width rows on
/// the secondary grouped background, sections apart on the grouped background.
public struct GroupedListStyle: ListStyle {
    /// Creates a grouped list style.
    public init() {}
}
