/// `TextLayout`: the result of text layout — lines, runs of one face and attributes, positioned glyphs.

import Foundation

/// Laid-out text: a printable value of lines → runs → glyphs, in pixels, y down.
///
/// The layout's origin is the top-left of its first line box. Each line's `origin` is where its
/// baseline starts; glyph positions are relative to that origin. Character ranges are UTF-16
/// offsets into the whole `AttributedText.string`. The text form (`description`) is a stable
/// S-expression used for golden tests.
public struct TextLayout: Hashable, Sendable {
    /// The lines, top to bottom.
    public var lines: [Line]
    /// The size of the text: the widest line (without trailing spaces) by the lines' total height.
    public var size: CGSize
    /// Whether the line limit cut the text (the last line ends, starts or breaks with "…").
    public var isTruncated: Bool

    /// A layout of `lines` with `size`; `isTruncated` says whether the line limit cut the text.
    public init(lines: [Line], size: CGSize, isTruncated: Bool = false) {
        self.lines = lines
        self.size = size
        self.isTruncated = isTruncated
    }

    /// Ascent, descent, leading (line gap) and width, in pixels; ascent and descent are positive.
    public struct TypographicBounds: Hashable, Sendable {
        /// Height above the baseline.
        public var ascent: CGFloat
        /// Depth below the baseline.
        public var descent: CGFloat
        /// Extra space below the descent that the font asks for.
        public var leading: CGFloat
        /// Horizontal extent.
        public var width: CGFloat

        /// Bounds with the given values.
        public init(ascent: CGFloat, descent: CGFloat, leading: CGFloat, width: CGFloat) {
            self.ascent = ascent
            self.descent = descent
            self.leading = leading
            self.width = width
        }

        /// The line-box rectangle relative to the baseline origin (y down): from -ascent to descent.
        public var rect: CGRect { CGRect(x: 0, y: -ascent, width: width, height: ascent + descent) }
    }

    /// One line of text.
    public struct Line: Hashable, Sendable {
        /// Where the baseline starts, relative to the layout's top-left.
        public var origin: CGPoint
        /// The line's ascent, descent and leading (the largest of its runs) and width without
        /// trailing spaces.
        public var typographicBounds: TypographicBounds
        /// The characters the line shows (UTF-16 offsets; a truncated line covers what it elides).
        public var characterRange: Range<Int>
        /// The runs, left to right.
        public var runs: [Run]

        /// A line with the given values.
        public init(origin: CGPoint, typographicBounds: TypographicBounds, characterRange: Range<Int>, runs: [Run]) {
            self.origin = origin
            self.typographicBounds = typographicBounds
            self.characterRange = characterRange
            self.runs = runs
        }
    }

    /// Consecutive glyphs of one line with the same face, size and attributes.
    public struct Run: Hashable, Sendable {
        /// The face the glyphs come from.
        public var face: FontFace
        /// The font size in pixels.
        public var size: CGFloat
        /// The attributes of the run's characters (custom attributes included).
        public var attributes: TextAttributes
        /// The characters of the run (UTF-16 offsets).
        public var characterRange: Range<Int>
        /// The glyphs, left to right.
        public var glyphs: [Glyph]
        /// The run's ascent, descent, leading and width.
        public var typographicBounds: TypographicBounds
        /// Underline and strikethrough lines to draw, resolved from the face's metrics.
        public var decorations: [Decoration]

        /// A run with the given values.
        public init(
            face: FontFace, size: CGFloat, attributes: TextAttributes, characterRange: Range<Int>, glyphs: [Glyph],
            typographicBounds: TypographicBounds, decorations: [Decoration]
        ) {
            self.face = face
            self.size = size
            self.attributes = attributes
            self.characterRange = characterRange
            self.glyphs = glyphs
            self.typographicBounds = typographicBounds
            self.decorations = decorations
        }
    }

    /// One positioned glyph.
    public struct Glyph: Hashable, Sendable {
        /// The glyph in its run's face.
        public var id: GlyphID
        /// Where the glyph's origin is, relative to the line origin (y down, baseline offset applied).
        public var position: CGPoint
        /// How far the pen moves after it (tracking and kerning included).
        public var advance: CGFloat
        /// The characters it stands for (UTF-16 offsets; at least one grapheme).
        public var characterRange: Range<Int>
        /// Its face's ascent, descent and leading at this size, and its advance as width.
        public var typographicBounds: TypographicBounds
        /// Whether the face draws this glyph in colour (bitmap or layers), not as an outline.
        public var isColorGlyph: Bool

        /// A glyph with the given values.
        public init(
            id: GlyphID, position: CGPoint, advance: CGFloat, characterRange: Range<Int>,
            typographicBounds: TypographicBounds, isColorGlyph: Bool
        ) {
            self.id = id
            self.position = position
            self.advance = advance
            self.characterRange = characterRange
            self.typographicBounds = typographicBounds
            self.isColorGlyph = isColorGlyph
        }
    }

    /// An underline or strikethrough of a run, in the line's coordinates.
    public struct Decoration: Hashable, Sendable {
        /// Which line it is.
        public enum Kind: String, Hashable, Sendable {
            /// A line below the baseline.
            case underline
            /// A line through the middle of the lower-case letters.
            case strikethrough
        }

        /// Underline or strikethrough.
        public var kind: Kind
        /// Where the line's centre is, relative to the baseline (y down).
        public var y: CGFloat
        /// The line's thickness.
        public var thickness: CGFloat
        /// Its horizontal extent, relative to the line origin.
        public var minX: CGFloat
        /// Its horizontal end, relative to the line origin.
        public var maxX: CGFloat
        /// Its pattern and colour.
        public var style: TextDecoration

        /// A decoration with the given values.
        public init(kind: Kind, y: CGFloat, thickness: CGFloat, minX: CGFloat, maxX: CGFloat, style: TextDecoration) {
            self.kind = kind
            self.y = y
            self.thickness = thickness
            self.minX = minX
            self.maxX = maxX
            self.style = style
        }
    }
}
