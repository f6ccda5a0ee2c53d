/// `MaximumProfileTable`: the `maxp` table — the number of glyphs and TrueType's outline limits.

/// The glyph count and, for TrueType outlines, the largest glyph the font declares.
struct MaximumProfileTable: Sendable, Hashable {
    /// The number of glyphs in the font.
    let numGlyphs: Int
    /// Most points in a simple glyph (0 when the table is the CFF-only version 0.5).
    let maxPoints: Int
    /// Most contours in a simple glyph.
    let maxContours: Int
    /// Deepest composite nesting the font declares.
    let maxComponentDepth: Int

    init(_ data: FontData) throws(FontError) {
        let version = try data.uint32(at: 0)
        numGlyphs = Int(try data.uint16(at: 4))
        if version >= 0x0001_0000, data.count >= 32 {
            maxPoints = Int(try data.uint16(at: 6))
            maxContours = Int(try data.uint16(at: 8))
            maxComponentDepth = Int(try data.uint16(at: 30))
        } else {
            maxPoints = 0
            maxContours = 0
            maxComponentDepth = 0
        }
    }
}
