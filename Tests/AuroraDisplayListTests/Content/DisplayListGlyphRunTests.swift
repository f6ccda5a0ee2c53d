/// Glyph runs from a text layout, and text content through the text form (fonts named by path).
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraText
import Foundation
import Testing

@Suite struct DisplayListGlyphRunTests {
    /// DejaVu Sans, committed as a fixture in `Tests/Fixtures/Fonts`.
    private static let dejaVuPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Fonts/DejaVuSans.ttf").path

    @Test
    func runsOfALayoutArePlacedAtTheOriginPlusLineAndGlyphPositions() throws {
        let engine = TextLayoutEngine(database: FontDatabase(paths: [Self.dejaVuPath]))
        let layout = try engine.layout(AttributedText("Hello wide world", attributes: TextAttributes(size: 12)),
                                       options: TextLayoutOptions(width: 60))
        #expect(layout.lines.count >= 2)
        let origin = CGPoint(x: 5, y: 7)
        let runs = DisplayList.GlyphRun.runs(of: layout, at: origin, paint: .color(.black))
        #expect(runs.count == layout.lines.reduce(0) { $0 + $1.runs.count })
        let line = layout.lines[1], glyph = line.runs[0].glyphs[0]
        let second = runs[layout.lines[0].runs.count]
        #expect(second.positions[0] == CGPoint(x: origin.x + line.origin.x + glyph.position.x, y: origin.y + line.origin.y + glyph.position.y))
        #expect(second.glyphs[0] == glyph.id && second.size == 12)
    }

    @Test
    func textContentRoundTripsThroughTheFontPath() throws {
        let face = try #require(try FontFace.load(path: Self.dejaVuPath).first)
        let run = DisplayList.GlyphRun(face: face, size: 13.5, glyphs: [36, 72, 0], positions: [CGPoint(x: 1, y: 12), CGPoint(x: 9.25, y: 12), CGPoint(x: 17, y: 12.5)],
                                       paint: .linearGradient(stops: GradientStop.evenlySpaced([.black, .white]), start: .zero, end: CGPoint(x: 20, y: 0)))
        let list = DisplayList(items: [DisplayList.Item(frame: CGRect(x: 0, y: 0, width: 40, height: 20), content: .text([run]))])
        #expect(list.description.contains("(run (font \"\(Self.dejaVuPath)\" 0) size=13.5"))
        #expect(try DisplayList(parsing: list.description) == list)
    }

    @Test
    func aFaceIndexPastTheFileIsAParseError() throws {
        let text = "(display-list (item frame=(0 0 1 1) (content (text (run (font \"\(Self.dejaVuPath)\" 3) size=12 (srgb 0 0 0 1) (glyphs))))))"
        #expect(throws: DisplayListParseError.self) { try DisplayList(parsing: text) }
    }
}
