/// Issue 22: parse errors quote user strings up to a bound, say what is wrong with a number, and refuse a font path with a NUL.
import AuroraDisplayList
import Foundation
import Testing

@Suite struct ParseMessagesBoundedAndExactIssue22Tests {
    /// DejaVu Sans, committed as a fixture in `Tests/Fixtures/Fonts`.
    private static let dejaVuPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Fonts/DejaVuSans.ttf").path

    /// A list with one run of the font at `path` drawing glyph `glyph`.
    private func list(fontPath path: String, glyph: String = "1") -> String {
        "(display-list (item frame=(0 0 1 1) (content (text (run (font \"\(path)\" 0) size=12 (srgb 0 0 0 1) (glyphs \(glyph) 0 0))))))"
    }

    private func parseError(_ text: String) -> DisplayListParseError? {
        do {
            _ = try DisplayList(parsing: text)
            return nil
        } catch {
            return error
        }
    }

    @Test func aHugeFontPathIsQuotedShortWithItsLength() throws {
        let path = "/" + String(repeating: "a", count: 1_000_000)
        let message = try #require(parseError(list(fontPath: path))).description
        #expect(message.count < 1_000)
        #expect(message.contains("… (1000001 characters)"))
    }

    @Test func anOutOfRangeGlyphIdSaysItsRange() throws {
        let error = try #require(parseError(list(fontPath: Self.dejaVuPath, glyph: "65536")))
        #expect(error.reason == .outOfRange(what: "glyph id", value: 65536, range: 0...65535))
        #expect(error.description.hasSuffix("glyph id 65536 is out of range: it must be from 0 to 65535"))
    }

    @Test func aFontPathWithANULIsRefused() throws {
        let error = try #require(parseError(list(fontPath: Self.dejaVuPath + "\u{0}.ignored")))
        guard case .fontUnavailable(_, let reason) = error.reason else {
            Issue.record("expected fontUnavailable, got \(error)")
            return
        }
        #expect(reason.contains("contains a NUL character"))
    }
}
