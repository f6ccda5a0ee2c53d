/// `LayoutDirection`: whether a user interface (or a run of text) reads left to right or right to left.

/// The direction of a user interface's layout.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Left to right (English, Korean, …).
    case leftToRight
    /// Right to left (Arabic, Hebrew).
    case rightToLeft
}
