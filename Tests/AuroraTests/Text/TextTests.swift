/// Text: fonts and sizes, wrapping at the proposed width, line limits, styling, concatenation.
import AuroraDisplayList
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct TextTests {
    @Test func textStylesHaveIOSPointSizes() {
        let sizes: [(Font, CGFloat)] = [(.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.subheadline, 15),
                                        (.body, 17), (.callout, 16), (.footnote, 13), (.caption, 12), (.caption2, 11)]
        for (font, size) in sizes { #expect(font.size == size) }
        #expect(Font.headline.weight == .semibold)
        #expect(Font.system(size: 9, weight: .bold, design: .serif).design == .serif)
    }

    /// A line is as tall as its font's ascent + descent + line gap, as SwiftUI lays it out: the
    /// bundled Inter gives body text (17 pt) a 20.57 pt line, SF Pro's is 20.29 pt.
    @Test func bodyTextIsSeventeenPointsOnTheBundledFontsLine() throws {
        let (list, size) = displayList(of: Text("Body"), proposal: .unspecified)
        let run = try #require(allGlyphRuns(list).first)
        #expect(run.size == 17)
        #expect(size.height == (17 * (TextRendererTestFont.ascender + TextRendererTestFont.descender) / TextRendererTestFont.unitsPerEm).rounded(.up))
        #expect(size.height == 21)
        let (_, twoLines) = displayList(of: Text("Body\nBody"), proposal: .unspecified)
        #expect(abs(twoLines.height - 2 * 17 * 3408 / 2816) < 1)
    }

    @Test func textWrapsAtProposedWidthAndRespectsLineLimit() throws {
        let text = Text("The quick brown fox jumps over the lazy dog")
        let (_, single) = displayList(of: text, proposal: .unspecified)
        try #require(single.width > 0, "no fonts installed")
        let (_, wrapped) = displayList(of: text, proposal: ProposedViewSize(width: single.width / 2, height: nil))
        #expect(wrapped.width <= single.width / 2)
        #expect(wrapped.height > single.height * 1.5)
        let (_, limited) = displayList(of: text.lineLimit(1), proposal: ProposedViewSize(width: single.width / 2, height: nil))
        #expect(limited.height == single.height)
    }

    @Test func concatenationKeepsSegmentStyles() throws {
        let text = Text("Red ").foregroundStyle(.red) + Text("blue").foregroundStyle(.blue).bold()
        let (list, size) = displayList(of: text, proposal: .unspecified)
        try #require(size.width > 0, "no fonts installed")
        guard case .content(.text(let runs))? = list.items.first?.value else {
            Issue.record("expected text content, got \(list)")
            return
        }
        #expect(runs.first?.paint == .color(Color.red.rgba))
        #expect(runs.last?.paint == .color(Color.blue.rgba))
        #expect(Text("a") + Text("b") == Text("ab") || (Text("a") + Text("b")).string == "ab")
    }

    @Test func secondaryForegroundIsTheSecondaryLabelColour() throws {
        let (list, size) = displayList(of: Text("x").foregroundStyle(.secondary), proposal: .unspecified)
        try #require(size.width > 0, "no fonts installed")
        guard case .content(.text(let runs))? = list.items.first?.value else {
            Issue.record("expected text content")
            return
        }
        #expect(runs.first?.paint == .color(HierarchicalShapeStyle.lightLevels[1]))
    }

    @Test func interpolationFormatsValues() {
        let count = 3
        #expect(Text("\(count) items").string == "3 items")
        #expect(Text(verbatim: "\\(x)").string == "\\(x)")
    }

    @Test func firstBaselineAlignsTextOfDifferentSizes() throws {
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Big").font(.largeTitle)
            Text("small").font(.caption)
        }
        let (list, size) = displayList(of: view, proposal: .unspecified)
        try #require(size.width > 0, "no fonts installed")
        var baselines: [CGFloat] = []
        for item in list.items {
            if case .content(.text(let runs)) = item.value, let y = runs.first?.positions.first?.y { baselines.append(item.frame.minY + y) }
        }
        #expect(baselines.count == 2)
        // Each text's frame snaps to the 1× pixel grid (up to half a point each way).
        #expect(abs(baselines[0] - baselines[1]) <= 1)
    }
}

@MainActor
@Suite struct TextBaselineThroughFramesTests {
    @Test func baselineSurvivesAFrame() throws {
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Big").font(.largeTitle)
            Text("small").font(.caption).frame(width: 80, height: 60, alignment: .bottom)
        }
        let (list, size) = displayList(of: view, proposal: .unspecified)
        try #require(size.width > 0, "no fonts installed")
        var baselines: [CGFloat] = []
        for item in list.items {
            if case .content(.text(let runs)) = item.value, let y = runs.first?.positions.first?.y { baselines.append(item.frame.minY + y) }
        }
        #expect(baselines.count == 2)
        // Each text's frame snaps to the 1× pixel grid (up to half a point each way).
        #expect(abs(baselines[0] - baselines[1]) <= 1)
    }
}

@MainActor
@Suite struct TextBaselineThroughStacksTests {
    @Test func firstBaselineOfANestedVStack() throws {
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 10, height: 30)
                Text("Title").font(.title)
                Text("detail").font(.caption)
            }
            Text("side").font(.footnote)
        }
        let (list, size) = displayList(of: view, proposal: .unspecified)
        try #require(size.width > 0, "no fonts installed")
        var baselines: [CGFloat] = []
        for item in list.items {
            if case .content(.text(let runs)) = item.value, let y = runs.first?.positions.first?.y { baselines.append(item.frame.minY + y) }
        }
        // Title (first baseline of the VStack) and "side" share a baseline; the caption sits lower.
        #expect(baselines.count == 3)
        // Each text's frame snaps to the 1× pixel grid (up to half a point each way).
        #expect(abs(baselines[0] - baselines[2]) <= 1)
        #expect(baselines[1] > baselines[0])
    }
}
