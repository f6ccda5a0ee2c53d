/// `Text.Layout`: laid-out text as a `TextRenderer` sees it — lines of runs of glyphs, with bounds and attributes.
import AuroraGeometry
import Foundation

extension Text {
    /// A value describing the layout and custom attributes of a tree of `Text` views: a
    /// collection of lines, each a collection of runs (glyphs with the same attributes), each a
    /// collection of one-glyph slices.
    ///
    /// Positions are in the text view's coordinates (points, y down): a line's `origin` is where
    /// its baseline starts.
    public struct Layout: RandomAccessCollection, Equatable, Sendable {
        /// The position of a line.
        public typealias Index = Int

        /// The lines, top to bottom.
        var lines: [Line]

        /// Indicates if this text is truncated (the line limit cut it and an ellipsis stands for the rest).
        public private(set) var isTruncated: Bool

        /// A layout of `lines`.
        init(lines: [Line], isTruncated: Bool) {
            self.lines = lines
            self.isTruncated = isTruncated
        }

        /// The position of the first line.
        public var startIndex: Int { lines.startIndex }
        /// The position one past the last line.
        public var endIndex: Int { lines.endIndex }
        /// The line at `index`.
        public subscript(index: Int) -> Line { lines[index] }
    }
}

extension Text.Layout {
    /// The typographic bounds of an element of a text layout: the left end of its baseline, its
    /// width, and the font metrics above and below the baseline.
    @frozen
    public struct TypographicBounds: Equatable, Sendable {
        /// The position of the left edge of the element's baseline, relative to the text view.
        public var origin: CGPoint
        /// The width of the element.
        public var width: CGFloat
        /// The ascent of the element (above the baseline).
        public var ascent: CGFloat
        /// The descent of the element (below the baseline).
        public var descent: CGFloat
        /// The leading of the element (the font's line gap).
        public var leading: CGFloat

        /// Initializes to an empty bounds at the origin.
        public init() {
            origin = .zero
            width = 0
            ascent = 0
            descent = 0
            leading = 0
        }

        /// Bounds with the given values.
        init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
            self.origin = origin
            self.width = width
            self.ascent = ascent
            self.descent = descent
            self.leading = leading
        }

        /// Returns a rectangle encapsulating the bounds: from `ascent` above the baseline to
        /// `descent` below it, `width` wide.
        public var rect: CGRect {
            CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
        }
    }

    /// The index of a character in the source text (opaque; ordered as the text).
    @frozen
    public struct CharacterIndex: Comparable, Hashable, Strideable, Sendable {
        /// The UTF-16 offset of the character in the text's string.
        var offset: Int

        init(offset: Int) { self.offset = offset }

        /// Orders indices as their characters appear in the text.
        public static func < (lhs: CharacterIndex, rhs: CharacterIndex) -> Bool { lhs.offset < rhs.offset }
        /// The distance to `other`.
        public func distance(to other: CharacterIndex) -> Int { other.offset - offset }
        /// The index `n` positions away.
        public func advanced(by n: Int) -> CharacterIndex { CharacterIndex(offset: offset + n) }
    }

    /// Options that affect how text is drawn by `GraphicsContext.draw(_:options:)`.
    @frozen
    public struct DrawingOptions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt32

        /// Creates options from their raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Draws glyphs exactly where they lie instead of snapping them to the nearest quarter
        /// pixel, so text that moves by fractions of a pixel while animating does not jitter.
        public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1 << 0)
    }
}
