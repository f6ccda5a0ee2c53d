/// `PlainListStyle`: the list style that describes the behavior and appearance of a plain list.

/// The list style that describes the behavior and appearance of a plain list: full-width rows on
/// the system background, separators inset 16 points, headers in the headline font.
public struct PlainListStyle: ListStyle {
    /// Creates a plain list style.
    public init() {}
}
