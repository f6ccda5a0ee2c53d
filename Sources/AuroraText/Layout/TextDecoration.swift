/// `TextDecoration`: an underline or strikethrough line: its pattern and, optionally, its own colour.

/// An underline or strikethrough line: its pattern and, optionally, its own colour.
public struct TextDecoration: Hashable, Sendable {
    /// The dash pattern of a text line (SwiftUI's `Text.LineStyle.Pattern`).
    public enum Pattern: String, Hashable, Sendable {
        /// A continuous line.
        case solid
        /// Dots.
        case dot
        /// Dashes.
        case dash
        /// Alternating dashes and dots.
        case dashDot
        /// A dash then two dots, repeated.
        case dashDotDot
    }

    /// The dash pattern. Default: `.solid`.
    public var pattern: Pattern
    /// The line's colour; `nil` uses the text's foreground. Default: `nil`.
    public var color: AnyHashableSendable?

    /// A decoration with the given pattern and colour.
    public init(pattern: Pattern = .solid, color: AnyHashableSendable? = nil) {
        self.pattern = pattern
        self.color = color
    }
}
