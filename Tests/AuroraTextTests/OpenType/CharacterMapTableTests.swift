import Testing
@testable import AuroraText

/// cmap subtables built by hand, one format at a time.
@Suite struct CharacterMapTableTests {
    /// A cmap table with one subtable per (platform, encoding, body).
    func cmap(_ subtables: [(Int, Int, [UInt8])]) -> [UInt8] {
        var out: [UInt8] = []
        out.append16(0); out.append16(subtables.count)
        var offset = 4 + subtables.count * 8
        for (platform, encoding, body) in subtables {
            out.append16(platform); out.append16(encoding); out.append32(offset)
            offset += body.count
        }
        for (_, _, body) in subtables { out += body }
        return out
    }

    /// Format 4 from (start, end, delta, glyph ids or nil) segments; the 0xFFFF segment is added.
    func format4(_ segments: [(Int, Int, Int, [Int]?)]) -> [UInt8] {
        let all = segments + [(0xFFFF, 0xFFFF, 1, nil)]
        let n = all.count
        var body: [UInt8] = []
        body.append16(4); body.append16(0); body.append16(0)
        body.append16(n * 2); body.append16(0); body.append16(0); body.append16(0)
        for s in all { body.append16(s.1) }
        body.append16(0)
        for s in all { body.append16(s.0) }
        for s in all { body.append16(s.2 & 0xFFFF) }
        // idRangeOffsets point into the glyph array that follows them.
        var arrays: [Int] = []
        for (i, s) in all.enumerated() {
            if let ids = s.3 {
                body.append16((n - i) * 2 + arrays.count * 2)
                arrays += ids
            } else {
                body.append16(0)
            }
        }
        for id in arrays { body.append16(id) }
        body.put16(body.count, at: 2)
        return body
    }

    func face(_ cmapTable: [UInt8], glyphs: Int = 100) throws -> FontFace {
        var font = SyntheticFont(glyphCount: glyphs)
        font.tables["cmap"] = cmapTable
        return try font.face
    }

    @Test func format4DeltasWrapAndRangeOffsetsIndexTheGlyphArray() throws {
        let face = try face(cmap([(3, 1, format4([(0x41, 0x43, -0x40 + 0x10000, nil),   // A..C → 1..3 via wrap
                                                  (0x61, 0x63, 5, [10, 0, 12])]))]))     // a → 10+5, b → 0, c → 17
        #expect(face.glyph(for: "A") == 1 && face.glyph(for: "C") == 3)
        #expect(face.glyph(for: "a") == 15)
        #expect(face.glyph(for: "b") == 0)
        #expect(face.glyph(for: "c") == 17)
        #expect(face.glyph(for: "D") == 0 && face.glyph(for: "\u{FFFF}") == 0)
    }

    @Test func format12WinsOverFormat4AndGlyphsPastTheCountAreMissing() throws {
        var body: [UInt8] = []
        body.append16(12); body.append16(0); body.append32(16 + 24); body.append32(0); body.append32(2)
        body.append32(0x1F600); body.append32(0x1F602); body.append32(50)
        body.append32(0x41); body.append32(0x41); body.append32(99)
        let face = try face(cmap([(3, 1, format4([(0x41, 0x41, 1, nil)])), (3, 10, body)]))
        #expect(face.glyph(for: "😀") == 50 && face.glyph(for: "😂") == 52)
        #expect(face.glyph(for: "A") == 99)
        var small = SyntheticFont(glyphCount: 51)
        small.tables["cmap"] = cmap([(3, 10, body)])
        #expect(try small.face.glyph(for: "😂") == 0)   // glyph 52 does not exist
    }

    @Test func symbolFontsAnswerThroughThePrivateUseArea() throws {
        let face = try face(cmap([(3, 0, format4([(0xF041, 0xF041, 7 - 0xF041 + 0x10000, nil)]))]))
        #expect(face.glyph(for: "A") == 7)
        #expect(face.glyph(for: "\u{F041}") == 7)
    }

    @Test func macRomanMapsThroughTheMacEncoding() throws {
        var body: [UInt8] = []
        body.append16(0); body.append16(262); body.append16(0)
        var ids = [UInt8](repeating: 0, count: 256)
        ids[0x41] = 3; ids[0x80] = 5; ids[0xA5] = 6   // A, Ä, •
        body += ids
        let face = try face(cmap([(1, 0, body)]))
        #expect(face.glyph(for: "A") == 3)
        #expect(face.glyph(for: "Ä") == 5)
        #expect(face.glyph(for: "•") == 6)
        #expect(face.glyph(for: "\u{80}") == 0)
    }

    @Test func variationSequencesUseDefaultOrSpecificGlyphs() throws {
        var uvs: [UInt8] = []
        uvs.append16(14); uvs.append32(0); uvs.append32(2)
        let records = 10 + 2 * 11
        // VS1 (U+FE00): 'A' uses the default glyph; VS16 (U+FE0F): 'A' → glyph 42.
        uvs += [0x00, 0xFE, 0x00]; uvs.append32(records); uvs.append32(0)
        uvs += [0x00, 0xFE, 0x0F]; uvs.append32(0); uvs.append32(records + 8)
        uvs.append32(1); uvs += [0x00, 0x00, 0x41, 0x00]              // default: U+0041, no extra
        uvs.append32(1); uvs += [0x00, 0x00, 0x41]; uvs.append16(42)   // non-default: U+0041 → 42
        uvs.put32(uvs.count, at: 2)
        let face = try face(cmap([(3, 1, format4([(0x41, 0x41, 1, nil)])), (0, 5, uvs)]))
        #expect(face.glyph(for: "A", variationSelector: "\u{FE00}") == 0x42)   // default glyph: 'A' + 1
        #expect(face.glyph(for: "A", variationSelector: "\u{FE0F}") == 42)
        #expect(face.glyph(for: "A", variationSelector: "\u{FE01}") == nil)
        #expect(face.glyph(for: "B", variationSelector: "\u{FE00}") == nil)
    }

    @Test func aBrokenCmapLeavesTheFaceWithoutCharacters() throws {
        let face = try face([0, 0, 0, 1, 0, 3, 0, 1, 0, 0, 0xFF, 0xFF])   // subtable offset past the end
        #expect(face.glyph(for: "A") == 0)
        #expect(!face.covers("A"))
    }
}
