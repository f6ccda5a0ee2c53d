/// Tests for font itemisation in `TextLayoutEngine`: per-grapheme fallback to Hangul and emoji faces.

import Foundation
import Testing
@testable import AuroraText

/// Fonts of the seed text "Build Visual Effects with SwiftUI 🧑‍💻" plus Hangul: the DejaVu Sans
/// fixture, and the installed Hangul and emoji fonts (`nil` when missing).
private let fallbackPaths = [
    TestFonts.dejaVuSansPath, TestFonts.nanumGothicPath, TestFonts.notoColorEmojiPath,
]

@Suite(.enabled(if: !fallbackPaths.contains(nil), "needs installed Hangul and emoji fonts (Debian: fonts-nanum, fonts-noto-color-emoji)"))
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

    @Test func hangulWrapsBetweenSyllablesWhenAWordIsTooWide() throws {
        let string = "한국어를 배워요"
        let probe = try engine.layout(AttributedText("한국", attributes: TextAttributes(size: 20)), options: TextLayoutOptions())
        let width = probe.size.width + 1
        let layout = try engine.layout(
            AttributedText(string, attributes: TextAttributes(size: 20)), options: TextLayoutOptions(width: width))
        // Two syllables per line; the space hangs at the end of its line.
        #expect(layout.lines.map(\.characterRange) == [0..<2, 2..<5, 5..<7, 7..<8])
        #expect(layout.lines.allSatisfy { $0.typographicBounds.width <= width })
    }

    @Test func emojiPresentationSelectorPicksTheColourFontOverAPlainGlyph() throws {
        // DejaVu Sans has a plain ❤ (U+2764); with VS16 it must come from the colour font, and
        // without it the plain glyph stays.
        let dejaVu = try #require(TestFonts.dejaVuSans)
        #expect(dejaVu.covers("\u{2764}"))
        let colour = try engine.layout(AttributedText("a\u{2764}\u{FE0F}", attributes: TextAttributes(size: 20)), options: TextLayoutOptions())
        #expect(colour.lines[0].runs.map(\.face.familyName) == ["DejaVu Sans", "Noto Color Emoji"])
        #expect(colour.lines[0].runs.last?.glyphs.first?.isColorGlyph == true)
        let plain = try engine.layout(AttributedText("a\u{2764}", attributes: TextAttributes(size: 20)), options: TextLayoutOptions())
        #expect(plain.lines[0].runs.map(\.face.familyName) == ["DejaVu Sans"])
    }
}
