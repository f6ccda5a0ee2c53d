/// `GlyphDefinitionTable`: the `GDEF` table — glyph classes, mark attachment classes and mark glyph sets.

/// How GDEF classifies a glyph; lookups skip glyphs by this class.
enum GlyphClass: UInt8, Sendable {
    /// No class assigned (treated as a base).
    case unclassified = 0
    /// A base glyph (a letter).
    case base = 1
    /// A ligature of several characters.
    case ligature = 2
    /// A combining mark.
    case mark = 3
    /// A component of a ligature (rare).
    case component = 4
}

/// The parts of `GDEF` that shaping reads.
struct GlyphDefinitionTable {
    /// Glyph classes; `nil` when the font has none (classes then come from Unicode categories).
    let glyphClasses: ClassDefinitionTable?
    /// Mark attachment classes (lookup flag bits 8–15 select one).
    let markAttachmentClasses: ClassDefinitionTable?
    /// Mark glyph sets (GDEF 1.2), selected by a lookup's mark filtering set.
    let markGlyphSets: [CoverageTable]

    /// Reads `GDEF` from its table bytes.
    init(_ data: FontData) throws(FontError) {
        let major = try data.uint16(at: 0)
        let minor = try data.uint16(at: 2)
        guard major == 1 else { throw .malformedTable("GDEF", "version \(major).\(minor)") }
        let classOffset = Int(try data.uint16(at: 4))
        glyphClasses = classOffset == 0 ? nil : try ClassDefinitionTable(data, at: classOffset)
        let markClassOffset = Int(try data.uint16(at: 10))
        markAttachmentClasses = markClassOffset == 0 ? nil : try ClassDefinitionTable(data, at: markClassOffset)
        var sets: [CoverageTable] = []
        if minor >= 2 {
            let setsOffset = Int(try data.uint16(at: 12))
            if setsOffset != 0 {
                let setsData = try data.slice(from: setsOffset)
                let count = Int(try setsData.uint16(at: 2))
                for index in 0..<count {
                    sets.append(try CoverageTable(setsData, at: Int(try setsData.uint32(at: 4 + index * 4))))
                }
            }
        }
        markGlyphSets = sets
    }

    /// The class GDEF gives `glyph`, or `nil` when GDEF has no glyph classes.
    func glyphClass(of glyph: GlyphID) throws(FontError) -> GlyphClass? {
        guard let glyphClasses else { return nil }
        return GlyphClass(rawValue: UInt8(truncatingIfNeeded: try glyphClasses.classOf(glyph))) ?? .unclassified
    }

    /// The mark attachment class of `glyph` (0 when none).
    func markAttachmentClass(of glyph: GlyphID) throws(FontError) -> UInt8 {
        guard let markAttachmentClasses else { return 0 }
        return UInt8(truncatingIfNeeded: try markAttachmentClasses.classOf(glyph))
    }

    /// Whether mark glyph set `set` contains `glyph` (an absent set contains nothing).
    func markGlyphSet(_ set: Int, contains glyph: GlyphID) throws(FontError) -> Bool {
        guard set >= 0, set < markGlyphSets.count else { return false }
        return try markGlyphSets[set].covers(glyph)
    }
}
