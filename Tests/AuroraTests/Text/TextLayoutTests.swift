/// Text.Layout: lines → runs → slices as a renderer sees them, their bounds in DejaVu Sans, character indices, truncation.
import AuroraDisplayList
import AuroraText
import Foundation
import Testing
@testable import Aurora
@testable import AuroraGallery


@MainActor
@Suite
struct TextLayoutTests {
    typealias Metrics = TextRendererTestFont
    let font = TextRendererTestFont.font(size: 20)
    var ascent: CGFloat { Metrics.ascender / Metrics.unitsPerEm * 20 }
    var descent: CGFloat { Metrics.descender / Metrics.unitsPerEm * 20 }

    @Test func linesRunsAndSlicesFollowTheStyledPieces() throws {
        let text = (Text("Hello ") + Text("Swift").bold() + Text(" World")).font(font)
        let layout = try #require(capturedLayout(of: text))
        #expect(layout.count == 1)
        let line = try #require(layout.first)
        // Three runs: regular, bold, regular (one face each).
        #expect(line.count == 3)
        #expect(line.map(\.count) == [6, 5, 6])
        #expect(layout.flattenedRuns.count == 3)
        #expect(layout.flattenedRunSlices.count == 17)
        #expect(line[1].content.face.weight >= 700)
        #expect(line[0].content.face.familyName == Metrics.family)
        #expect(!layout.isTruncated)
    }

    @Test func wrappedTextHasOneLineAboveAnother() throws {
        let text = Text("one two three four five six").font(font).frame(width: 90)
        let layout = try #require(capturedLayout(of: text))
        #expect(layout.count >= 3)
        let lineHeight = ascent + descent + Metrics.lineGap / Metrics.unitsPerEm * 20
        for index in layout.indices {
            // One line height below the last, the baseline on the nearest whole pixel (1×).
            let exact = ascent + CGFloat(index) * lineHeight
            #expect(layout[index].origin.y == layout[index].origin.y.rounded() && abs(layout[index].origin.y - exact) <= 0.5)
            #expect(layout[index].typographicBounds.width <= 90)
        }
    }

    @Test func boundsUseTheFontsMetrics() throws {
        let layout = try #require(capturedLayout(of: Text("H").font(font)))
        let line = try #require(layout.first)
        let bounds = line.typographicBounds
        #expect(abs(bounds.ascent - ascent) < 1e-9)
        #expect(abs(bounds.descent - descent) < 1e-9)
        #expect(bounds.leading == 0)
        // The first baseline sits one ascent below the top of the text, on the nearest whole pixel (1×).
        #expect(bounds.origin == CGPoint(x: 0, y: (ascent + 0.5).rounded(.down)))
        #expect(line.origin == bounds.origin)
        let face = line[0].content.face
        let advance = CGFloat(face.advance(of: face.glyph(for: "H"))) / CGFloat(face.unitsPerEm) * 20
        #expect(abs(bounds.width - advance) < 1e-9)
        let rect = bounds.rect
        #expect(rect.minY == bounds.origin.y - ascent && abs(rect.height - (ascent + descent)) < 1e-9 && rect.minX == 0
                && rect.width == bounds.width)
        let slice = line[0][0]
        #expect(slice.typographicBounds == line[0].typographicBounds)
    }

    @Test func runAndSliceBoundsTileTheLine() throws {
        let text = (Text("Hello ") + Text("Swift").bold() + Text(" World")).font(font)
        let line = try #require(capturedLayout(of: text)?.first)
        var x: CGFloat = 0
        for run in line {
            let runBounds = run.typographicBounds
            #expect(abs(runBounds.origin.x - x) < 1e-9)
            #expect(runBounds.origin.y == line.origin.y)
            var sliceX = runBounds.origin.x
            for slice in run {
                #expect(slice.count == 1)
                #expect(abs(slice.typographicBounds.origin.x - sliceX) < 1e-9)
                #expect(slice.typographicBounds.ascent == runBounds.ascent)
                sliceX += slice.typographicBounds.width
            }
            #expect(abs(sliceX - runBounds.origin.x - runBounds.width) < 1e-9)
            x += runBounds.width
        }
        // The line ends in a letter, so its width is the sum of its runs' widths.
        #expect(abs(line.typographicBounds.width - x) < 1e-9)
    }

    @Test func slicesShareTheRunsGlyphIndices() throws {
        let run = try #require(capturedLayout(of: Text("abcdefg").font(font))?.first?.first)
        #expect(run.indices == 0..<7)
        let middle = run[2..<5]
        #expect(middle.indices == 2..<5 && middle.startIndex == 2 && middle.count == 3)
        #expect(middle[3] == run[3])
        #expect(middle[3..<4].indices == 3..<4)
        #expect(middle.map(\.indices) == [2..<3, 3..<4, 4..<5])
        let width = middle.typographicBounds.width
        #expect(abs(width - (run[2].typographicBounds.width + run[3].typographicBounds.width + run[4].typographicBounds.width)) < 1e-9)
        #expect(Text.Layout.RunSlice(run: run, indices: 1..<3) == run[1..<3])
    }

    @Test func characterIndicesCountUTF16FromTheTextsStart() throws {
        let text = (Text("ab ") + Text("cd").bold()).font(font)
        let line = try #require(capturedLayout(of: text)?.first)
        let first = line[0].characterIndices, second = line[1].characterIndices
        #expect(first.count == 3 && second.count == 2)
        #expect(first[0].distance(to: first[1]) == 1)
        #expect(first[0].distance(to: second[0]) == 3)
        #expect(second[0] < second[1])
        #expect(line[1][1..<2].characterIndices == [second[1]])
        #expect(first[0].advanced(by: 4) == second[1])
    }

    @Test func movingALineMovesItsRuns() throws {
        var line = try #require(capturedLayout(of: Text("Hi there").font(font))?.first)
        let before = line[0].typographicBounds.origin
        line.origin.x += 10
        line.origin.y += 5
        #expect(line[0].typographicBounds.origin == CGPoint(x: before.x + 10, y: before.y + 5))
        #expect(line[0][1].typographicBounds.origin.y == before.y + 5)
    }

    @Test func truncationIsReported() throws {
        let long = Text("a line much too long for the frame it is in").font(font)
        let cut = try #require(capturedLayout(of: long.lineLimit(1).frame(width: 80)))
        #expect(cut.isTruncated)
        #expect(cut.count == 1)
        let wrapped = try #require(capturedLayout(of: long.frame(width: 80)))
        #expect(!wrapped.isTruncated)
        #expect(wrapped.count > 1)
    }

    @Test func layoutsCompareByValue() throws {
        let a = try #require(capturedLayout(of: Text("same").font(font)))
        let b = try #require(capturedLayout(of: Text("same").font(font)))
        let c = try #require(capturedLayout(of: Text("other").font(font)))
        #expect(a == b)
        #expect(a != c)
    }

    @Test func emptyTextHasNoLines() {
        // An empty text draws nothing, so the renderer is not asked to draw.
        let capture = LayoutCapture()
        _ = displayList(of: Text("").font(font).textRenderer(CapturingRenderer(capture: capture)), proposal: .unspecified)
        #expect(capture.layouts.isEmpty)
        #expect(Text.Layout(TextLayout(lines: [], size: .zero), paint: { _ in nil }).isEmpty)
    }
}
