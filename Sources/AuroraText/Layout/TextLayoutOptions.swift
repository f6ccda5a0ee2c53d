/// `TextLayoutOptions`: the frame and paragraph settings text is laid out with.

import Foundation

/// How to lay out a paragraph: wrapping width, line limit and truncation, alignment, spacing.
public struct TextLayoutOptions: Hashable, Sendable {
    /// Where the lines sit relative to each other (SwiftUI's `multilineTextAlignment`).
    public enum Alignment: String, Hashable, Sendable {
        /// Lines start at the left edge (left to right text).
        case leading
        /// Lines are centred.
        case center
        /// Lines end at the right edge.
        case trailing
    }

    /// Where a truncated line shows its ellipsis (SwiftUI's `Text.TruncationMode`).
    public enum Truncation: String, Hashable, Sendable {
        /// "…" then the end of the text.
        case head
        /// The start of the line then "…".
        case tail
        /// The start, "…", then the end.
        case middle
    }

    /// The width lines wrap at, in pixels; `nil` breaks lines only at hard breaks. Default: `nil`.
    public var width: CGFloat?
    /// The most lines shown; the last shown line is truncated when text remains. Default: `nil` (no limit).
    public var lineLimit: Int?
    /// Where the ellipsis goes when text is truncated. Default: `.tail`.
    public var truncation: Truncation
    /// Line alignment within the widest line. Default: `.leading`.
    public var alignment: Alignment
    /// Extra space between lines, in pixels. Default: 0.
    public var lineSpacing: CGFloat

    /// Options with the given values.
    public init(
        width: CGFloat? = nil, lineLimit: Int? = nil, truncation: Truncation = .tail,
        alignment: Alignment = .leading, lineSpacing: CGFloat = 0
    ) {
        self.width = width
        self.lineLimit = lineLimit
        self.truncation = truncation
        self.alignment = alignment
        self.lineSpacing = lineSpacing
    }
}
