/// Property tests for `TextLayoutEngine`: random text and options never crash and keep the layout's invariants.

import AuroraTestSupport
import Foundation
import Testing
@testable import AuroraText

@Suite
struct TextLayoutPropertyTests {
    let engine = TextLayoutEngine(database: FontDatabase(
        paths: [TestFonts.dejaVuSansPath, TestFonts.notoColorEmojiPath].compactMap { $0 }))

    /// Pieces random text is made of: words, spaces, breaks, marks, CJK, emoji, hyphens, numbers.
    static let pieces = [
        "word", "a", "longerword", " ", "  ", "\n", "\r\n", "\u{2029}", "e\u{301}", "漢字", "한", "🧑‍💻", "👍🏽",
        "-", "—", "(x)", "$1.50", "fi", "\t", "\u{200B}", "\u{00A0}", "…", "ex\u{00AD}tra",
    ]

    @Test func randomTextKeepsLayoutInvariants() throws {
        var random = SeededGenerator(seed: 0x7E47_1A70)
        let truncations: [TextLayoutOptions.Truncation] = [.tail, .head, .middle]
        let alignments: [TextLayoutOptions.Alignment] = [.leading, .center, .trailing]
        for _ in 0..<150 {
            let count = Int(random.next() % 24)
            let string = (0..<count).map { _ in Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }.joined()
            var options = TextLayoutOptions()
            options.width = random.next() % 5 == 0 ? nil : CGFloat(random.next() % 300)
            options.lineLimit = random.next() % 2 == 0 ? nil : Int(random.next() % 4)
            options.truncation = truncations[Int(random.next() % 3)]
            options.alignment = alignments[Int(random.next() % 3)]
            options.lineSpacing = CGFloat(random.next() % 5)
            var attributes = TextAttributes(size: CGFloat(8 + random.next() % 40))
            attributes.tracking = random.next() % 4 == 0 ? 2 : 0
            let layout = try engine.layout(AttributedText(string, attributes: attributes), options: options)

            let length = string.utf16.count
            if let limit = options.lineLimit { #expect(layout.lines.count <= max(limit, 1), "\(string.debugDescription)") }
            var previousBaseline = -CGFloat.infinity
            for line in layout.lines {
                #expect(line.origin.y > previousBaseline)
                previousBaseline = line.origin.y
                #expect(line.origin.x >= -0.001 && line.origin.x + line.typographicBounds.width <= layout.size.width + 0.001)
                for run in line.runs {
                    #expect(!run.glyphs.isEmpty)
                    for glyph in run.glyphs {
                        #expect(glyph.characterRange.lowerBound >= 0 && glyph.characterRange.upperBound <= length)
                    }
                }
                // A line wider than the width holds one cluster, or an ellipsis with nothing to cut
                // (spaces after the line's width hang and do not count).
                if let width = options.width, line.typographicBounds.width > width + 0.001 {
                    let visible = line.runs.flatMap(\.glyphs).filter { $0.position.x < line.typographicBounds.width - 0.001 }
                    let clusters = Set(visible.map(\.characterRange.lowerBound))
                    #expect(clusters.count <= 2, "\(string.debugDescription) width \(width) \(layout)")
                }
            }
            #expect(layout.size.height >= (layout.lines.last.map { $0.origin.y } ?? 0))
        }
    }
}
