/// `TextShaper`: turns a string into positioned glyphs of one face — cmap by grapheme, GSUB, GPOS or `kern`.

import Foundation

/// Shapes text with one font face: maps each grapheme's characters through `cmap` (with
/// variation sequences from `cmap` format 14), substitutes with `GSUB`, positions with `GPOS` (or
/// the old `kern` table when `GPOS` does not kern), and keeps every glyph's character range.
///
/// Text is shaped left to right. Scripts that need reordering or joining (Arabic, Indic) get the
/// font's generic features only. A `GSUB` or `GPOS` table that turns out malformed or exceeds the
/// shaping limits is dropped for that call: the result is then the plain `cmap` glyphs and advances.
public struct TextShaper {
    /// The features applied unless turned off: composition, localized forms, required and
    /// contextual ligatures, standard ligatures, contextual alternates, kerning, mark positioning.
    public static let defaultFeatures: Set<FontTag> = [
        "ccmp", "locl", "rlig", "rclt", "liga", "clig", "calt", "curs", "kern", "dist", "mark", "mkmk", "abvm", "blwm",
    ]

    /// The glyphs of `text` in `face`, in font units. `features` turns features on (`true`) or off
    /// (`false`) on top of `defaultFeatures`.
    public static func shape(_ text: String, face: FontFace, features: [FontTag: Bool] = [:]) -> [ShapedGlyph] {
        var enabled = defaultFeatures
        for (tag, isOn) in features {
            if isOn { enabled.insert(tag) } else { enabled.remove(tag) }
        }
        let tables = FaceLayoutTables.of(face)
        let script = ScriptDetection.script(of: Substring(text).unicodeScalars)
        let plan = tables.plan(script: script, features: enabled)
        let buffer = GlyphBuffer(mapCharacters(text, face: face, definitions: tables.definitions))

        // Substitution: a failure restores the cmap glyphs.
        if let substitution = tables.substitution, plan.substitutionError == nil, !plan.substitutionLookups.isEmpty {
            let original = buffer.infos
            let applier = LayoutApplier(table: substitution, definitions: tables.definitions, buffer: buffer)
            do throws(FontError) {
                try applier.apply(lookupIndices: plan.substitutionLookups)
            } catch {
                buffer.infos = original
            }
        }
        removeDefaultIgnorables(buffer)

        // Positioning: a failure restores the plain advances.
        buffer.positions = buffer.infos.map { GlyphPosition(xAdvance: Int32(clamping: face.advance(of: $0.glyph))) }
        var positioned = false
        if let positioning = tables.positioning, plan.positioningError == nil, !plan.positioningLookups.isEmpty {
            let original = buffer.positions
            let applier = LayoutApplier(table: positioning, definitions: tables.definitions, buffer: buffer)
            do throws(FontError) {
                try applier.apply(lookupIndices: plan.positioningLookups)
                positioned = true
            } catch {
                buffer.positions = original
            }
        }
        if enabled.contains("kern"), !(positioned && plan.positioningHasKerning), let kerning = tables.legacyKerning {
            applyLegacyKerning(kerning, to: buffer)
        }
        if positioned {
            // Marks take no room of their own once GPOS has placed them.
            for index in buffer.infos.indices where buffer.infos[index].glyphClass == .mark {
                buffer.positions[index].xAdvance = 0
            }
        }
        resolveAttachments(buffer)
        return output(buffer)
    }

    /// One glyph per character, each carrying its grapheme's UTF-16 range as its cluster.
    static func mapCharacters(_ text: String, face: FontFace, definitions: GlyphDefinitionTable?) -> [GlyphInfo] {
        var infos: [GlyphInfo] = []
        infos.reserveCapacity(text.utf16.count)
        var offset = 0
        for character in text {
            let start = offset
            let end = start + character.utf16.count
            offset = end
            var previousScalar: Unicode.Scalar?
            for scalar in character.unicodeScalars {
                defer { previousScalar = scalar }
                if isVariationSelector(scalar), let base = previousScalar, !infos.isEmpty,
                    let variant = face.glyph(for: base, variationSelector: scalar) {
                    // A variation sequence the font knows: its glyph replaces the base; the selector goes.
                    infos[infos.count - 1].glyph = variant
                    continue
                }
                let glyph = face.glyph(for: scalar)
                var glyphClass: GlyphClass = isMark(scalar) ? .mark : .base
                var markClass: UInt8 = 0
                if let definitions {
                    glyphClass = (try? definitions.glyphClass(of: glyph)) ?? nil ?? glyphClass
                    markClass = (try? definitions.markAttachmentClass(of: glyph)) ?? 0
                }
                infos.append(GlyphInfo(
                    glyph: glyph, clusterStart: start, clusterEnd: end, glyphClass: glyphClass,
                    markAttachmentClass: markClass,
                    isDefaultIgnorable: scalar.properties.isDefaultIgnorableCodePoint))
            }
        }
        return infos
    }

    /// Variation selectors 1–16 and 17–256.
    static func isVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
        (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
    }

    /// Combining marks (Mn, Mc, Me): the glyph class when the font's GDEF gives none.
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x300 else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Drops glyphs of default-ignorable characters (ZWJ, ZWNJ, selectors, soft hyphens, zero-width
    /// spaces…) that no ligature consumed; their characters join the previous glyph's cluster (the
    /// next one's at the start), so every character still belongs to a glyph.
    static func removeDefaultIgnorables(_ buffer: GlyphBuffer) {
        guard buffer.infos.contains(where: \.isDefaultIgnorable) else { return }
        var kept: [GlyphInfo] = []
        kept.reserveCapacity(buffer.infos.count)
        var pendingStart: Int?
        for var info in buffer.infos {
            if info.isDefaultIgnorable {
                if kept.isEmpty {
                    pendingStart = min(pendingStart ?? info.clusterStart, info.clusterStart)
                } else {
                    kept[kept.count - 1].clusterEnd = max(kept[kept.count - 1].clusterEnd, info.clusterEnd)
                }
                continue
            }
            if let start = pendingStart {
                info.clusterStart = min(info.clusterStart, start)
                pendingStart = nil
            }
            kept.append(info)
        }
        buffer.infos = kept
    }

    /// Adds `kern` table pairs between neighbouring glyphs, skipping marks.
    static func applyLegacyKerning(_ kerning: LegacyKerningTable, to buffer: GlyphBuffer) {
        var previous: Int?
        for index in buffer.infos.indices {
            guard buffer.infos[index].glyphClass != .mark else { continue }
            if let previous {
                let value = (try? kerning.kerning(buffer.infos[previous].glyph, buffer.infos[index].glyph)) ?? 0
                buffer.positions[previous].xAdvance += value
            }
            previous = index
        }
    }

    /// Turns attachment links into final offsets: a mark's offset becomes relative to its own pen
    /// position (its base's offset added, the advances in between subtracted); a cursive glyph
    /// inherits its parent's vertical offset.
    static func resolveAttachments(_ buffer: GlyphBuffer) {
        let count = buffer.positions.count
        guard buffer.positions.contains(where: { $0.attachedTo >= 0 }) else { return }
        var resolved = [Bool](repeating: false, count: count)
        func resolve(_ index: Int, depth: Int) {
            guard !resolved[index] else { return }
            resolved[index] = true
            let parent = Int(buffer.positions[index].attachedTo)
            guard parent >= 0, parent < count, parent != index, depth < 64 else { return }
            resolve(parent, depth: depth + 1)
            let parentPosition = buffer.positions[parent]
            buffer.positions[index].yOffset += parentPosition.yOffset
            if buffer.positions[index].isMarkAttachment {
                buffer.positions[index].xOffset += parentPosition.xOffset
                if parent < index {
                    for between in parent..<index { buffer.positions[index].xOffset -= buffer.positions[between].xAdvance }
                } else {
                    for between in index..<parent { buffer.positions[index].xOffset += buffer.positions[between].xAdvance }
                }
            }
        }
        for index in 0..<count { resolve(index, depth: 0) }
    }

    /// The shaped glyphs, with clusters merged so that overlapping ones (a ligature spanning
    /// several graphemes and the marks inside it) become one.
    static func output(_ buffer: GlyphBuffer) -> [ShapedGlyph] {
        let infos = buffer.infos
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(infos.count)
        var groupStart = 0
        while groupStart < infos.count {
            var lower = infos[groupStart].clusterStart
            var upper = infos[groupStart].clusterEnd
            var groupEnd = groupStart + 1
            while groupEnd < infos.count, infos[groupEnd].clusterStart < upper {
                lower = min(lower, infos[groupEnd].clusterStart)
                upper = max(upper, infos[groupEnd].clusterEnd)
                groupEnd += 1
            }
            for index in groupStart..<groupEnd {
                let position = buffer.positions[index]
                glyphs.append(ShapedGlyph(
                    glyph: infos[index].glyph, cluster: lower..<upper, advance: CGFloat(position.xAdvance),
                    offset: CGPoint(x: CGFloat(position.xOffset), y: CGFloat(position.yOffset))))
            }
            groupStart = groupEnd
        }
        return glyphs
    }
}
