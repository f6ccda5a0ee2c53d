/// `LayoutApplier`: runs the lookups of one `GSUB` or `GPOS` table over a glyph buffer, within a budget.

/// Applies lookups of one layout table to a buffer: the lookup loop, glyph skipping by lookup
/// flag, and nested lookups of contextual rules. Substitution and positioning live in extensions.
final class LayoutApplier {
    /// The table whose lookups run.
    let table: LayoutTable
    /// GDEF, for glyph classes and mark filtering sets.
    let definitions: GlyphDefinitionTable?
    /// The glyphs being shaped.
    let buffer: GlyphBuffer
    /// Work left before the table is given up as hostile.
    var budget: ShapingBudget
    /// The flag of the lookup being applied (skipping rules).
    var lookupFlag: UInt16 = 0
    /// The mark filtering set of the lookup being applied.
    var markFilteringSet: Int?

    /// An applier of `table`'s lookups to `buffer`.
    init(table: LayoutTable, definitions: GlyphDefinitionTable?, buffer: GlyphBuffer) {
        self.table = table
        self.definitions = definitions
        self.buffer = buffer
        budget = ShapingBudget(glyphCount: buffer.count, lookupCount: table.lookups.count)
    }

    /// Applies each lookup of `lookupIndices` in turn over the whole buffer.
    func apply(lookupIndices: [Int]) throws(FontError) {
        let isSubstitution = table.tag == "GSUB"
        for lookupIndex in lookupIndices {
            let lookup = table.lookups[lookupIndex]
            if isSubstitution && lookup.type == 8 {
                try applyReverseChaining(lookup)
                continue
            }
            let firstGlyphs = lookup.firstGlyphs
            var index = 0
            while index < buffer.count {
                if !firstGlyphs.contains(buffer.infos[index].glyph) {
                    index += 1
                    continue
                }
                try budget.spend()
                let countBefore = buffer.count
                if let next = try applyOnce(lookupIndex, at: index, depth: 0) {
                    // A deletion (empty multiple substitution) leaves the next glyph at `index`.
                    index = next <= index && buffer.count < countBefore ? index : max(next, index + 1)
                } else {
                    index += 1
                }
            }
        }
    }

    /// Applies lookup `lookupIndex` at `index` only; returns the index to continue at, or `nil`
    /// when no subtable applied.
    func applyOnce(_ lookupIndex: Int, at index: Int, depth: Int) throws(FontError) -> Int? {
        guard depth <= ShapingBudget.maximumNestingDepth else {
            throw .limitExceeded("nested lookups", limit: ShapingBudget.maximumNestingDepth)
        }
        guard lookupIndex < table.lookups.count, index < buffer.count else { return nil }
        let lookup = table.lookups[lookupIndex]
        guard lookup.firstGlyphs.contains(buffer.infos[index].glyph) else { return nil }
        let savedFlag = lookupFlag
        let savedSet = markFilteringSet
        lookupFlag = lookup.flag
        markFilteringSet = lookup.markFilteringSet
        defer {
            lookupFlag = savedFlag
            markFilteringSet = savedSet
        }
        if try isSkipped(index) { return nil }
        for subtable in lookup.subtables {
            try budget.spend()
            let next: Int?
            if table.tag == "GSUB" {
                next = try applySubstitution(type: lookup.type, subtable: subtable, at: index, depth: depth)
            } else {
                next = try applyPositioning(type: lookup.type, subtable: subtable, at: index, depth: depth)
            }
            if let next { return next }
        }
        return nil
    }

    // MARK: Skipping

    /// Whether the current lookup flag skips the glyph at `index`.
    func isSkipped(_ index: Int) throws(FontError) -> Bool {
        try isSkipped(buffer.infos[index], flag: lookupFlag, filteringSet: markFilteringSet)
    }

    /// Whether `flag` (and mark filtering set) makes a lookup skip `info`.
    func isSkipped(_ info: GlyphInfo, flag: UInt16, filteringSet: Int?) throws(FontError) -> Bool {
        switch info.glyphClass {
        case .base:
            return flag & LayoutLookup.ignoreBaseGlyphs != 0
        case .ligature:
            return flag & LayoutLookup.ignoreLigatures != 0
        case .mark:
            if flag & LayoutLookup.ignoreMarks != 0 { return true }
            if flag & LayoutLookup.useMarkFilteringSet != 0 {
                guard let definitions, let filteringSet else { return true }
                return try !definitions.markGlyphSet(filteringSet, contains: info.glyph)
            }
            let attachmentType = UInt8(flag >> 8)
            if attachmentType != 0 { return info.markAttachmentClass != attachmentType }
            return false
        case .unclassified, .component:
            return false
        }
    }

    /// The next glyph after `index` the current lookup does not skip.
    func nextUnskipped(after index: Int) throws(FontError) -> Int? {
        var cursor = index + 1
        while cursor < buffer.count {
            try budget.spend()
            if try !isSkipped(cursor) { return cursor }
            cursor += 1
        }
        return nil
    }

    /// The previous glyph before `index` the current lookup does not skip.
    func previousUnskipped(before index: Int) throws(FontError) -> Int? {
        var cursor = index - 1
        while cursor >= 0 {
            try budget.spend()
            if try !isSkipped(cursor) { return cursor }
            cursor -= 1
        }
        return nil
    }

    // MARK: Nested lookups of contextual rules

    /// Applies the nested lookups of a matched context rule; `positions` are the buffer indices of
    /// the matched input glyphs. Returns the index after the (possibly rewritten) input.
    func applyNested(_ records: [SequenceLookupRecord], positions: [Int], depth: Int) throws(FontError) -> Int {
        var positions = positions
        guard var end = positions.last.map({ $0 + 1 }) else { return 0 }
        for record in records {
            let sequenceIndex = record.sequenceIndex
            guard sequenceIndex < positions.count else { continue }
            let position = positions[sequenceIndex]
            let countBefore = buffer.count
            // Earlier nested lookups may have deleted glyphs.
            guard position < countBefore else { continue }
            guard try applyOnce(record.lookupIndex, at: position, depth: depth + 1) != nil else { continue }
            var delta = buffer.count - countBefore
            guard delta != 0 else { continue }
            try budget.checkGrowth(buffer.count)
            // The buffer changed length: shift the later matched positions (a multiple
            // substitution inserts glyphs after `position`, a ligature removes some).
            end += delta
            if end < position {
                delta += position - end
                end = position
            }
            var next = sequenceIndex + 1
            if delta > 0 {
                guard positions.count + delta <= ShapingBudget.maximumContextLength else { break }
            } else {
                delta = max(delta, next - positions.count)
                next -= delta
            }
            let tail = Array(positions[min(next, positions.count)...])
            positions.removeSubrange(min(sequenceIndex + 1, positions.count)...)
            var fill = sequenceIndex + 1
            while fill < next + delta {
                positions.append(positions[fill - 1] + 1)
                fill += 1
            }
            positions.append(contentsOf: tail.map { $0 + delta })
        }
        return end
    }
}

/// A contextual rule's nested lookup: which matched glyph, and which lookup to apply there.
struct SequenceLookupRecord {
    /// Index into the matched input sequence.
    let sequenceIndex: Int
    /// Index into the lookup list.
    let lookupIndex: Int
}
