import Testing
@testable import AuroraText

@Suite
struct FontFaceTests {
    // Expected values read from the same file with fontTools 4.x.
    var face: FontFace { TestFonts.dejaVuSans }

    @Test func readsHeadMaxpAndNames() {
        #expect(face.unitsPerEm == 2048)
        #expect(face.glyphCount == 6253)
        #expect(face.familyName == "DejaVu Sans")
        #expect(face.styleName == "Book")
        #expect(face.postScriptName == "DejaVuSans")
        #expect(face.weight == 400)
        #expect(face.width == 5)
        #expect(!face.isItalic)
        #expect(!face.isMonospaced)
    }

    @Test func mapsCharactersThroughTheFullUnicodeSubtable() {
        #expect(face.glyph(for: "A") == 36)
        #expect(face.glyph(for: "a") == 68)
        #expect(face.glyph(for: "€") == 2948)
        #expect(face.glyph(for: "\u{FB01}") == 5042)   // ﬁ
        #expect(face.glyph(for: "😀") == 5857)          // beyond the BMP: format 12
        #expect(face.glyph(for: "한") == 0)
        #expect(face.covers("A"))
        #expect(!face.covers("한"))
    }

    @Test func readsAdvancesAndGlyphNames() {
        #expect(face.advance(of: 36) == 1401)
        #expect(face.advance(of: 68) == 1255)
        #expect(face.advance(of: 2948) == 1303)
        #expect(face.advance(of: GlyphID(face.glyphCount)) == 0)
        #expect(face.glyphName(0) == ".notdef")
        #expect(face.glyphName(36) == "A")
        #expect(face.glyphName(1000) == "uni0453")
        #expect(face.glyphName(5042) == "fi")
        #expect(face.glyphName(GlyphID(face.glyphCount)) == nil)
    }

    @Test func resolvesLineMetricsFromHhea() {
        let m = face.metrics
        #expect(m.ascender == 1901)
        #expect(m.descender == -483)
        #expect(m.lineGap == 0)
        #expect(m.underlinePosition == -40)
        #expect(m.underlineThickness == 90)
        #expect(m.strikeoutThickness == 102)
        #expect(m.strikeoutPosition == 530)
    }

    @Test func exposesRawTables() {
        #expect(face.table("GSUB") != nil)
        #expect(face.table("GPOS") != nil)
        #expect(face.table("CFF ") == nil)
        #expect(face.table("head")?.count == 54)
    }

    @Test func facesAreEqualByFileAndIndex() throws {
        let again = try FontFace.load(path: TestFonts.dejaVuSansPath)
        #expect(again.count == 1)
        #expect(again[0] == face)
        #expect(again[0].hashValue == face.hashValue)
        let bold = try FontFace.load(path: TestFonts.dejaVuSansBoldPath)[0]
        #expect(bold != face)
        #expect(bold.weight == 700)
    }

    @Test func loadsFromBytesAndCountsFaces() throws {
        let data = try FontFace.readFile(TestFonts.dejaVuSansPath)
        #expect(try FontFace.faceCount(in: data) == 1)
        let fromBytes = try FontFace(data: data)
        #expect(fromBytes.glyph(for: "A") == 36)
        #expect(throws: FontError.faceIndexOutOfRange(index: 1, count: 1)) { try FontFace(data: data, index: 1) }
    }
}

@Suite struct FontFaceRejectionTests {
    @Test func rejectsNonFonts() {
        #expect(throws: FontError.unknownFormat("GIF8")) { try FontFace(data: FontData(Array("GIF89a..........".utf8))) }
        #expect(throws: FontError.self) { try FontFace(data: FontData([0, 1, 0, 0])) }
        #expect(throws: FontError.unreadableFile("/nonexistent/font.ttf")) { try FontFace.load(path: "/nonexistent/font.ttf") }
    }

    @Test func rejectsAFontWithoutItsRequiredTables() {
        // An sfnt header declaring no tables.
        let empty = FontData([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        #expect(throws: FontError.missingTable("maxp")) { try FontFace(data: empty) }
    }

    @Test func aFaceWithoutHeadOrMetricsLoadsWithDefaults() throws {
        var font = SyntheticFont(glyphCount: 2)
        font.tables["head"] = nil
        font.tables["hmtx"] = nil
        let face = try font.face
        #expect(face.unitsPerEm == 1000)
        #expect(face.advance(of: 1) == 0)
        var badHead = SyntheticFont(glyphCount: 2)
        badHead.tables["head"]![12] = 0
        #expect(throws: FontError.malformedTable("head", "wrong magic number")) { try badHead.face }
    }
}

@Suite
struct FontCollectionTests {
    /// A TTC holding `fonts` (each an sfnt), with table offsets moved to the fonts' new places.
    static func collection(_ fonts: [[UInt8]]) -> [UInt8] {
        var out: [UInt8] = Array("ttcf".utf8)
        out.append32(0x0001_0000)
        out.append32(fonts.count)
        var offset = 12 + 4 * fonts.count
        for font in fonts { out.append32(offset); offset += font.count }
        for font in fonts {
            let base = out.count
            var copy = font
            let tables = Int(copy[4]) << 8 | Int(copy[5])
            for t in 0..<tables {
                let at = 12 + t * 16 + 8
                let old = Int(copy[at]) << 24 | Int(copy[at + 1]) << 16 | Int(copy[at + 2]) << 8 | Int(copy[at + 3])
                copy.put32(old + base, at: at)
            }
            out += copy
        }
        return out
    }

    @Test func everyFaceOfACollectionLoads() throws {
        let regular = try FontFace.readFile(TestFonts.dejaVuSansPath)
        let bold = try FontFace.readFile(TestFonts.dejaVuSansBoldPath)
        let ttc = FontData(Self.collection([try regular.bytes(at: 0, length: regular.count), try bold.bytes(at: 0, length: bold.count)]))
        #expect(try FontFace.faceCount(in: ttc) == 2)
        let first = try FontFace(data: ttc, index: 0)
        let second = try FontFace(data: ttc, index: 1)
        #expect(first.weight == 400 && second.weight == 700)
        #expect(second.styleName == "Bold")
        #expect(second.glyph(for: "A") == 36)
        #expect(try second.outline(of: 36).boundingRect.width > 0)
        #expect(first != second)
        #expect(throws: FontError.faceIndexOutOfRange(index: 2, count: 2)) { try FontFace(data: ttc, index: 2) }
    }
}
