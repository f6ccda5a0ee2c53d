/// `ClassDefinitionTable`: OpenType ClassDef tables (formats 1 and 2) — glyph classes for context and pair rules.

/// A ClassDef table: maps a glyph to a class number (0 for glyphs it does not list).
struct ClassDefinitionTable {
    /// The table's bytes; `nil` for an absent table (offset 0), in which every glyph is class 0.
    let data: FontData?

    /// The ClassDef table at `offset` in `parent`; offset 0 means none.
    init(_ parent: FontData, at offset: Int) throws(FontError) {
        data = offset == 0 ? nil : try parent.slice(from: offset)
    }

    /// The class of `glyph`.
    func classOf(_ glyph: GlyphID) throws(FontError) -> UInt16 {
        guard let data else { return 0 }
        switch try data.uint16(at: 0) {
        case 1:
            let start = try data.uint16(at: 2)
            let count = Int(try data.uint16(at: 4))
            guard glyph >= start, Int(glyph - start) < count else { return 0 }
            return try data.uint16(at: 6 + Int(glyph - start) * 2)
        case 2:
            let count = Int(try data.uint16(at: 2))
            return try data.glyphRangeRecord(containing: glyph, count: count, at: 4)?.value ?? 0
        default:
            throw .malformedTable("GDEF", "unknown class definition format")
        }
    }
}
