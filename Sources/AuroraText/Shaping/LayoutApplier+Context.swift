/// `LayoutApplier+Context`: contextual and chaining-contextual rules (formats 1–3), shared by GSUB and GPOS.

/// What a sequence element is compared by: a glyph id, a class, or a Coverage table.
enum SequenceMatcher {
    case glyphs(FontData, offset: Int)
    case classes(ClassDefinitionTable, FontData, offset: Int)
    case coverages(FontData, offset: Int)

    /// Whether `glyph` matches element `index` of the sequence.
    func matches(_ glyph: GlyphID, element index: Int) throws(FontError) -> Bool {
        switch self {
        case .glyphs(let data, let offset):
            return try data.uint16(at: offset + index * 2) == glyph
        case .classes(let classes, let data, let offset):
            return try data.uint16(at: offset + index * 2) == classes.classOf(glyph)
        case .coverages(let data, let offset):
            let coverage = try CoverageTable(data, at: Int(try data.uint16(at: offset + index * 2)))
            return try coverage.covers(glyph)
        }
    }
}

extension LayoutApplier {
    /// Applies a Context (`chained == false`) or Chained Context subtable at `index`: when a rule
    /// matches, its nested lookups run and the index after the input is returned.
    func applyContext(_ subtable: FontData, chained: Bool, at index: Int, depth: Int) throws(FontError) -> Int? {
        let glyph = buffer.infos[index].glyph
        switch try subtable.uint16(at: 0) {
        case 1:
            guard let coverageIndex = try CoverageTable(subtable, at: Int(try subtable.uint16(at: 2))).index(of: glyph),
                coverageIndex < Int(try subtable.uint16(at: 4))
            else { return nil }
            let setOffset = Int(try subtable.uint16(at: 6 + coverageIndex * 2))
            guard setOffset != 0 else { return nil }
            return try applyRuleSet(
                try subtable.slice(from: setOffset), chained: chained, at: index, depth: depth,
                backtrack: nil, input: nil, lookahead: nil)
        case 2:
            guard try CoverageTable(subtable, at: Int(try subtable.uint16(at: 2))).covers(glyph) else { return nil }
            let backtrack, input, lookahead: ClassDefinitionTable
            let setsAt: Int
            if chained {
                backtrack = try ClassDefinitionTable(subtable, at: Int(try subtable.uint16(at: 4)))
                input = try ClassDefinitionTable(subtable, at: Int(try subtable.uint16(at: 6)))
                lookahead = try ClassDefinitionTable(subtable, at: Int(try subtable.uint16(at: 8)))
                setsAt = 10
            } else {
                input = try ClassDefinitionTable(subtable, at: Int(try subtable.uint16(at: 4)))
                backtrack = input
                lookahead = input
                setsAt = 6
            }
            let inputClass = Int(try input.classOf(glyph))
            guard inputClass < Int(try subtable.uint16(at: setsAt)) else { return nil }
            let setOffset = Int(try subtable.uint16(at: setsAt + 2 + inputClass * 2))
            guard setOffset != 0 else { return nil }
            return try applyRuleSet(
                try subtable.slice(from: setOffset), chained: chained, at: index, depth: depth,
                backtrack: backtrack, input: input, lookahead: lookahead)
        case 3:
            return try applyCoverageRule(subtable, chained: chained, at: index, depth: depth)
        default:
            return nil
        }
    }

    /// Format 1 and 2: try each rule of a rule set in order; the first that matches applies.
    private func applyRuleSet(
        _ ruleSet: FontData, chained: Bool, at index: Int, depth: Int,
        backtrack: ClassDefinitionTable?, input: ClassDefinitionTable?, lookahead: ClassDefinitionTable?
    ) throws(FontError) -> Int? {
        let ruleCount = Int(try ruleSet.uint16(at: 0))
        for ruleIndex in 0..<ruleCount {
            try budget.spend()
            let rule = try ruleSet.slice(from: Int(try ruleSet.uint16(at: 2 + ruleIndex * 2)))
            var cursor = 0
            var backtrackCount = 0
            var backtrackAt = 0
            if chained {
                backtrackCount = Int(try rule.uint16(at: 0))
                backtrackAt = 2
                cursor = 2 + backtrackCount * 2
            }
            let inputCount = Int(try rule.uint16(at: cursor))
            guard inputCount >= 1 else { continue }
            var lookaheadCount = 0
            var lookaheadAt = 0
            let recordCount: Int
            let inputAt: Int
            if chained {
                inputAt = cursor + 2
                cursor = inputAt + (inputCount - 1) * 2
                lookaheadCount = Int(try rule.uint16(at: cursor))
                lookaheadAt = cursor + 2
                cursor = lookaheadAt + lookaheadCount * 2
                recordCount = Int(try rule.uint16(at: cursor))
                cursor += 2
            } else {
                // glyphCount, seqLookupCount, then the input sequence and the records.
                recordCount = Int(try rule.uint16(at: 2))
                inputAt = 4
                cursor = inputAt + (inputCount - 1) * 2
            }
            let inputMatcher: SequenceMatcher =
                input.map { .classes($0, rule, offset: inputAt) } ?? .glyphs(rule, offset: inputAt)
            // The rule's input array omits the first glyph: element k is input glyph k + 1.
            guard let positions = try matchInput(from: index, count: inputCount, matcher: inputMatcher, skipFirst: true)
            else { continue }
            if chained {
                let backtrackMatcher: SequenceMatcher =
                    backtrack.map { .classes($0, rule, offset: backtrackAt) } ?? .glyphs(rule, offset: backtrackAt)
                let lookaheadMatcher: SequenceMatcher =
                    lookahead.map { .classes($0, rule, offset: lookaheadAt) } ?? .glyphs(rule, offset: lookaheadAt)
                guard try matchBacktrack(before: index, count: backtrackCount, matcher: backtrackMatcher),
                    let last = positions.last,
                    try matchLookahead(after: last, count: lookaheadCount, matcher: lookaheadMatcher)
                else { continue }
            }
            let records = try readRecords(rule, at: cursor, count: recordCount)
            return try applyNested(records, positions: positions, depth: depth)
        }
        return nil
    }

    /// Format 3: one rule whose every element is a Coverage table.
    private func applyCoverageRule(_ subtable: FontData, chained: Bool, at index: Int, depth: Int) throws(FontError) -> Int? {
        if !chained {
            let inputCount = Int(try subtable.uint16(at: 2))
            let recordCount = Int(try subtable.uint16(at: 4))
            guard inputCount >= 1,
                let positions = try matchInput(
                    from: index, count: inputCount, matcher: .coverages(subtable, offset: 6), skipFirst: false)
            else { return nil }
            let records = try readRecords(subtable, at: 6 + inputCount * 2, count: recordCount)
            return try applyNested(records, positions: positions, depth: depth)
        }
        let backtrackCount = Int(try subtable.uint16(at: 2))
        var cursor = 4 + backtrackCount * 2
        let inputCount = Int(try subtable.uint16(at: cursor))
        let inputAt = cursor + 2
        cursor = inputAt + inputCount * 2
        let lookaheadCount = Int(try subtable.uint16(at: cursor))
        let lookaheadAt = cursor + 2
        cursor = lookaheadAt + lookaheadCount * 2
        let recordCount = Int(try subtable.uint16(at: cursor))
        guard inputCount >= 1,
            let positions = try matchInput(
                from: index, count: inputCount, matcher: .coverages(subtable, offset: inputAt), skipFirst: false),
            try matchBacktrack(before: index, count: backtrackCount, matcher: .coverages(subtable, offset: 4)),
            let last = positions.last,
            try matchLookahead(after: last, count: lookaheadCount, matcher: .coverages(subtable, offset: lookaheadAt))
        else { return nil }
        let records = try readRecords(subtable, at: cursor + 2, count: recordCount)
        return try applyNested(records, positions: positions, depth: depth)
    }

    /// The nested lookup records at `offset`.
    private func readRecords(_ data: FontData, at offset: Int, count: Int) throws(FontError) -> [SequenceLookupRecord] {
        guard count <= ShapingBudget.maximumContextLength * 4 else {
            throw .limitExceeded("nested lookup records", limit: ShapingBudget.maximumContextLength * 4)
        }
        var records: [SequenceLookupRecord] = []
        records.reserveCapacity(count)
        for record in 0..<count {
            records.append(SequenceLookupRecord(
                sequenceIndex: Int(try data.uint16(at: offset + record * 4)),
                lookupIndex: Int(try data.uint16(at: offset + record * 4 + 2))))
        }
        return records
    }

    /// The buffer indices of `count` input glyphs starting at `index`, skipping glyphs the lookup
    /// ignores, or `nil` when they do not match. With `skipFirst`, the first glyph is taken as
    /// matched (formats 1 and 2 select the rule set by it) and element k is compared with glyph k + 1.
    private func matchInput(from index: Int, count: Int, matcher: SequenceMatcher, skipFirst: Bool) throws(FontError) -> [Int]? {
        guard count <= ShapingBudget.maximumContextLength else { return nil }
        if !skipFirst, try !matcher.matches(buffer.infos[index].glyph, element: 0) { return nil }
        var positions = [index]
        positions.reserveCapacity(count)
        var cursor = index
        for element in 1..<max(count, 1) {
            guard let next = try nextUnskipped(after: cursor) else { return nil }
            guard try matcher.matches(buffer.infos[next].glyph, element: skipFirst ? element - 1 : element) else {
                return nil
            }
            positions.append(next)
            cursor = next
        }
        return positions
    }

    /// Whether the `count` glyphs before `index` (nearest first) match.
    func matchBacktrack(before index: Int, count: Int, matcher: SequenceMatcher) throws(FontError) -> Bool {
        try matchSequence(from: index, count: count, matcher: matcher) { cursor throws(FontError) in
            try previousUnskipped(before: cursor)
        }
    }

    /// Whether the `count` glyphs after `index` match.
    func matchLookahead(after index: Int, count: Int, matcher: SequenceMatcher) throws(FontError) -> Bool {
        try matchSequence(from: index, count: count, matcher: matcher) { cursor throws(FontError) in
            try nextUnskipped(after: cursor)
        }
    }

    /// Whether the `count` glyphs that `step` reaches one by one from `index` match.
    private func matchSequence(from index: Int, count: Int, matcher: SequenceMatcher,
                               step: (Int) throws(FontError) -> Int?) throws(FontError) -> Bool {
        guard count <= ShapingBudget.maximumContextLength else { return false }
        var cursor = index
        for element in 0..<count {
            guard let neighbour = try step(cursor),
                try matcher.matches(buffer.infos[neighbour].glyph, element: element)
            else { return false }
            cursor = neighbour
        }
        return true
    }
}
