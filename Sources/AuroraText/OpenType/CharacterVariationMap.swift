/// `CharacterVariationMap`: `cmap` format 14 — glyphs for Unicode variation sequences (base + VS1…VS256).

/// The variation-sequence subtable: for a (base, selector) pair, either "use the default glyph"
/// or a specific glyph.
struct CharacterVariationMap: Sendable {
    /// What a variation sequence maps to.
    enum Mapping: Equatable, Sendable {
        /// The base character's ordinary cmap glyph.
        case defaultGlyph
        /// This glyph.
        case glyph(GlyphID)
    }

    private let data: FontData
    /// (selector, default UVS table offset, non-default UVS table offset) sorted by selector.
    private let records: [(selector: UInt32, defaults: Int, nonDefaults: Int)]

    init(_ data: FontData) throws(FontError) {
        let count = Int(try data.uint32(at: 6))
        guard data.contains(offset: 10, length: count * 11) else {
            throw .malformedTable("cmap", "format 14 records run past the table")
        }
        var records: [(UInt32, Int, Int)] = []
        records.reserveCapacity(count)
        for i in 0..<count {
            let at = 10 + i * 11
            records.append((try data.uint24(at: at), Int(try data.uint32(at: at + 3)), Int(try data.uint32(at: at + 7))))
        }
        self.data = data
        self.records = records.sorted { $0.0 < $1.0 }
    }

    /// How the sequence `base` + `selector` maps, or `nil` when the font does not list it.
    func mapping(base: UInt32, selector: UInt32) -> Mapping? {
        guard let record = records.first(where: { $0.selector == selector }) else { return nil }
        if record.defaults != 0, (try? containsDefault(base, at: record.defaults)) == true { return .defaultGlyph }
        if record.nonDefaults != 0, let glyph = try? nonDefaultGlyph(base, at: record.nonDefaults) {
            return .glyph(glyph)
        }
        return nil
    }

    /// Whether the default-UVS table at `offset` lists `base` (ranges of start + additional count).
    private func containsDefault(_ base: UInt32, at offset: Int) throws(FontError) -> Bool {
        let count = Int(try data.uint32(at: offset))
        var low = 0, high = count - 1
        while low <= high {
            let mid = (low + high) >> 1
            let start = try data.uint24(at: offset + 4 + mid * 4)
            let extra = UInt32(try data.uint8(at: offset + 4 + mid * 4 + 3))
            if base < start { high = mid - 1 } else if base > start + extra { low = mid + 1 } else { return true }
        }
        return false
    }

    /// The glyph the non-default-UVS table at `offset` gives `base`, if listed.
    private func nonDefaultGlyph(_ base: UInt32, at offset: Int) throws(FontError) -> GlyphID? {
        let count = Int(try data.uint32(at: offset))
        var low = 0, high = count - 1
        while low <= high {
            let mid = (low + high) >> 1
            let scalar = try data.uint24(at: offset + 4 + mid * 5)
            if base < scalar { high = mid - 1 } else if base > scalar { low = mid + 1 } else {
                return try data.uint16(at: offset + 4 + mid * 5 + 3)
            }
        }
        return nil
    }
}
