/// Tests for font itemisation in `TextLayoutEngine`: per-grapheme fallback to Hangul and emoji faces.

import Foundation
import Testing
@testable import AuroraText

/// Fonts of the seed text "Build Visual Effects with SwiftUI 🧑‍💻" plus Hangul.
private let fallbackPaths = [
    TestFonts.dejaVuSansPath, "/usr/share/fonts/truetype/nanum/NanumGothic.ttf", TestFonts.notoColorEmojiPath,
]

@Suite(.enabled(
    if: fallbackPaths.allSatisfy { $0.map { FileManager.default.fileExists(atPath: $0) } ?? false },
    "needs fonts-dejavu-core, fonts-nanum and fonts-noto-color-emoji"))
struct FontFallbackLayoutTests {
    let engine = TextLayoutEngine(database: FontDatabase(paths: fallbackPaths.compactMap { $0 }))

    @Test func latinHangulAndEmojiEachGetAFaceThatCoversThem() throws {
        let string = "Build 한글 🧑‍💻"
        let layout = try engine.layout(AttributedText(string, attributes: TextAttributes(size: 20)), options: TextLayoutOptions())
        #expect(layout.lines.count == 1)
        let runs = layout.lines[0].runs
        #expect(runs.map(\.face.familyName) == ["DejaVu Sans", "NanumGothic", "DejaVu Sans", "Noto Color Emoji"])
        #expect(runs.map(\.characterRange) == [0..<6, 6..<8, 8..<9, 9..<14])
        // The technologist is one colour glyph standing for its whole ZWJ sequence.
        let emoji = try #require(runs.last?.glyphs)
        #expect(emoji.count == 1)
        #expect(emoji[0].isColorGlyph)
        #expect(emoji[0].characterRange == 9..<14)
        #expect(runs.dropLast().allSatisfy { $0.glyphs.allSatisfy { !$0.isColorGlyph && $0.id != 0 } })
    }

    @Test func lineHeightIsTheTallestRunsMetrics() throws {
        let layout = try engine.layout(
            AttributedText("a 🧑‍💻", attributes: TextAttributes(size: 20)), options: TextLayoutOptions())
        let line = try #require(layout.lines.first)
        let tallest = line.runs.map { $0.typographicBounds.ascent }.max() ?? 0
        #expect(line.typographicBounds.ascent == tallest)
        #expect(line.runs.count == 2)
    }
}
