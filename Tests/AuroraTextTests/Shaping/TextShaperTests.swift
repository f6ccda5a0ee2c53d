/// Tests for `TextShaper` with installed fonts: clusters, ligatures, kerning, marks, emoji, bad tables.

import Foundation
import Testing
@testable import AuroraText

@Suite
struct TextShaperTests {
    let face = TestFonts.dejaVuSans

    /// The glyph names of a shaping result.
    func names(_ glyphs: [ShapedGlyph]) -> [String] {
        glyphs.map { face.glyphName($0.glyph) ?? "?" }
    }

    @Test func plainTextMapsOneGlyphPerCharacterWithItsAdvance() {
        let glyphs = TextShaper.shape("Hi", face: face)
        #expect(names(glyphs) == ["H", "i"])
        #expect(glyphs.map(\.cluster) == [0..<1, 1..<2])
        #expect(glyphs.map(\.advance) == [CGFloat(face.advance(of: glyphs[0].glyph)), CGFloat(face.advance(of: glyphs[1].glyph))])
    }

    @Test func standardLigaturesJoinClusters() {
        let glyphs = TextShaper.shape("fi ffl", face: face)
        #expect(names(glyphs) == ["fi", "space", "uniFB04"])
        #expect(glyphs.map(\.cluster) == [0..<2, 2..<3, 3..<6])
        let unligated = TextShaper.shape("fi ffl", face: face, features: ["liga": false])
        #expect(names(unligated) == ["f", "i", "space", "f", "f", "l"])
    }

    @Test func kerningComesFromGPOSAndCanBeTurnedOff() {
        let kerned = TextShaper.shape("AV", face: face)
        let plain = TextShaper.shape("AV", face: face, features: ["kern": false])
        #expect(kerned[0].advance < plain[0].advance)
        #expect(plain[0].advance == CGFloat(face.advance(of: plain[0].glyph)))
    }

    @Test func combiningMarkSharesTheGraphemeClusterAndIsPlacedOnItsBase() {
        let glyphs = TextShaper.shape("e\u{301}x", face: face)
        #expect(names(glyphs) == ["e", "acutecomb", "x"])
        #expect(glyphs.map(\.cluster) == [0..<2, 0..<2, 2..<3])
        #expect(glyphs[1].advance == 0)
        // The mark is pulled back over the "e" (its offset is relative to the pen after the e).
        #expect(glyphs[1].offset.x < 0 && glyphs[1].offset.x > -glyphs[0].advance)
    }

    @Test func unknownVariationSelectorIsDroppedIntoItsCluster() {
        let glyphs = TextShaper.shape("a\u{FE0F}b", face: face)
        #expect(names(glyphs) == ["a", "b"])
        #expect(glyphs.map(\.cluster) == [0..<2, 2..<3])
    }

    @Test func missingCharactersBecomeNotdef() {
        let glyphs = TextShaper.shape("\u{E000}", face: face)
        #expect(glyphs.map(\.glyph) == [0])
    }

    @Test func emptyTextGivesNoGlyphs() {
        #expect(TextShaper.shape("", face: face).isEmpty)
    }

    @Test(.enabled(if: TestFonts.notoColorEmojiPath != nil, "needs Noto Color Emoji (Debian: fonts-noto-color-emoji)"))
    func emojiSequencesBecomeOneGlyph() throws {
        let emoji = try #require(try FontFace.load(path: TestFonts.notoColorEmojiPath!).first)
        // Technologist (ZWJ sequence), thumbs up with a skin tone, a flag, a keycap.
        for (text, units) in [("🧑‍💻", 5), ("👍🏽", 4), ("🇰🇷", 4), ("1️⃣", 3)] {
            let glyphs = TextShaper.shape(text, face: emoji)
            #expect(glyphs.count == 1, "\(text)")
            #expect(glyphs.first?.cluster == 0..<units, "\(text)")
            #expect(glyphs.first?.glyph != 0, "\(text)")
        }
    }

    @Test func selfRecursiveGSUBFallsBackToCmapGlyphs() throws {
        let path = try #require(TestFonts.dejaVuSansPath)
        let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let h = Int(face.glyph(for: "H"))
        // DFLT → feature liga → lookup 0: a context rule on "H" that applies lookup 0 again.
        let gsub = FontPatcher.words([
            1, 0, 10, 30, 44,                    // header: version, script, feature, lookup lists
            1, 0x4446, 0x4C54, 8, 4, 0,          // ScriptList: DFLT → Script: default LangSys at 4
            0, 0xFFFF, 1, 0,                     // LangSys: feature 0
            1, 0x6C69, 0x6761, 8, 0, 1, 0,       // FeatureList: liga → lookup 0
            1, 4, 5, 0, 1, 8,                    // LookupList → Lookup: type 5, one subtable
            3, 1, 1, 12, 0, 0,                   // Context format 3: coverage at 12, record (0, lookup 0)
            1, 1, h,                             // Coverage: H
        ])
        let patched = try #require(FontPatcher.replacing("GSUB", with: gsub, in: original))
        let hostile = try FontFace(data: FontData(patched))
        let glyphs = TextShaper.shape("HHi", face: hostile)
        #expect(glyphs.map(\.glyph) == ["H", "H", "i"].map { face.glyph(for: $0) })
        // The table parsed; it was its application that hit the nesting limit.
        let tables = FaceLayoutTables.of(hostile)
        let substitution = try #require(tables.substitution)
        #expect(tables.plan(script: "latn", features: ["liga"]).substitutionLookups == [0])
        let buffer = GlyphBuffer(TextShaper.mapCharacters("H", face: hostile, definitions: nil))
        let applier = LayoutApplier(table: substitution, definitions: nil, buffer: buffer)
        #expect(throws: FontError.limitExceeded("nested lookups", limit: ShapingBudget.maximumNestingDepth)) {
            try applier.apply(lookupIndices: [0])
        }
    }

    @Test func truncatedGPOSIsDroppedAndTheKernTableUsed() throws {
        let path = try #require(TestFonts.dejaVuSansPath)
        let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let truncated = FontPatcher.words([1, 0, 10, 2000, 3000])
        let patched = try #require(FontPatcher.replacing("GPOS", with: truncated, in: original))
        let broken = try FontFace(data: FontData(patched))
        #expect(FaceLayoutTables.of(broken).positioning == nil)
        #expect(FaceLayoutTables.of(broken).errors["GPOS"] != nil)
        let glyphs = TextShaper.shape("AV", face: broken)
        #expect(glyphs.count == 2)
        // DejaVu's `kern` table has the same A–V pair.
        #expect(glyphs[0].advance < CGFloat(face.advance(of: glyphs[0].glyph)))
    }

    @Test func doublingMultipleSubstitutionsStopAtTheGrowthLimit() throws {
        let path = try #require(TestFonts.dejaVuSansPath)
        let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let h = Int(face.glyph(for: "H"))
        // 20 lookups under `liga`, each a multiple substitution H → H H (2^20 glyphs if unchecked).
        let count = 20
        let lookupList = 42 + 2 * count
        let firstLookup = lookupList + 2 + 2 * count
        let subtable = firstLookup + 8 * count
        var words = [1, 0, 10, 30, lookupList]
        words += [1, 0x4446, 0x4C54, 8, 4, 0, 0, 0xFFFF, 1, 0]               // DFLT → LangSys → feature 0
        words += [1, 0x6C69, 0x6761, 8, 0, count] + Array(0..<count)          // liga → lookups 0..<20
        words += [count] + (0..<count).map { firstLookup + 8 * $0 - lookupList }
        for k in 0..<count { words += [2, 0, 1, subtable - (firstLookup + 8 * k)] }
        words += [1, 14, 1, 8, 2, h, h, 1, 1, h]                              // MultipleSubst, sequence, coverage
        let patched = try #require(FontPatcher.replacing("GSUB", with: FontPatcher.words(words), in: original))
        let doubling = try FontFace(data: FontData(patched))
        #expect(FaceLayoutTables.of(doubling).plan(script: "latn", features: ["liga"]).substitutionLookups.count == count)
        // Three lookups alone give 8 glyphs; all twenty exceed the limit and the cmap glyph stays.
        let buffer = GlyphBuffer(TextShaper.mapCharacters("H", face: doubling, definitions: nil))
        let table = try #require(FaceLayoutTables.of(doubling).substitution)
        try LayoutApplier(table: table, definitions: nil, buffer: buffer).apply(lookupIndices: [0, 1, 2])
        #expect(buffer.infos.map(\.glyph) == Array(repeating: GlyphID(h), count: 8))
        #expect(TextShaper.shape("H", face: doubling).map(\.glyph) == [GlyphID(h)])
    }
}
