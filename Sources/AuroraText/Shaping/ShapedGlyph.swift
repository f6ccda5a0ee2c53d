/// `ShapedGlyph`: one glyph out of the shaper — its id, the characters it stands for, advance and offset.

import Foundation

/// A positioned glyph produced by `TextShaper`, in font units.
public struct ShapedGlyph: Hashable, Sendable {
    /// The glyph in its face.
    public var glyph: GlyphID
    /// The UTF-16 offsets, in the shaped string, of the characters this glyph belongs to; at least
    /// one whole grapheme. Glyphs of one cluster (a ligature's marks, a decomposed character) share it.
    public var cluster: Range<Int>
    /// How far the pen moves after this glyph, in font units (horizontal text).
    public var advance: CGFloat
    /// Where the glyph sits relative to the pen, in font units, y up (GPOS placement and marks).
    public var offset: CGPoint

    /// A shaped glyph with the given values.
    public init(glyph: GlyphID, cluster: Range<Int>, advance: CGFloat, offset: CGPoint = .zero) {
        self.glyph = glyph
        self.cluster = cluster
        self.advance = advance
        self.offset = offset
    }
}
