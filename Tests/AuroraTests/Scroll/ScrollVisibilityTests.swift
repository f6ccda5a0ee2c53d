/// `onScrollVisibilityChange` and `defaultScrollAnchor` through the public host.
import Testing
import Aurora

@MainActor
@Suite struct ScrollVisibilityTests {
    @Test func rowsReportCrossingTheThresholdOnceEachWay() {
        let log = GestureLog()
        let host = canvasHost(ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { index in
                    Color.blue.frame(width: 200, height: 100)
                        .onScrollVisibilityChange { log.entries.append("row \(index) \($0)") }
                }
            }
        })
        _ = host.displayList
        #expect(log.entries == ["row 0 true", "row 1 true"], "the first two rows fill the 200-point viewport")
        log.entries.removeAll()
        host.send(.wheel(WheelEvent(delta: CGVector(dx: 0, dy: -40), at: CGPoint(x: 100, y: 100))))
        #expect(log.entries.isEmpty, "row 0 is 60 % visible, row 2 40 %")
        host.send(.wheel(WheelEvent(delta: CGVector(dx: 0, dy: -20), at: CGPoint(x: 100, y: 100))))
        #expect(log.entries == ["row 0 false", "row 2 true"])
    }

    @Test func aBottomAnchorStartsAtTheEnd() {
        let host = canvasHost(ScrollView {
            VStack(spacing: 0) { ForEach(0..<10, id: \.self) { _ in Color.blue.frame(width: 200, height: 100) } }
        }.defaultScrollAnchor(.bottom))
        guard case .effect(_, let inner)? = host.displayList.items.first?.value else { Issue.record("no scroll view"); return }
        #expect(inner.items.map(\.frame.minY).min() == -800)
    }
}
