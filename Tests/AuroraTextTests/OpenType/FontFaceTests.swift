import Testing
@testable import AuroraText

@Suite(.enabled(if: TestFonts.dejaVuSans != nil, "DejaVu Sans is not installed (apt-get install fonts-dejavu-core)"))
struct FontFaceTests {
    // Expected values read from the same file with fontTools 4.x.
    var face: FontFace { TestFonts.dejaVuSans! }

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
        let again = try FontFace.load(path: TestFonts.dejaVuSansPath!)
        #expect(again.count == 1)
        #expect(again[0] == face)
        #expect(again[0].hashValue == face.hashValue)
        let bold = try FontFace.load(path: TestFonts.dejaVuSansBoldPath!)[0]
        #expect(bold != face)
        #expect(bold.weight == 700)
    }

    @Test func loadsFromBytesAndCountsFaces() throws {
        let data = try FontFace.readFile(TestFonts.dejaVuSansPath!)
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
        #expect(throws: FontError.missingTable("head")) { try FontFace(data: empty) }
    }
}
