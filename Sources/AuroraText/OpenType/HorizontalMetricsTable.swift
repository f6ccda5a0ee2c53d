/// `HorizontalMetricsTable`: the `hmtx` table — each glyph's advance width, read once into an array.

/// Advance widths and left side bearings per glyph, in font units.
///
/// Advances are unpacked at load (two bytes a glyph) because shaping asks for them once per
/// glyph per layout; side bearings stay in the table and are read on demand.
struct HorizontalMetricsTable: Sendable {
    /// The advance of each glyph; glyphs past the table's last entry repeat the last advance.
    let advances: [UInt16]
    private let data: FontData
    private let numberOfHMetrics: Int

    /// Metrics for a font without `hmtx` (or whose `hmtx` is unusable): every advance 0.
    init(missingFor glyphCount: Int) {
        advances = [UInt16](repeating: 0, count: glyphCount)
        data = FontData([])
        numberOfHMetrics = 0
    }

    init(_ data: FontData, numberOfHMetrics: Int, glyphCount: Int) throws(FontError) {
        guard numberOfHMetrics > 0 || glyphCount == 0 else {
            throw .malformedTable("hhea", "numberOfHMetrics is 0")
        }
        // A short table keeps the entries it has; the rest repeat the last one read.
        let available = min(numberOfHMetrics, data.count / 4)
        guard available > 0 || glyphCount == 0 else { throw .malformedTable("hmtx", "no metrics") }
        var advances = [UInt16](repeating: 0, count: glyphCount)
        var last: UInt16 = 0
        for glyph in 0..<glyphCount {
            if glyph < available { last = try data.uint16(at: glyph * 4) }
            advances[glyph] = last
        }
        self.advances = advances
        self.data = data
        self.numberOfHMetrics = available
    }

    /// The advance of `glyph`, 0 past the glyph count.
    @inline(__always)
    func advance(of glyph: GlyphID) -> Int {
        let i = Int(glyph)
        return i < advances.count ? Int(advances[i]) : 0
    }

    /// The left side bearing of `glyph`, if the table holds one.
    func leftSideBearing(of glyph: GlyphID) -> Int? {
        let i = Int(glyph)
        if i < numberOfHMetrics { return (try? data.int16(at: i * 4 + 2)).map(Int.init) }
        let offset = numberOfHMetrics * 4 + (i - numberOfHMetrics) * 2
        return (try? data.int16(at: offset)).map(Int.init)
    }
}
