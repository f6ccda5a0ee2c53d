/// `LineBreakAction`: what the Unicode line-breaking algorithm allows after a character.

/// What the Unicode line-breaking algorithm allows after a character.
public enum LineBreakAction: UInt8, Hashable, Sendable {
    /// The line must not break here.
    case prohibited
    /// The line may break here (after a space, a hyphen, an ideograph, …).
    case allowed
    /// The line must break here (after a newline or paragraph separator, and at the end).
    case mandatory
}
