/// Tests for `TextLayoutEngine`: wrapping, hard breaks, truncation, alignment, spacing, attributes, fallback.

import Foundation
import Testing
@testable import AuroraText

@Suite
struct TextLayoutEngineTests {
    let engine = TextLayoutEngine(database: FontDatabase(paths: [TestFonts.dejaVuSansPath]))
    let face = TestFonts.dejaVuSans

    /// Attributes at `size` px with the default (DejaVu Sans) font.
    func attributes(size: CGFloat = 20) -> TextAttributes { TextAttributes(size: size) }

    /// The unkerned advance of `text` at `size`, in pixels.
    func advance(_ text: String, size: CGFloat = 20) -> CGFloat {
        TextShaper.shape(text, face: face).reduce(0) { $0 + $1.advance } * size / CGFloat(face.unitsPerEm)
    }

    /// The text of a laid-out line.
    func text(of line: TextLayout.Line, in string: String) -> String {
        let units = Array(string.utf16)
        return String(decoding: units[line.characterRange], as: UTF16.self)
    }

    /// SwiftUI's default line height for DejaVu Sans at `size`.
    func lineHeight(_ size: CGFloat = 20) -> CGFloat {
        let metrics = face.metrics
        return CGFloat(metrics.ascender - metrics.descender + metrics.lineGap) * size / CGFloat(face.unitsPerEm)
    }

    @Test func singleLineIsItsAdvanceWideAndOneLineHeightTall() throws {
        let layout = try engine.layout(AttributedText("Hello", attributes: attributes()), options: TextLayoutOptions())
        #expect(layout.lines.count == 1)
        let line = try #require(layout.lines.first)
        #expect(abs(layout.size.width - advance("Hello")) < 0.001)
        #expect(abs(layout.size.height - lineHeight()) < 0.001)
        #expect(abs(line.origin.y - CGFloat(face.metrics.ascender) * 20 / CGFloat(face.unitsPerEm)) < 0.001)
        #expect(line.runs.count == 1)
        #expect(line.runs[0].glyphs.map(\.characterRange) == [0..<1, 1..<2, 2..<3, 3..<4, 4..<5])
        #expect(line.runs[0].glyphs[0].position == .zero)
    }

    @Test func wrapsAtSpacesWithinTheWidth() throws {
        let string = "one two three four"
        let width = max(advance("one two"), advance("three four")) + 1
        let layout = try engine.layout(AttributedText(string, attributes: attributes()), options: TextLayoutOptions(width: width))
        #expect(layout.lines.map { text(of: $0, in: string) } == ["one two ", "three four"])
        // The trailing space hangs: the line's width ends at "two".
        #expect(abs(layout.lines[0].typographicBounds.width - advance("one two")) < 0.001)
        #expect(layout.lines.allSatisfy { $0.typographicBounds.width <= width })
        #expect(abs(layout.lines[1].origin.y - layout.lines[0].origin.y - lineHeight()) < 0.001)
    }

    @Test func wordLongerThanTheLineBreaksBetweenGraphemes() throws {
        let string = "abcdefghij"
        let width = advance("abcd") + 0.5
        let layout = try engine.layout(AttributedText(string, attributes: attributes()), options: TextLayoutOptions(width: width))
        #expect(layout.lines.map { text(of: $0, in: string) } == ["abcd", "efgh", "ij"])
    }

    @Test func softHyphenBreaksShowAHyphenAndZeroWidthSpacesBreakSilently() throws {
        let string = "extra\u{00AD}ordinary"
        let width = max(advance("extra\u{2010}"), advance("ordinary")) + 1
        #expect(width < advance("extraordinary"))
        let layout = try engine.layout(AttributedText(string, attributes: attributes()), options: TextLayoutOptions(width: width))
        #expect(layout.lines.map(\.characterRange) == [0..<6, 6..<14])
        let first = layout.lines[0].runs.flatMap(\.glyphs)
        #expect(first.last?.id == face.glyph(for: "\u{2010}"))
        #expect(first.last?.characterRange == 5..<6)
        #expect(layout.lines[0].typographicBounds.width <= width)
        // Unbroken, the soft hyphen draws nothing.
        let unbroken = try engine.layout(AttributedText(string, attributes: attributes()), options: TextLayoutOptions())
        #expect(unbroken.lines[0].runs.flatMap(\.glyphs).count == 13)

        let zeroWidth = try engine.layout(
            AttributedText("extra\u{200B}ordinary", attributes: attributes()), options: TextLayoutOptions(width: width))
        #expect(zeroWidth.lines.map(\.characterRange) == [0..<6, 6..<14])
        #expect(zeroWidth.lines[0].runs.flatMap(\.glyphs).count == 5)
    }

    @Test func hardBreaksEndLinesAndBlankLinesKeepTheirHeight() throws {
        let string = "a\n\nb\r\nc"
        let layout = try engine.layout(AttributedText(string, attributes: attributes()), options: TextLayoutOptions())
        #expect(layout.lines.count == 4)
        #expect(layout.lines.map(\.characterRange) == [0..<2, 2..<3, 3..<6, 6..<7])
        #expect(layout.lines[1].runs.isEmpty)
        #expect(abs(layout.size.height - 4 * lineHeight()) < 0.001)
        // No glyph is drawn for the breaks.
        #expect(layout.lines.flatMap(\.runs).flatMap(\.glyphs).count == 3)
    }

    @Test func tailTruncationEndsTheLastLineWithTheEllipsisGlyph() throws {
        let string = "one two three four five"
        let width = advance("one two thr")
        let options = TextLayoutOptions(width: width, lineLimit: 1, truncation: .tail)
        let layout = try engine.layout(AttributedText(string, attributes: attributes()), options: options)
        #expect(layout.lines.count == 1)
        let glyphs = layout.lines[0].runs.flatMap(\.glyphs)
        #expect(glyphs.last?.id == face.glyph(for: "…"))
        #expect(layout.lines[0].typographicBounds.width <= width)
        // The ellipsis stands for everything elided, to the end of the text.
        #expect(glyphs.last?.characterRange.upperBound == string.utf16.count)
        #expect(glyphs.dropLast().map(\.id) == TextShaper.shape("one two", face: face).map(\.glyph))
    }

    @Test func headAndMiddleTruncationKeepTheEndOfTheText() throws {
        let string = "alpha beta gamma delta"
        let width = advance("…gamma delta") + 0.5
        let head = try engine.layout(
            AttributedText(string, attributes: attributes()),
            options: TextLayoutOptions(width: width, lineLimit: 1, truncation: .head))
        let headGlyphs = head.lines[0].runs.flatMap(\.glyphs)
        #expect(headGlyphs.first?.id == face.glyph(for: "…"))
        #expect(headGlyphs.dropFirst().map(\.id) == TextShaper.shape("gamma delta", face: face).map(\.glyph))

        let middle = try engine.layout(
            AttributedText(string, attributes: attributes()),
            options: TextLayoutOptions(width: width, lineLimit: 1, truncation: .middle))
        let middleGlyphs = middle.lines[0].runs.flatMap(\.glyphs)
        let ellipsis = try #require(middleGlyphs.firstIndex { $0.id == face.glyph(for: "…") })
        #expect(ellipsis > 0 && ellipsis < middleGlyphs.count - 1)
        #expect(middleGlyphs.first?.characterRange == 0..<1)
        #expect(middleGlyphs.last?.characterRange.upperBound == string.utf16.count)
        #expect(middle.lines[0].typographicBounds.width <= width)
    }

    @Test func linesWithinTheLimitAreNotTruncated() throws {
        let layout = try engine.layout(
            AttributedText("short", attributes: attributes()), options: TextLayoutOptions(width: 500, lineLimit: 2))
        #expect(!layout.lines[0].runs.flatMap(\.glyphs).contains { $0.id == face.glyph(for: "…") })
    }

    @Test func alignmentPlacesLinesWithinTheWidestLine() throws {
        let string = "wide line here\nnarrow"
        for (alignment, factor) in [(TextLayoutOptions.Alignment.leading, 0.0), (.center, 0.5), (.trailing, 1.0)] {
            let layout = try engine.layout(
                AttributedText(string, attributes: attributes()), options: TextLayoutOptions(alignment: alignment))
            let expected = (advance("wide line here") - advance("narrow")) * factor
            #expect(layout.lines[0].origin.x == 0)
            #expect(abs(layout.lines[1].origin.x - expected) < 0.001, "\(alignment)")
        }
    }

    @Test func lineSpacingGoesBetweenLinesOnly() throws {
        let layout = try engine.layout(
            AttributedText("a\nb", attributes: attributes()), options: TextLayoutOptions(lineSpacing: 7))
        #expect(abs(layout.size.height - (2 * lineHeight() + 7)) < 0.001)
    }

    @Test func trackingKerningBaselineOffsetAndDecorations() throws {
        var styled = attributes()
        styled.tracking = 3
        styled.kerning = 1
        styled.baselineOffset = 4
        styled.underline = TextDecoration()
        styled.strikethrough = TextDecoration(pattern: .dash)
        let layout = try engine.layout(AttributedText("ab", attributes: styled), options: TextLayoutOptions())
        let run = try #require(layout.lines.first?.runs.first)
        #expect(abs(run.glyphs[1].position.x - (advance("a") + 4)) < 0.001)
        #expect(run.glyphs.allSatisfy { $0.position.y == -4 })
        #expect(run.decorations.map(\.kind) == [.underline, .strikethrough])
        let underline = run.decorations[0]
        #expect(abs(underline.y - (CGFloat(-face.metrics.underlinePosition) * 20 / CGFloat(face.unitsPerEm) - 4)) < 0.001)
        #expect(run.decorations[1].style.pattern == .dash)
        // The raised text makes the line taller by the offset.
        let plain = try engine.layout(AttributedText("ab", attributes: attributes()), options: TextLayoutOptions())
        #expect(abs(layout.size.height - plain.size.height - 4) < 0.001)
    }

    @Test func attributeRunsBecomeRunsWithCustomAttributesAndWholeTextRanges() throws {
        var bold = attributes()
        bold.custom["link"] = AnyHashableSendable("https://example.com")
        var text = AttributedText("Hi ", attributes: attributes())
        text.append("there", attributes: bold)
        let layout = try engine.layout(text, options: TextLayoutOptions())
        let runs = layout.lines[0].runs
        #expect(runs.count == 2)
        #expect(runs.map(\.characterRange) == [0..<3, 3..<8])
        #expect(runs[1].attributes.custom["link"] == AnyHashableSendable("https://example.com"))
        #expect(runs[1].glyphs.first?.characterRange == 3..<4)
    }

    @Test func adjacentRunsWithEqualAttributesMakeOneRun() throws {
        var text = AttributedText("Hello ", attributes: attributes())
        text.append("world", attributes: attributes())
        let layout = try engine.layout(text, options: TextLayoutOptions())
        #expect(layout.lines[0].runs.map(\.characterRange) == [0..<11])
    }

    @Test func emptyTextHasNoLines() throws {
        let layout = try engine.layout(AttributedText("", attributes: attributes()), options: TextLayoutOptions())
        #expect(layout.lines.isEmpty && layout.size == .zero)
    }

    @Test func layoutIsAValueThatPrintsAsAnSExpression() throws {
        let text = AttributedText("Hi yo", attributes: attributes(size: 10))
        let options = TextLayoutOptions(width: 15)
        let layout = try engine.layout(text, options: options)
        #expect(layout == (try engine.layout(text, options: options)))
        #expect(layout.description == """
            (text-layout size=(12.04 23.28)
              (line origin=(0 9.28) ascent=9.28 descent=2.36 leading=0 width=10.3 chars=0..3
                (run font="DejaVu Sans Book" size=10 chars=0..3
                  (glyph 43 at=(0 0) advance=7.52 chars=0..1)
                  (glyph 76 at=(7.52 0) advance=2.78 chars=1..2)
                  (glyph 3 at=(10.3 0) advance=3.18 chars=2..3)))
              (line origin=(0 20.92) ascent=9.28 descent=2.36 leading=0 width=12.04 chars=3..5
                (run font="DejaVu Sans Book" size=10 chars=3..5
                  (glyph 92 at=(0 0) advance=5.92 chars=3..4)
                  (glyph 82 at=(5.92 0) advance=6.12 chars=4..5))))
            """)
    }
}
