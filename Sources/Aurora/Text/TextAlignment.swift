/// `TextAlignment`: an alignment position for text along the horizontal axis.

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}
