/// `GlyphRangeRecords`: binary search over the sorted (start, end, value) glyph ranges of Coverage and ClassDef tables.

extension FontData {
    /// Among the `count` sorted six-byte records (start glyph, end glyph, value) from `offset`,
    /// the one whose range holds `glyph`: its start glyph and value; `nil` when none does.
    func glyphRangeRecord(containing glyph: GlyphID, count: Int, at offset: Int) throws(FontError)
        -> (start: GlyphID, value: UInt16)? {
        var low = 0, high = count - 1
        while low <= high {
            let middle = (low + high) / 2
            let record = offset + middle * 6
            let start = try uint16(at: record)
            if glyph < start {
                high = middle - 1
            } else if glyph > (try uint16(at: record + 2)) {
                low = middle + 1
            } else {
                return (start, try uint16(at: record + 4))
            }
        }
        return nil
    }
}
