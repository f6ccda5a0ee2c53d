/// `HorizontalHeaderTable`: the `hhea` table — line metrics and the number of `hmtx` entries.

/// The horizontal header: the Mac-style line metrics and how many full metrics `hmtx` holds.
struct HorizontalHeaderTable: Sendable, Hashable {
    /// Distance from the baseline to the top of the line, font units.
    let ascender: Int
    /// Distance from the baseline to the bottom of the line, font units (negative below).
    let descender: Int
    /// Extra space between lines, font units.
    let lineGap: Int
    /// The number of (advance, left side bearing) pairs at the start of `hmtx`.
    let numberOfHMetrics: Int

    /// What a font without `hhea` is taken to have: no line metrics of its own, no advances.
    static let missing = HorizontalHeaderTable(ascender: 0, descender: 0, lineGap: 0, numberOfHMetrics: 0)

    private init(ascender: Int, descender: Int, lineGap: Int, numberOfHMetrics: Int) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.numberOfHMetrics = numberOfHMetrics
    }

    init(_ data: FontData) throws(FontError) {
        ascender = Int(try data.int16(at: 4))
        descender = Int(try data.int16(at: 6))
        lineGap = Int(try data.int16(at: 8))
        numberOfHMetrics = Int(try data.uint16(at: 34))
    }
}
