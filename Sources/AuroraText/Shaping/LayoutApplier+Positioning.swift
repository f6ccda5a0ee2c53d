/// `LayoutApplier+Positioning`: the `GPOS` lookup types — single, pair, cursive, mark-to-base,
/// mark-to-ligature, mark-to-mark, contextual and chaining contextual positioning.

/// A GPOS ValueRecord: placement and advance adjustments in font units (device tables ignored).
struct PositionAdjustment {
    var xPlacement: Int32 = 0
    var yPlacement: Int32 = 0
    var xAdvance: Int32 = 0

    /// The record of `format` at `offset` in `data`.
    init(_ data: FontData, at offset: Int, format: UInt16) throws(FontError) {
        var cursor = offset
        if format & 0x01 != 0 { xPlacement = Int32(try data.int16(at: cursor)); cursor += 2 }
        if format & 0x02 != 0 { yPlacement = Int32(try data.int16(at: cursor)); cursor += 2 }
        if format & 0x04 != 0 { xAdvance = Int32(try data.int16(at: cursor)) }
        // YAdvance and the device tables do not apply to horizontal, unhinted text.
    }

    /// The size in bytes of a record of `format`.
    static func size(of format: UInt16) -> Int {
        (format & 0xFF).nonzeroBitCount * 2
    }
}

extension LayoutApplier {
    /// Applies one `GPOS` subtable of lookup type `type` at `index`; returns where to continue, or
    /// `nil` when it does not apply.
    func applyPositioning(type: UInt16, subtable: FontData, at index: Int, depth: Int) throws(FontError) -> Int? {
        switch type {
        case 1: return try applySingleAdjustment(subtable, at: index)
        case 2: return try applyPairAdjustment(subtable, at: index)
        case 3: return try applyCursive(subtable, at: index)
        case 4: return try applyMarkAttachment(subtable, at: index, kind: .base)
        case 5: return try applyMarkAttachment(subtable, at: index, kind: .ligature)
        case 6: return try applyMarkAttachment(subtable, at: index, kind: .mark)
        case 7: return try applyContext(subtable, chained: false, at: index, depth: depth)
        case 8: return try applyContext(subtable, chained: true, at: index, depth: depth)
        default: return nil
        }
    }

    /// Adds `adjustment` to the position of the glyph at `index`.
    private func adjust(_ index: Int, by adjustment: PositionAdjustment) {
        buffer.positions[index].xOffset += adjustment.xPlacement
        buffer.positions[index].yOffset += adjustment.yPlacement
        buffer.positions[index].xAdvance += adjustment.xAdvance
    }

    /// Type 1: one adjustment for every covered glyph (format 1) or one per glyph (format 2).
    private func applySingleAdjustment(_ subtable: FontData, at index: Int) throws(FontError) -> Int? {
        guard let coverageIndex = try CoverageTable(subtable, at: Int(try subtable.uint16(at: 2)))
            .index(of: buffer.infos[index].glyph)
        else { return nil }
        let format = try subtable.uint16(at: 4)
        switch try subtable.uint16(at: 0) {
        case 1:
            adjust(index, by: try PositionAdjustment(subtable, at: 6, format: format))
        case 2:
            guard coverageIndex < Int(try subtable.uint16(at: 6)) else { return nil }
            let at = 8 + coverageIndex * PositionAdjustment.size(of: format)
            adjust(index, by: try PositionAdjustment(subtable, at: at, format: format))
        default:
            return nil
        }
        return index + 1
    }

    /// Type 2: adjustments for a pair of glyphs, by glyph (format 1) or by class (format 2).
    private func applyPairAdjustment(_ subtable: FontData, at index: Int) throws(FontError) -> Int? {
        guard let coverageIndex = try CoverageTable(subtable, at: Int(try subtable.uint16(at: 2)))
            .index(of: buffer.infos[index].glyph),
            let second = try nextUnskipped(after: index)
        else { return nil }
        let secondGlyph = buffer.infos[second].glyph
        let format1 = try subtable.uint16(at: 4)
        let format2 = try subtable.uint16(at: 6)
        let size1 = PositionAdjustment.size(of: format1)
        let size2 = PositionAdjustment.size(of: format2)
        var recordAt: Int?
        var data = subtable
        switch try subtable.uint16(at: 0) {
        case 1:
            guard coverageIndex < Int(try subtable.uint16(at: 8)) else { return nil }
            data = try subtable.slice(from: Int(try subtable.uint16(at: 10 + coverageIndex * 2)))
            // Pair value records sorted by second glyph: binary search.
            let recordSize = 2 + size1 + size2
            var low = 0
            var high = Int(try data.uint16(at: 0)) - 1
            while low <= high {
                let middle = (low + high) / 2
                let candidate = try data.uint16(at: 2 + middle * recordSize)
                if candidate == secondGlyph {
                    recordAt = 2 + middle * recordSize + 2
                    break
                }
                if candidate < secondGlyph { low = middle + 1 } else { high = middle - 1 }
            }
        case 2:
            let class1 = Int(try ClassDefinitionTable(subtable, at: Int(try subtable.uint16(at: 8))).classOf(buffer.infos[index].glyph))
            let class2 = Int(try ClassDefinitionTable(subtable, at: Int(try subtable.uint16(at: 10))).classOf(secondGlyph))
            let class1Count = Int(try subtable.uint16(at: 12))
            let class2Count = Int(try subtable.uint16(at: 14))
            guard class1 < class1Count, class2 < class2Count else { return nil }
            recordAt = 16 + (class1 * class2Count + class2) * (size1 + size2)
        default:
            return nil
        }
        guard let recordAt else { return nil }
        adjust(index, by: try PositionAdjustment(data, at: recordAt, format: format1))
        adjust(second, by: try PositionAdjustment(data, at: recordAt + size1, format: format2))
        // With an adjustment of the second glyph, it is done; otherwise it may start the next pair.
        return format2 != 0 ? second + 1 : second
    }

    /// Reads an Anchor table (formats 1–3; the contour point and device parts are not used).
    private func anchor(_ data: FontData, at offset: Int) throws(FontError) -> (x: Int32, y: Int32)? {
        guard offset != 0 else { return nil }
        let anchor = try data.slice(from: offset)
        guard (1...3).contains(try anchor.uint16(at: 0)) else { return nil }
        return (Int32(try anchor.int16(at: 2)), Int32(try anchor.int16(at: 4)))
    }

    /// Type 3: joins the exit anchor of the previous glyph to the entry anchor of this one.
    private func applyCursive(_ subtable: FontData, at index: Int) throws(FontError) -> Int? {
        guard try subtable.uint16(at: 0) == 1 else { return nil }
        let coverage = try CoverageTable(subtable, at: Int(try subtable.uint16(at: 2)))
        let recordCount = Int(try subtable.uint16(at: 4))
        guard let entryIndex = try coverage.index(of: buffer.infos[index].glyph), entryIndex < recordCount,
            let entry = try anchor(subtable, at: Int(try subtable.uint16(at: 6 + entryIndex * 4))),
            let previous = try previousUnskipped(before: index),
            let exitIndex = try coverage.index(of: buffer.infos[previous].glyph), exitIndex < recordCount,
            let exit = try anchor(subtable, at: Int(try subtable.uint16(at: 6 + exitIndex * 4 + 2)))
        else { return nil }
        // Left to right: the previous glyph's advance ends at its exit; this glyph starts at its entry.
        buffer.positions[previous].xAdvance = exit.x + buffer.positions[previous].xOffset
        let shift = entry.x + buffer.positions[index].xOffset
        buffer.positions[index].xAdvance -= shift
        buffer.positions[index].xOffset -= shift
        // Across the line: one glyph of the pair hangs off the other (the flag says which).
        var child = index
        var parent = previous
        var yOffset = exit.y - entry.y
        if lookupFlag & LayoutLookup.rightToLeft != 0 {
            swap(&child, &parent)
            yOffset = -yOffset
        }
        // Break a chain that would loop back to this glyph.
        if buffer.positions[parent].attachedTo == Int32(child) { buffer.positions[parent].attachedTo = -1 }
        buffer.positions[child].attachedTo = Int32(parent)
        buffer.positions[child].isMarkAttachment = false
        buffer.positions[child].yOffset = yOffset
        return index + 1
    }

    /// What a mark attaches to in types 4, 5 and 6.
    enum MarkAttachmentKind { case base, ligature, mark }

    /// Types 4–6: places a mark so that its anchor meets the matching anchor of a preceding base,
    /// ligature component or mark.
    private func applyMarkAttachment(_ subtable: FontData, at index: Int, kind: MarkAttachmentKind) throws(FontError) -> Int? {
        let mark = buffer.infos[index]
        guard try subtable.uint16(at: 0) == 1,
            let markIndex = try CoverageTable(subtable, at: Int(try subtable.uint16(at: 2))).index(of: mark.glyph)
        else { return nil }
        // Find what the mark attaches to.
        var target: Int?
        switch kind {
        case .base, .ligature:
            // The nearest preceding glyph that is not a mark.
            var cursor = index - 1
            while cursor >= 0 {
                try budget.spend()
                if buffer.infos[cursor].glyphClass != .mark { target = cursor; break }
                cursor -= 1
            }
        case .mark:
            // The previous mark, skipping only what the mark filtering rules skip.
            let savedFlag = lookupFlag
            lookupFlag &= ~(LayoutLookup.ignoreBaseGlyphs | LayoutLookup.ignoreLigatures | LayoutLookup.ignoreMarks)
            let found = try previousUnskipped(before: index)
            lookupFlag = savedFlag
            if let previous = found, buffer.infos[previous].glyphClass == .mark {
                let other = buffer.infos[previous]
                if mark.ligatureID == other.ligatureID {
                    // Marks on the same base, or on the same component of a ligature.
                    if mark.ligatureID == 0 || mark.ligatureComponent == other.ligatureComponent { target = previous }
                } else if (mark.ligatureID > 0 && mark.ligatureComponent == 0)
                    || (other.ligatureID > 0 && other.ligatureComponent == 0) {
                    // One of the two marks is itself a ligature.
                    target = previous
                }
            }
        }
        guard let target,
            let baseIndex = try CoverageTable(subtable, at: Int(try subtable.uint16(at: 4))).index(of: buffer.infos[target].glyph)
        else { return nil }
        let classCount = Int(try subtable.uint16(at: 6))
        let markArray = try subtable.slice(from: Int(try subtable.uint16(at: 8)))
        let baseArray = try subtable.slice(from: Int(try subtable.uint16(at: 10)))
        guard markIndex < Int(try markArray.uint16(at: 0)) else { return nil }
        let markClass = Int(try markArray.uint16(at: 2 + markIndex * 4))
        guard markClass < classCount,
            let markAnchor = try anchor(markArray, at: Int(try markArray.uint16(at: 2 + markIndex * 4 + 2))),
            baseIndex < Int(try baseArray.uint16(at: 0))
        else { return nil }
        let baseAnchor: (x: Int32, y: Int32)?
        if kind == .ligature {
            let attach = try baseArray.slice(from: Int(try baseArray.uint16(at: 2 + baseIndex * 2)))
            let componentCount = Int(try attach.uint16(at: 0))
            guard componentCount > 0 else { return nil }
            let ligature = buffer.infos[target]
            var component = componentCount - 1
            if ligature.ligatureID != 0, mark.ligatureID == ligature.ligatureID, mark.ligatureComponent > 0 {
                component = min(componentCount, Int(mark.ligatureComponent)) - 1
            }
            baseAnchor = try anchor(attach, at: Int(try attach.uint16(at: 2 + (component * classCount + markClass) * 2)))
        } else {
            baseAnchor = try anchor(baseArray, at: Int(try baseArray.uint16(at: 2 + (baseIndex * classCount + markClass) * 2)))
        }
        guard let baseAnchor else { return nil }
        buffer.positions[index].xOffset = baseAnchor.x - markAnchor.x
        buffer.positions[index].yOffset = baseAnchor.y - markAnchor.y
        buffer.positions[index].attachedTo = Int32(target)
        buffer.positions[index].isMarkAttachment = true
        return index + 1
    }
}
