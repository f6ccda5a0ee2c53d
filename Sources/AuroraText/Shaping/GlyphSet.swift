/// `GlyphSet`: a bit set of glyph ids — the glyphs a lookup can start at, for skipping the rest fast.

/// A set of glyph ids as bits, or "every glyph" when a lookup's coverage could not be read up front.
struct GlyphSet: Sendable {
    /// One bit per glyph id.
    private var words: [UInt64]
    /// Whether the set holds every glyph.
    private(set) var isUniversal: Bool
    /// Glyphs inserted so far; a hostile table's overlapping ranges stop counting past `maximumWork`.
    private var work = 0
    /// Past this many insertions the set gives up and becomes universal.
    static let maximumWork = 1 << 20

    /// The empty set.
    init() {
        words = []
        isUniversal = false
    }

    /// The set of every glyph.
    static var universal: GlyphSet {
        var set = GlyphSet()
        set.isUniversal = true
        return set
    }

    /// Whether `glyph` is in the set.
    @inline(__always)
    func contains(_ glyph: GlyphID) -> Bool {
        if isUniversal { return true }
        let word = Int(glyph) >> 6
        return word < words.count && words[word] & (1 << UInt64(glyph & 63)) != 0
    }

    /// Adds the glyphs `first...last`.
    mutating func insert(_ first: GlyphID, through last: GlyphID) {
        guard first <= last, !isUniversal else { return }
        work += Int(last) - Int(first) + 1
        if work > Self.maximumWork {
            isUniversal = true
            words = []
            return
        }
        let needed = Int(last) >> 6 + 1
        if words.count < needed { words.append(contentsOf: repeatElement(0, count: needed - words.count)) }
        for glyph in Int(first)...Int(last) {
            words[glyph >> 6] |= 1 << UInt64(glyph & 63)
        }
    }

    /// Adds every glyph of the Coverage table `coverage`.
    mutating func insert(_ coverage: CoverageTable) throws(FontError) {
        let data = coverage.data
        let count = Int(try data.uint16(at: 2))
        switch try data.uint16(at: 0) {
        case 1:
            for index in 0..<count {
                let glyph = try data.uint16(at: 4 + index * 2)
                insert(glyph, through: glyph)
            }
        case 2:
            for index in 0..<count {
                insert(try data.uint16(at: 4 + index * 6), through: try data.uint16(at: 6 + index * 6))
            }
        default:
            throw .malformedTable("GSUB", "unknown coverage format")
        }
    }
}

extension LayoutTable {
    /// The glyphs at which a lookup's subtables can apply: the union of their first Coverage
    /// tables (the universal set when one cannot be told without the buffer).
    static func firstGlyphs(type: UInt16, subtables: [FontData], isSubstitution: Bool) -> GlyphSet {
        var set = GlyphSet()
        for subtable in subtables {
            do throws(FontError) {
                let format = try subtable.uint16(at: 0)
                let isContext = isSubstitution ? type == 5 : type == 7
                let isChained = isSubstitution ? type == 6 : type == 8
                let coverageOffset: Int
                if isContext && format == 3 {
                    coverageOffset = Int(try subtable.uint16(at: 6))
                } else if isChained && format == 3 {
                    let backtrackCount = Int(try subtable.uint16(at: 2))
                    coverageOffset = Int(try subtable.uint16(at: 4 + backtrackCount * 2 + 2))
                } else {
                    coverageOffset = Int(try subtable.uint16(at: 2))
                }
                try set.insert(try CoverageTable(subtable, at: coverageOffset))
            } catch {
                return .universal
            }
        }
        return set
    }
}
