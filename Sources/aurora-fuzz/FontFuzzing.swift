/// `FontFuzzing`: fonts for the fuzzer — whole files, and each table parser on its own.
// Built only for fuzzing: @testable import needs the debug build that Scripts/fuzz makes.
#if FUZZING
@testable import AuroraText

/// Font inputs: a whole font, or one table parser reached directly, so inputs need no valid
/// `maxp` or table directory to get to it (most fuzz corpora stop there).
enum FontFuzzing {
    /// Loads every face of `bytes` and reads every glyph (up to 256) every way a renderer does.
    static func face(_ bytes: [UInt8]) {
        let data = FontData(bytes)
        let count = (try? FontFace.faceCount(in: data)) ?? 1
        for index in 0..<min(count, 4) {
            guard let face = try? FontFace(data: data, index: index) else { continue }
            for glyph in 0..<min(face.glyphCount, 256) {
                let id = GlyphID(glyph)
                _ = try? face.outline(of: id)
                _ = face.advance(of: id)
                _ = face.glyphName(id)
                _ = face.colorGlyph(id, pixelsPerEm: 32)
            }
            for scalar in "Aa1 ?é".unicodeScalars { _ = face.glyph(for: scalar) }
        }
    }

    /// The first byte picks a parser, the next two give the glyph count (or units per em), the
    /// rest is the table; parsers of two tables split it at a 16-bit length that follows.
    static func table(_ bytes: [UInt8]) {
        guard bytes.count >= 3 else { return }
        let count = Int(bytes[1]) << 8 | Int(bytes[2])
        let rest = Array(bytes[3...])
        let data = FontData(rest)
        switch bytes[0] % 16 {
        case 0: _ = try? CharacterMapTable(data, glyphCount: count).glyph(for: 0x41)
        case 1: _ = try? HeadTable(data)
        case 2: _ = try? HorizontalHeaderTable(data)
        case 3: _ = try? HorizontalMetricsTable(data, numberOfHMetrics: count / 2, glyphCount: count)
        case 4: _ = try? MaximumProfileTable(data)
        case 5: _ = try? NamingTable(data)
        case 6: _ = try? OS2Table(data)
        case 7: _ = try? PostScriptTable(data, glyphCount: count)
        case 8: _ = try? StandardBitmapGraphicsTable(data, glyphCount: count)
        case 9: _ = try? CharacterVariationMap(data)
        case 10:
            if let cff = try? CompactFontTable(data, unitsPerEm: max(16, count)) {
                for glyph in 0..<min(cff.charStrings.count, 500) { _ = try? cff.outline(of: GlyphID(glyph)) }
            }
        case 11:
            let (first, second) = split(rest)
            if let glyf = try? GlyphTable(glyf: second, loca: first, indexToLocFormat: count & 1, glyphCount: count >> 1) {
                for glyph in 0..<min(count >> 1, 500) { _ = try? glyf.outline(of: GlyphID(glyph), leftSideBearing: 0) }
            }
        case 12:
            let (first, second) = split(rest)
            _ = try? ColorBitmapTable(locations: first, data: second)
        case 13:
            let (first, second) = split(rest)
            _ = try? ColorLayerTable(colr: first, cpal: second)
        case 14: _ = try? TableDirectory(file: data, index: count & 3)
        default: face(rest)
        }
    }

    /// `bytes` split after a 16-bit big-endian length at its start.
    private static func split(_ bytes: [UInt8]) -> (FontData, FontData) {
        guard bytes.count >= 2 else { return (FontData([]), FontData([])) }
        let length = min(bytes.count - 2, Int(bytes[0]) << 8 | Int(bytes[1]))
        return (FontData(Array(bytes[2..<2 + length])), FontData(Array(bytes[(2 + length)...])))
    }
}
#endif
