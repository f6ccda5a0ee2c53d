/// `GlyphID`: the index of a glyph inside one font face.

/// The index of a glyph in a font face; 0 is `.notdef`, the "missing glyph" box.
public typealias GlyphID = UInt16
