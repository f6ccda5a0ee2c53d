/// `InsetListStyle`: the list style that describes the behavior and appearance of an inset list.

/// The list style that describes the behavior and appearance of an inset list: a plain list whose
/// sections are cards inset from the edges.
public struct InsetListStyle: ListStyle {
    /// Creates an inset list style.
    public init() {}
}
