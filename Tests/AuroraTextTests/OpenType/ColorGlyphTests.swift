import Testing
import Foundation
@testable import AuroraText

@Suite(.enabled(if: TestFonts.notoColorEmojiPath != nil, "Noto Color Emoji is not installed (apt-get install fonts-noto-color-emoji)"))
struct ColorBitmapGlyphTests {
    // Expected values read from the same file with fontTools.
    static let face = TestFonts.notoColorEmojiPath.flatMap { try? FontFace.load(path: $0).first }

    @Test func emojiAreCBDTBitmapsWithPlacement() throws {
        let face = try #require(Self.face)
        #expect(face.hasColorGlyphs)
        let grin = face.glyph(for: "😀")
        #expect(grin == 883)
        guard case .bitmap(let bitmap)? = face.colorGlyph(grin, pixelsPerEm: 51) else {
            Issue.record("no bitmap for U+1F600"); return
        }
        // One strike (109 ppem); image format 17: 136×128 px, bearing (0, 101).
        #expect(bitmap.pixelsPerEm == 109)
        #expect(bitmap.pixelWidth == 136 && bitmap.pixelHeight == 128)
        #expect(bitmap.png.count == 3296)
        #expect(Array(bitmap.png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        let scale = 2048.0 / 109
        #expect(abs(bitmap.bounds.minX) < 1e-9)
        #expect(abs(bitmap.bounds.maxY - 101 * scale) < 1e-9)
        #expect(abs(bitmap.bounds.height - 128 * scale) < 1e-9)
    }

    @Test func glyphsWithoutBitmapsAndOutOfRangeIdsHaveNone() throws {
        let face = try #require(Self.face)
        #expect(face.colorGlyph(GlyphID(face.glyphCount), pixelsPerEm: 20) == nil)
        #expect(throws: FontError.self) { try face.outline(of: 883) }   // bitmap-only font: no outline table
    }
}

@Suite(.enabled(if: TestFonts.fuzzCorpusFile("TwemojiMozilla.subset.ttf") != nil, "../shared corpora are absent"))
struct ColorLayerGlyphTests {
    @Test func colrGlyphsAreLayersWithPaletteColours() throws {
        let face = try #require(try FontFace.load(path: TestFonts.fuzzCorpusFile("TwemojiMozilla.subset.ttf")!).first)
        #expect(face.hasColorGlyphs)
        let glyph = face.glyph(for: "\u{3297}")
        #expect(glyph == 2)
        #expect(face.colorGlyph(glyph, pixelsPerEm: 12) == .layers([
            ColorGlyphLayer(glyph: 4, paint: .color(red: 0xDD, green: 0x2E, blue: 0x44, alpha: 0xFF)),
            ColorGlyphLayer(glyph: 5, paint: .color(red: 0xFF, green: 0xFF, blue: 0xFF, alpha: 0xFF)),
        ]))
        #expect(face.colorGlyph(face.glyph(for: "2"), pixelsPerEm: 12) == nil)
    }
}

@Suite(.enabled(if: TestFonts.fuzzCorpusFile("sbix.ttf") != nil, "../shared corpora are absent"))
struct AppleBitmapGlyphTests {
    @Test func sbixPicksTheSmallestStrikeAtLeastAsLarge() throws {
        let face = try #require(try FontFace.load(path: TestFonts.fuzzCorpusFile("sbix.ttf")!).first)
        guard case .bitmap(let bitmap)? = face.colorGlyph(face.glyph(for: "X"), pixelsPerEm: 100) else {
            Issue.record("no sbix bitmap"); return
        }
        #expect(bitmap.pixelsPerEm == 128)
        #expect(bitmap.pixelWidth == 80 && bitmap.pixelHeight == 93)
        #expect(bitmap.png.count == 5009)
        guard case .bitmap(let huge)? = face.colorGlyph(face.glyph(for: "X"), pixelsPerEm: 4000) else {
            Issue.record("no sbix bitmap"); return
        }
        #expect(huge.pixelsPerEm == 1024)
    }
}

@Suite struct SyntheticColorLayerTests {
    @Test func foregroundLayersAndBadPaletteIndicesUseTheTextColour() throws {
        var font = SyntheticFont(glyphCount: 3)
        font.setGlyphs([[], .simpleGlyph([(0, 0), (10, 0), (10, 10)]), .simpleGlyph([(0, 0), (5, 0), (5, 5)])])
        var colr: [UInt8] = []
        colr.append16(0); colr.append16(1); colr.append32(14); colr.append32(20); colr.append16(2)
        colr.append16(0); colr.append16(0); colr.append16(2)            // glyph 0 → layers 0..<2
        colr.append16(1); colr.append16(0xFFFF)                         // foreground
        colr.append16(2); colr.append16(0)                              // palette entry 0
        font.tables["COLR"] = colr
        var cpal: [UInt8] = []
        cpal.append16(0); cpal.append16(1); cpal.append16(1); cpal.append16(1); cpal.append32(14); cpal.append16(0)
        cpal += [0x30, 0x20, 0x10, 0x80]                               // BGRA
        font.tables["CPAL"] = cpal
        let face = try font.face
        #expect(face.colorGlyph(0, pixelsPerEm: 16) == .layers([
            ColorGlyphLayer(glyph: 1, paint: .foreground),
            ColorGlyphLayer(glyph: 2, paint: .color(red: 0x10, green: 0x20, blue: 0x30, alpha: 0x80)),
        ]))
        #expect(face.colorGlyph(1, pixelsPerEm: 16) == nil)
    }
}

@Suite(.enabled(if: TestFonts.fuzzCorpusFile("NotoColorEmoji.subset.multiple_size_tables.ttf") != nil, "../shared corpora are absent"))
struct ColorBitmapStrikeTests {
    func bitmap(_ file: String, _ scalar: Unicode.Scalar, ppem: Int) throws -> ColorGlyphBitmap? {
        let face = try #require(try FontFace.load(path: TestFonts.fuzzCorpusFile(file)!).first)
        guard case .bitmap(let bitmap)? = face.colorGlyph(face.glyph(for: scalar), pixelsPerEm: ppem) else { return nil }
        return bitmap
    }

    @Test func theStrikeIsTheSmallestAtLeastTheRequestedSizeElseTheLargest() throws {
        let file = "NotoColorEmoji.subset.multiple_size_tables.ttf"
        #expect(try bitmap(file, "8", ppem: 20)?.pixelsPerEm == 109)
        #expect(try bitmap(file, "8", ppem: 109)?.pixelsPerEm == 109)
        #expect(try bitmap(file, "8", ppem: 110)?.pixelsPerEm == 210)
        #expect(try bitmap(file, "8", ppem: 500)?.pixelsPerEm == 210)
        let large = try #require(try bitmap(file, "8", ppem: 500))
        #expect(abs(large.bounds.width - 136 * 2048 / 210.0) < 1e-9)
    }

    @Test func indexFormat3ReadsShortOffsets() throws {
        let file = "NotoColorEmoji.subset.index_format3.ttf"
        #expect(try bitmap(file, "8", ppem: 40)?.png.count == 925)
        #expect(try bitmap(file, "9", ppem: 40)?.png.count == 929)
        #expect(try bitmap(file, "®", ppem: 40)?.png.count == 3422)
        #expect(try bitmap(file, "A", ppem: 40) == nil)
    }
}
