/// `CoverageTable`: OpenType Coverage tables (formats 1 and 2) — which glyphs a subtable applies to.

/// A Coverage table: maps a glyph to its coverage index, or to nothing.
struct CoverageTable {
    /// The table's bytes.
    let data: FontData

    /// The Coverage table at `offset` in `parent`.
    init(_ parent: FontData, at offset: Int) throws(FontError) {
        data = try parent.slice(from: offset)
    }

    /// The coverage index of `glyph`, or `nil` when the table does not cover it.
    func index(of glyph: GlyphID) throws(FontError) -> Int? {
        switch try data.uint16(at: 0) {
        case 1:
            // Sorted glyph array: binary search.
            var low = 0
            var high = Int(try data.uint16(at: 2)) - 1
            while low <= high {
                let middle = (low + high) / 2
                let value = try data.uint16(at: 4 + middle * 2)
                if value == glyph { return middle }
                if value < glyph { low = middle + 1 } else { high = middle - 1 }
            }
            return nil
        case 2:
            // Sorted ranges of (start, end, start coverage index).
            let count = Int(try data.uint16(at: 2))
            guard let range = try data.glyphRangeRecord(containing: glyph, count: count, at: 4) else { return nil }
            return Int(range.value) + Int(glyph - range.start)
        default:
            throw .malformedTable("GSUB", "unknown coverage format")
        }
    }

    /// Whether the table covers `glyph`.
    func covers(_ glyph: GlyphID) throws(FontError) -> Bool {
        try index(of: glyph) != nil
    }
}
