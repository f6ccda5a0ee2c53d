/// `GlyphBuffer`: the glyphs being shaped — ids, clusters, classes and positions — that lookups rewrite.

/// One glyph in the buffer and what shaping knows about it.
struct GlyphInfo: Sendable {
    /// The glyph id.
    var glyph: GlyphID
    /// First UTF-16 offset of the characters the glyph stands for.
    var clusterStart: Int
    /// UTF-16 offset after the characters the glyph stands for.
    var clusterEnd: Int
    /// Its GDEF class (or the Unicode-derived one when the font has no GDEF classes).
    var glyphClass: GlyphClass
    /// Its GDEF mark attachment class.
    var markAttachmentClass: UInt8 = 0
    /// Non-zero for a ligature and for the marks that sat between its components.
    var ligatureID: UInt16 = 0
    /// For a mark inside a ligature: which component (1-based) it belongs to; 0 otherwise.
    var ligatureComponent: UInt8 = 0
    /// For a ligature: how many components it was made of.
    var ligatureComponentCount: UInt8 = 0
    /// A default-ignorable character (ZWJ, variation selector…): removed after substitution.
    var isDefaultIgnorable: Bool = false
}

/// How a glyph is placed, in font units (y up, as OpenType has it).
struct GlyphPosition: Sendable {
    /// Horizontal advance.
    var xAdvance: Int32 = 0
    /// Horizontal placement offset.
    var xOffset: Int32 = 0
    /// Vertical placement offset.
    var yOffset: Int32 = 0
    /// The index of the glyph this one is attached to (a mark's base, a cursive neighbour), or -1.
    var attachedTo: Int32 = -1
    /// Whether the attachment is a mark attachment (offsets relative to the base's origin) or cursive.
    var isMarkAttachment: Bool = false
}

/// The glyph sequence of one shaping call, rewritten in place by GSUB and positioned by GPOS.
final class GlyphBuffer {
    /// The glyphs in logical order.
    var infos: [GlyphInfo]
    /// Their positions (filled before GPOS).
    var positions: [GlyphPosition] = []
    /// The next ligature id to hand out.
    private var nextLigatureID: UInt16 = 1

    /// A buffer holding `infos`.
    init(_ infos: [GlyphInfo]) {
        self.infos = infos
    }

    /// How many glyphs there are.
    var count: Int { infos.count }

    /// A fresh ligature id (wraps past 65535, skipping 0).
    func makeLigatureID() -> UInt16 {
        let id = nextLigatureID
        nextLigatureID = nextLigatureID == .max ? 1 : nextLigatureID + 1
        return id
    }
}
