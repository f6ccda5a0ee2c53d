/// `LayoutTable`: the common header of `GSUB` and `GPOS` — scripts, language systems, features, lookups.

/// One lookup of a `GSUB` or `GPOS` table, with Extension subtables already resolved.
struct LayoutLookup {
    /// The lookup type (never the Extension type: its subtables are unwrapped).
    let type: UInt16
    /// The lookup flag (which glyph classes to skip, mark attachment type).
    let flag: UInt16
    /// The mark glyph set to filter marks with, when the flag asks for one.
    let markFilteringSet: Int?
    /// The subtables, each a window starting at the subtable.
    let subtables: [FontData]
    /// The glyphs the lookup can start at (others are skipped without reading a subtable).
    let firstGlyphs: GlyphSet

    /// Lookup flag bits (OpenType: LookupFlag).
    static let rightToLeft: UInt16 = 0x0001
    static let ignoreBaseGlyphs: UInt16 = 0x0002
    static let ignoreLigatures: UInt16 = 0x0004
    static let ignoreMarks: UInt16 = 0x0008
    static let useMarkFilteringSet: UInt16 = 0x0010
}

/// A parsed `GSUB` or `GPOS` table: its lookups, and feature selection by script and language.
struct LayoutTable {
    /// `GSUB` or `GPOS`.
    let tag: FontTag
    /// The table's bytes.
    let data: FontData
    /// Every lookup of the lookup list, in index order.
    let lookups: [LayoutLookup]
    private let scriptList: FontData
    private let featureList: FontData

    /// Most subtables one lookup may have (a sanity limit, far above real fonts).
    static let maximumSubtables = 4_096

    /// Parses the table `tag` (`GSUB` or `GPOS`) from its bytes.
    init(tag: FontTag, data: FontData) throws(FontError) {
        self.tag = tag
        self.data = data
        guard try data.uint16(at: 0) == 1 else { throw .malformedTable(tag, "unsupported version") }
        scriptList = try data.slice(from: Int(try data.uint16(at: 4)))
        featureList = try data.slice(from: Int(try data.uint16(at: 6)))
        let lookupList = try data.slice(from: Int(try data.uint16(at: 8)))
        let extensionType: UInt16 = tag == "GSUB" ? 7 : 9
        let lookupCount = Int(try lookupList.uint16(at: 0))
        var lookups: [LayoutLookup] = []
        lookups.reserveCapacity(lookupCount)
        for index in 0..<lookupCount {
            let lookup = try lookupList.slice(from: Int(try lookupList.uint16(at: 2 + index * 2)))
            var type = try lookup.uint16(at: 0)
            let flag = try lookup.uint16(at: 2)
            let subtableCount = Int(try lookup.uint16(at: 4))
            guard subtableCount <= Self.maximumSubtables else {
                throw .limitExceeded("subtables in one lookup", limit: Self.maximumSubtables)
            }
            var subtables: [FontData] = []
            var resolvedType: UInt16?
            subtables.reserveCapacity(subtableCount)
            for subtableIndex in 0..<subtableCount {
                var subtable = try lookup.slice(from: Int(try lookup.uint16(at: 6 + subtableIndex * 2)))
                if type == extensionType {
                    // Extension: format 1, the real type, a 32-bit offset to the real subtable.
                    guard try subtable.uint16(at: 0) == 1 else { throw .malformedTable(tag, "extension format") }
                    let realType = try subtable.uint16(at: 2)
                    guard realType != extensionType else { throw .malformedTable(tag, "extension of an extension") }
                    subtable = try subtable.slice(from: Int(try subtable.uint32(at: 4)))
                    // All subtables of a lookup share one type.
                    if let resolvedType, resolvedType != realType { throw .malformedTable(tag, "mixed extension types") }
                    resolvedType = realType
                }
                subtables.append(subtable)
            }
            if type == extensionType, let resolvedType { type = resolvedType }
            var markFilteringSet: Int?
            if flag & LayoutLookup.useMarkFilteringSet != 0 {
                markFilteringSet = Int(try lookup.uint16(at: 6 + subtableCount * 2))
            }
            let firstGlyphs = Self.firstGlyphs(type: type, subtables: subtables, isSubstitution: tag == "GSUB")
            lookups.append(LayoutLookup(
                type: type, flag: flag, markFilteringSet: markFilteringSet, subtables: subtables, firstGlyphs: firstGlyphs))
        }
        self.lookups = lookups
    }

    /// The language system to use for `script` (falling back to `DFLT`, `dflt`, then `latn`) and
    /// `language` (falling back to the script's default), or `nil` when the table has neither.
    private func languageSystem(script: FontTag, language: FontTag?) throws(FontError) -> FontData? {
        let scriptCount = Int(try scriptList.uint16(at: 0))
        var scripts: [FontTag: Int] = [:]
        for index in 0..<scriptCount {
            let record = 2 + index * 6
            scripts[try scriptList.tag(at: record)] = Int(try scriptList.uint16(at: record + 4))
        }
        let candidates: [FontTag] = [script, "DFLT", "dflt", "latn"]
        guard let scriptOffset = candidates.lazy.compactMap({ scripts[$0] }).first else { return nil }
        let scriptTable = try scriptList.slice(from: scriptOffset)
        if let language {
            let languageCount = Int(try scriptTable.uint16(at: 2))
            for index in 0..<languageCount {
                let record = 4 + index * 6
                if try scriptTable.tag(at: record) == language {
                    return try scriptTable.slice(from: Int(try scriptTable.uint16(at: record + 4)))
                }
            }
        }
        let defaultOffset = Int(try scriptTable.uint16(at: 0))
        return defaultOffset == 0 ? nil : try scriptTable.slice(from: defaultOffset)
    }

    /// The indices of the lookups that `features` select for `script`/`language`, ascending
    /// (the order they are applied in), each once. The language system's required feature is included.
    func lookupIndices(script: FontTag, language: FontTag?, features: Set<FontTag>) throws(FontError) -> [Int] {
        guard let languageSystem = try languageSystem(script: script, language: language) else { return [] }
        let featureCount = Int(try featureList.uint16(at: 0))
        var selected = Set<Int>()
        var featureIndices: [Int] = []
        let required = Int(try languageSystem.uint16(at: 2))
        if required != 0xFFFF { featureIndices.append(required) }
        let indexCount = Int(try languageSystem.uint16(at: 4))
        for index in 0..<indexCount {
            featureIndices.append(Int(try languageSystem.uint16(at: 6 + index * 2)))
        }
        for (position, featureIndex) in featureIndices.enumerated() {
            guard featureIndex < featureCount else { continue }
            let record = 2 + featureIndex * 6
            let isRequired = position == 0 && required != 0xFFFF
            let featureTag = try featureList.tag(at: record)
            guard isRequired || features.contains(featureTag) else { continue }
            let feature = try featureList.slice(from: Int(try featureList.uint16(at: record + 4)))
            let lookupCount = Int(try feature.uint16(at: 2))
            for lookup in 0..<lookupCount {
                let lookupIndex = Int(try feature.uint16(at: 4 + lookup * 2))
                if lookupIndex < lookups.count { selected.insert(lookupIndex) }
            }
        }
        return selected.sorted()
    }
}
