/// `LazyVStack` through the public host: only the rows near the visible region are built, rows keep their state, appear and disappear.
import Testing
import Aurora

/// What the rows report as they appear and disappear.
@MainActor
private final class RowLog {
    var appeared: [Int] = []
    var disappeared: [Int] = []
}

/// A row 20 points tall that logs its appearing.
private struct LoggedRow: View {
    let index: Int
    let log: RowLog
    var body: some View {
        Color.blue.frame(height: 20)
            .onAppear { log.appeared.append(index) }
            .onDisappear { log.disappeared.append(index) }
    }
}

/// A row whose colour a tap changes, through its own `@State`.
private struct TappableRow: View {
    @State private var tapped = false
    var body: some View {
        (tapped ? Color.red : Color.blue).frame(height: 50).onTapGesture { tapped = true }
    }
}

/// One mouse-wheel notch moving the content by `dy` (a negative `dy` scrolls towards the bottom).
@MainActor
func wheel(_ host: ViewHost, _ dy: CGFloat, dx: CGFloat = 0) {
    host.send(.wheel(WheelEvent(delta: CGVector(dx: dx, dy: dy), at: CGPoint(x: 100, y: 100))))
}

@MainActor
@Suite struct LazyVStackTests {
    private func hundredThousandRows(_ log: RowLog) -> some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100_000, id: \.self) { LoggedRow(index: $0, log: log) }
            }
        }
    }

    /// The frames of the views the scroll view draws (inside its clip).
    private func drawnRows(_ host: ViewHost) -> [CGRect] {
        guard case .effect(_, let inner)? = host.displayList.items.first?.value else { return [] }
        return inner.items.map(\.frame)
    }

    @Test func ofAHundredThousandRowsOnlyThoseNearTheVisibleRegionAreBuilt() {
        let log = RowLog()
        let host = canvasHost(hundredThousandRows(log))
        _ = host.displayList
        // 200 visible points and 50 beyond (a quarter of 200, at least 50): rows 0 to 12 of 20 points.
        #expect(log.appeared == Array(0...12))
        #expect(drawnRows(host).count == 13)
        wheel(host, -1_000)
        // Visible 1,000 to 1,200, built 950 to 1,250: rows 47 to 62.
        #expect(Set(log.appeared) == Set(0...12).union(47...62))
        #expect(Set(log.disappeared) == Set(0...12))
        host.waitForScrollIndicatorsToFade()
        let rows = drawnRows(host)
        #expect(rows.count == 16)
        let top: CGFloat = rows.map(\.minY).min() ?? 0
        #expect(abs(top + 60) < 1e-6, "row 47 starts at 940, 60 points above the top")
    }

    @Test func theContentIsAsLongAsEveryRowAndScrollsToTheEnd() {
        let log = RowLog()
        let host = canvasHost(hundredThousandRows(log))
        wheel(host, -3_000_000)
        // 2,000,000 points of rows: the end shows rows 99,990 to 99,999 at the bottom of the 200 points.
        let rows = drawnRows(host)
        #expect(rows.map(\.maxY).max() == 200)
        #expect(log.appeared.contains(99_999))
        #expect(!log.appeared.contains(50_000), "rows scrolled past by one wheel notch are never built")
        #expect(log.appeared.count == 13 + 10 + 3, "the first rows, the last ten and the margin above them")
    }

    @Test func aRowScrolledAwayAndBackKeepsItsState() throws {
        let host = canvasHost(ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<1_000, id: \.self) { _ in TappableRow() }
            }
        })
        host.tap(at: CGPoint(x: 100, y: 25))
        #expect(try host.render().pixel(x: 100, y: 25).red == 255)
        wheel(host, -5_000)
        #expect(try host.render().pixel(x: 100, y: 25).red == 0, "row 100 was never tapped")
        wheel(host, 5_000)
        #expect(try host.render().pixel(x: 100, y: 25).red == 255)
        #expect(try host.render().pixel(x: 100, y: 75).red == 0)
    }

    @Test func rowsOfDifferentHeightsAreEstimatedFromTheMeasuredOnes() {
        // Rows alternate 10 and 30 points: once the first rows are measured the others count 20 each.
        let host = canvasHost(ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<1_000, id: \.self) { Color.green.frame(height: $0 % 2 == 0 ? 10 : 30) }
            }
        })
        let rows = drawnRows(host)
        #expect(rows.first?.height == 10)
        #expect(rows.dropFirst().first?.minY == 10)
        wheel(host, -10_000)
        host.waitForScrollIndicatorsToFade()
        let later = drawnRows(host)
        #expect(!later.isEmpty)
        #expect(later.allSatisfy { $0.height == 10 || $0.height == 30 })
    }

    @Test func outsideAScrollViewItIsAPlainStack() {
        let host = canvasHost(LazyVStack(spacing: 4) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 40, height: 10)
        })
        let frames = host.displayList.items.map(\.frame)
        #expect(frames == [CGRect(x: 90, y: 88, width: 20, height: 10), CGRect(x: 80, y: 102, width: 40, height: 10)])
    }

    @Test func spacingAlignmentAndLeavesBesideAForEach() {
        let host = canvasHost(ScrollView {
            LazyVStack(alignment: .leading, spacing: 5) {
                Color.red.frame(width: 30, height: 10)
                ForEach(0..<3, id: \.self) { _ in Color.blue.frame(width: 50, height: 20) }
            }
        })
        let frames = drawnRows(host)
        #expect(frames == [CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 0, y: 15, width: 50, height: 20),
                           CGRect(x: 0, y: 40, width: 50, height: 20), CGRect(x: 0, y: 65, width: 50, height: 20)])
    }

    @Test func emptyContentAndAnEmptyForEachTakeNoSpace() {
        let host = canvasHost(ScrollView {
            LazyVStack {
                ForEach(0..<0, id: \.self) { _ in Color.blue.frame(height: 20) }
            }
        })
        #expect(drawnRows(host).isEmpty)
        wheel(host, -100)
        #expect(drawnRows(host).isEmpty)
    }
}
