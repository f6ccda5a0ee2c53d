/// `LazyVGrid`, `LazyHGrid` and `GridItem`: track sizes as SwiftUI computes them, cells in rows, laziness inside a scroll view.
import Testing
@testable import Aurora

@MainActor
@Suite struct LazyVGridTests {
    private func tracks(_ items: [GridItem], _ length: CGFloat) -> [(CGFloat, CGFloat)] {
        GridItem.tracks(items, in: length).map { ($0.offset, $0.length) }
    }

    private func expectTracks(_ items: [GridItem], _ length: CGFloat, _ expected: [(CGFloat, CGFloat)],
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let found = tracks(items, length)
        #expect(found.count == expected.count, sourceLocation: sourceLocation)
        for (a, b) in zip(found, expected) {
            #expect(abs(a.0 - b.0) < 0.01 && abs(a.1 - b.1) < 0.01, "\(found) against \(expected)", sourceLocation: sourceLocation)
        }
    }

    /// objc.io, "SwiftUI's Grid Views" (2020), quiz 1: a fixed 70 and an adaptive minimum 40 in 200
    /// points: 200 − 70 − 8 = 122 for the adaptive item, two columns of (122 − 8) / 2 = 57.
    @Test func fixedThenAdaptiveAsSwiftUI() {
        expectTracks([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], 200, [(0, 70), (78, 57), (143, 57)])
    }

    /// fatbobman, "Predict the layout of LazyVGrid" (2021): adaptive 50...100 in 300 is five columns
    /// of 53.6; two adaptive items share 146 each: two of 69 and three of 43.33.
    @Test func adaptiveItemsFitAsManyColumnsAsTheirShareHolds() {
        expectTracks([GridItem(.adaptive(minimum: 50, maximum: 100))], 300, (0..<5).map { (CGFloat($0) * 61.6, 53.6) })
        expectTracks([GridItem(.adaptive(minimum: 50, maximum: 100)), GridItem(.adaptive(minimum: 40, maximum: 100))], 300,
                     [(0, 69), (77, 69), (154, 43.33), (205.33, 43.33), (256.67, 43.33)])
    }

    /// The same source: flexible minimums 100 and 180 in 300 take 146 and 180 (334 in all); laid
    /// out again in those 334 points they become 163 and 180, as SwiftUI draws them.
    @Test func flexibleItemsTakeEqualSharesInOrderKeptInTheirBounds() {
        let items = [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]
        expectTracks(items, 300, [(0, 146), (154, 180)])
        expectTracks(items, 334, [(0, 163), (171, 180)])
        expectTracks([GridItem(.flexible(maximum: 50)), GridItem(.flexible())], 300, [(0, 50), (58, 242)])
        expectTracks([GridItem(.fixed(40), spacing: 0), GridItem(.fixed(60))], 10, [(0, 40), (40, 60)])
    }

    @Test func badItemsGiveEmptyOrMinimalTracks() {
        #expect(GridItem.tracks([], in: 300).isEmpty)
        expectTracks([GridItem(.fixed(.nan)), GridItem(.adaptive(minimum: 0))], .infinity, [(0, 0), (8, 1)])
        expectTracks([GridItem(.flexible(minimum: -5, maximum: -1))], 100, [(0, 0)])
    }

    @Test func cellsFillRowsAsTallAsTheirTallestCell() {
        let host = ViewHost(LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 10) {
            Color.red.frame(width: 20, height: 10)
            Color.green.frame(width: 40, height: 30)
            Color.blue.frame(width: 40, height: 20)
        }, device: .canvas(width: 88, height: 70))
        let frames = host.displayList.items.map(\.frame)
        // The grid is 88 × 60 (rows 30 and 20, 10 apart), centred in 70: the red cell centred in its 40 × 30 box.
        #expect(frames == [CGRect(x: 10, y: 15, width: 20, height: 10), CGRect(x: 48, y: 5, width: 40, height: 30),
                           CGRect(x: 0, y: 45, width: 40, height: 20)])
    }

    @Test func insideAScrollViewOnlyRowsNearTheVisibleRegionAreBuilt() {
        let host = ViewHost(ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))], spacing: 0) {
                ForEach(0..<30_000, id: \.self) { _ in Color.blue.frame(height: 20) }
            }
        }, device: .canvas(width: 200, height: 200))
        // Three columns of (200 − 16) / 3; rows 20 points: rows 0 to 12 are built.
        guard case .effect(_, let inner)? = host.displayList.items.first?.value else {
            Issue.record("no scroll view clip")
            return
        }
        #expect(inner.items.count == 13 * 3)
        // Laid out 184 / 3 wide; drawn on the 1× pixel grid, so 61 or 62 points.
        #expect(inner.items.allSatisfy { abs($0.frame.width - 184.0 / 3) < 1 })
        wheel(host, -100_000)
        host.waitForScrollIndicatorsToFade()
        guard case .effect(_, let later)? = host.displayList.items.first?.value else { return }
        #expect(later.items.count == 16 * 3)
        #expect(later.items.map(\.frame.minY).min().map { $0 < 0 } == true)
    }

    @Test func aHorizontalGridFillsColumnsTopToBottom() {
        let host = ViewHost(LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 4) {
            ForEach(0..<3, id: \.self) { _ in Color.blue.frame(width: 10, height: 20) }
        }, device: .canvas(width: 24, height: 48))
        let frames = host.displayList.items.map(\.frame)
        #expect(frames == [CGRect(x: 0, y: 0, width: 10, height: 20), CGRect(x: 0, y: 28, width: 10, height: 20),
                           CGRect(x: 14, y: 0, width: 10, height: 20)])
    }

    /// `spacing: nil` on the grid and on its items is 8 points between rows and between columns,
    /// also between text cells, which a `VStack` spaces by their fonts (see `GridItem.defaultSpacing`
    /// for the sources).
    @Test func nilSpacingIsEightPointsWhateverTheCells() throws {
        let texts = ["Alpha", "Beta", "Gamma", "Delta"]
        let grid = ViewHost(LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.fixed(60))]) {
            ForEach(texts, id: \.self) { Text($0) }
        }, device: .canvas(width: 128, height: 80))
        let cells = grid.displayList.items.map(\.frame)
        try #require(cells.count == 4 && cells[0].height > 0, "no fonts installed")
        #expect(cells[2].minY - cells[0].maxY == 8)
        #expect(abs((cells[1].midX - cells[0].midX) - 68) <= 0.5)
        let stack = ViewHost(VStack { Text("Alpha"); Text("Gamma") }, device: .canvas(width: 128, height: 80))
        let stacked = stack.displayList.items.map(\.frame)
        #expect(stacked[1].minY - stacked[0].maxY != 8, "a stack spaces text by its font")

        let rows = ViewHost(LazyHGrid(rows: [GridItem(.fixed(30))]) {
            ForEach(texts, id: \.self) { Text($0) }
        }, device: .canvas(width: 300, height: 30))
        let columns = rows.displayList.items.map(\.frame)
        #expect(columns[1].minX - columns[0].maxX == 8)
    }
}
