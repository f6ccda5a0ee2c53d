/// Tests for characters no font has: drawn as the face's missing-glyph box, reported once.
import Testing
@testable import AuroraText

@Suite struct MissingGlyphTests {
    @Test func aCharacterNoFaceHasIsDrawnAsTheMissingGlyphAndReportedOnce() throws {
        let database = FontDatabase(paths: [], includesBundledFonts: true)
        let engine = TextLayoutEngine(database: database)
        let text = AttributedText("a\u{10FFFD}b", attributes: TextAttributes(size: 20))
        let layout = try engine.layout(text, options: TextLayoutOptions())
        let glyphs = layout.lines.flatMap(\.runs).flatMap(\.glyphs)
        #expect(glyphs.count == 3)
        // Glyph 0 (.notdef) with an advance of its own, so the box shows between its neighbours.
        #expect(glyphs[1].id == 0)
        #expect(glyphs[2].position.x > glyphs[1].position.x)
        _ = try engine.layout(text, options: TextLayoutOptions(width: 10))
        #expect(database.missingCharacters == ["\u{10FFFD}"])
    }

    @Test func coveredTextReportsNothing() throws {
        let database = FontDatabase(paths: [], includesBundledFonts: true)
        _ = try TextLayoutEngine(database: database).layout(AttributedText("Grüße, €5 — “quoted”", attributes: TextAttributes()),
                                                             options: TextLayoutOptions())
        #expect(database.missingCharacters.isEmpty)
    }
}
