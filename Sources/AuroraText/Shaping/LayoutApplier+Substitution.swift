/// `LayoutApplier+Substitution`: the `GSUB` lookup types — single, multiple, alternate, ligature,
/// contextual, chaining contextual and reverse chaining substitution.

extension LayoutApplier {
    /// Applies one `GSUB` subtable of lookup type `type` at `index`; returns where to continue, or
    /// `nil` when it does not apply.
    func applySubstitution(type: UInt16, subtable: FontData, at index: Int, depth: Int) throws(FontError) -> Int? {
        switch type {
        case 1: return try applySingle(subtable, at: index)
        case 2: return try applyMultiple(subtable, at: index)
        case 3: return try applyAlternate(subtable, at: index)
        case 4: return try applyLigature(subtable, at: index)
        case 5: return try applyContext(subtable, chained: false, at: index, depth: depth)
        case 6: return try applyContext(subtable, chained: true, at: index, depth: depth)
        default: return nil  // 8 runs in its own reverse pass; unknown types do nothing.
        }
    }

    /// The GDEF class for a glyph that substitution produced, `fallback` when GDEF has no classes.
    private func classify(_ glyph: GlyphID, fallback: GlyphClass) throws(FontError) -> (GlyphClass, UInt8) {
        guard let definitions else { return (fallback, 0) }
        return (try definitions.glyphClass(of: glyph) ?? fallback, try definitions.markAttachmentClass(of: glyph))
    }

    /// Replaces the glyph at `index` by `glyph`, keeping its cluster.
    private func replace(at index: Int, with glyph: GlyphID) throws(FontError) {
        let (glyphClass, markClass) = try classify(glyph, fallback: buffer.infos[index].glyphClass)
        buffer.infos[index].glyph = glyph
        buffer.infos[index].glyphClass = glyphClass
        buffer.infos[index].markAttachmentClass = markClass
    }

    /// Type 1: one glyph for another (format 1: by delta, format 2: from an array).
    private func applySingle(_ subtable: FontData, at index: Int) throws(FontError) -> Int? {
        let glyph = buffer.infos[index].glyph
        guard let coverageIndex = try CoverageTable(subtable, at: Int(try subtable.uint16(at: 2))).index(of: glyph)
        else { return nil }
        switch try subtable.uint16(at: 0) {
        case 1:
            try replace(at: index, with: glyph &+ GlyphID(truncatingIfNeeded: try subtable.int16(at: 4)))
        case 2:
            guard coverageIndex < Int(try subtable.uint16(at: 4)) else { return nil }
            try replace(at: index, with: try subtable.uint16(at: 6 + coverageIndex * 2))
        default:
            return nil
        }
        return index + 1
    }

    /// Type 2: one glyph for a sequence (an empty sequence deletes it).
    private func applyMultiple(_ subtable: FontData, at index: Int) throws(FontError) -> Int? {
        let original = buffer.infos[index]
        guard try subtable.uint16(at: 0) == 1,
            let coverageIndex = try CoverageTable(subtable, at: Int(try subtable.uint16(at: 2))).index(of: original.glyph),
            coverageIndex < Int(try subtable.uint16(at: 4))
        else { return nil }
        let sequence = try subtable.slice(from: Int(try subtable.uint16(at: 6 + coverageIndex * 2)))
        let count = Int(try sequence.uint16(at: 0))
        try budget.checkGrowth(buffer.count + count)
        try budget.spendOnEdit(bufferCount: buffer.count + count)
        var replacement: [GlyphInfo] = []
        replacement.reserveCapacity(count)
        for element in 0..<count {
            let glyph = try sequence.uint16(at: 2 + element * 2)
            var info = original
            info.glyph = glyph
            (info.glyphClass, info.markAttachmentClass) = try classify(glyph, fallback: original.glyphClass)
            replacement.append(info)
        }
        buffer.infos.replaceSubrange(index...index, with: replacement)
        return index + count
    }

    /// Type 3: one glyph for one of its alternates (the first, as no alternate is chosen).
    private func applyAlternate(_ subtable: FontData, at index: Int) throws(FontError) -> Int? {
        guard try subtable.uint16(at: 0) == 1,
            let coverageIndex = try CoverageTable(subtable, at: Int(try subtable.uint16(at: 2)))
                .index(of: buffer.infos[index].glyph),
            coverageIndex < Int(try subtable.uint16(at: 4))
        else { return nil }
        let alternates = try subtable.slice(from: Int(try subtable.uint16(at: 6 + coverageIndex * 2)))
        guard try alternates.uint16(at: 0) > 0 else { return nil }
        try replace(at: index, with: try alternates.uint16(at: 2))
        return index + 1
    }

    /// Type 4: a sequence of glyphs (skipping what the lookup ignores) for one ligature glyph.
    private func applyLigature(_ subtable: FontData, at index: Int) throws(FontError) -> Int? {
        guard try subtable.uint16(at: 0) == 1,
            let coverageIndex = try CoverageTable(subtable, at: Int(try subtable.uint16(at: 2)))
                .index(of: buffer.infos[index].glyph),
            coverageIndex < Int(try subtable.uint16(at: 4))
        else { return nil }
        let ligatureSet = try subtable.slice(from: Int(try subtable.uint16(at: 6 + coverageIndex * 2)))
        let ligatureCount = Int(try ligatureSet.uint16(at: 0))
        candidates: for ligatureIndex in 0..<ligatureCount {
            try budget.spend()
            let ligature = try ligatureSet.slice(from: Int(try ligatureSet.uint16(at: 2 + ligatureIndex * 2)))
            let componentCount = Int(try ligature.uint16(at: 2))
            guard componentCount >= 1, componentCount <= ShapingBudget.maximumContextLength else { continue }
            var positions = [index]
            var cursor = index
            for component in 1..<max(componentCount, 1) {
                guard let next = try nextUnskipped(after: cursor),
                    try buffer.infos[next].glyph == ligature.uint16(at: 4 + (component - 1) * 2)
                else { continue candidates }
                positions.append(next)
                cursor = next
            }
            try formLigature(glyph: try ligature.uint16(at: 0), positions: positions)
            return index + 1
        }
        return nil
    }

    /// Puts a ligature glyph at `positions[0]`, removes the other components, and records for the
    /// marks between them which component they belong to (for mark-to-ligature positioning).
    private func formLigature(glyph: GlyphID, positions: [Int]) throws(FontError) {
        guard let first = positions.first, let last = positions.last else { return }
        if positions.count > 1 { try budget.spendOnEdit(bufferCount: buffer.count) }
        let infos = buffer.infos
        var clusterStart = infos[first].clusterStart
        var clusterEnd = infos[first].clusterEnd
        for position in first...last {
            clusterStart = min(clusterStart, infos[position].clusterStart)
            clusterEnd = max(clusterEnd, infos[position].clusterEnd)
        }
        let allMarks = positions.allSatisfy { infos[$0].glyphClass == .mark }
        let ligatureID = positions.count > 1 ? buffer.makeLigatureID() : 0
        var component = 0
        for position in first...last {
            if positions.contains(position) {
                component += 1
            } else if infos[position].glyphClass == .mark {
                buffer.infos[position].ligatureID = ligatureID
                buffer.infos[position].ligatureComponent = UInt8(truncatingIfNeeded: component)
            }
        }
        var ligature = infos[first]
        ligature.glyph = glyph
        ligature.clusterStart = clusterStart
        ligature.clusterEnd = clusterEnd
        ligature.isDefaultIgnorable = false
        ligature.ligatureID = ligatureID
        ligature.ligatureComponent = 0
        ligature.ligatureComponentCount = UInt8(truncatingIfNeeded: positions.count)
        (ligature.glyphClass, ligature.markAttachmentClass) = try classify(glyph, fallback: allMarks ? .mark : .ligature)
        buffer.infos[first] = ligature
        for position in positions.dropFirst().reversed() {
            buffer.infos.remove(at: position)
        }
    }

    /// Type 8: single substitutions decided by context, applied from the end of the text backwards.
    func applyReverseChaining(_ lookup: LayoutLookup) throws(FontError) {
        lookupFlag = lookup.flag
        markFilteringSet = lookup.markFilteringSet
        var index = buffer.count - 1
        while index >= 0 {
            try budget.spend()
            defer { index -= 1 }
            if try isSkipped(index) { continue }
            let glyph = buffer.infos[index].glyph
            for subtable in lookup.subtables {
                guard try subtable.uint16(at: 0) == 1,
                    let coverageIndex = try CoverageTable(subtable, at: Int(try subtable.uint16(at: 2))).index(of: glyph)
                else { continue }
                let backtrackCount = Int(try subtable.uint16(at: 4))
                let lookaheadAt = 6 + backtrackCount * 2
                let lookaheadCount = Int(try subtable.uint16(at: lookaheadAt))
                let substitutesAt = lookaheadAt + 2 + lookaheadCount * 2
                guard coverageIndex < Int(try subtable.uint16(at: substitutesAt)),
                    try matchBacktrack(before: index, count: backtrackCount, matcher: .coverages(subtable, offset: 6)),
                    try matchLookahead(
                        after: index, count: lookaheadCount, matcher: .coverages(subtable, offset: lookaheadAt + 2))
                else { continue }
                try replace(at: index, with: try subtable.uint16(at: substitutesAt + 2 + coverageIndex * 2))
                break
            }
        }
        lookupFlag = 0
        markFilteringSet = nil
    }
}
