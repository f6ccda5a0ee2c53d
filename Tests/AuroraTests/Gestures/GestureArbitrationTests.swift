/// Which gesture wins: innermost first, high priority, simultaneous, masks, disabled, multi-taps, failures.
import Testing
import Aurora

@MainActor
@Suite struct GestureArbitrationTests {
    private func nested(_ log: GestureLog, parent: (AnyView) -> AnyView) -> ViewHost {
        let child = Color.blue.frame(width: 100, height: 100).onTapGesture { log.entries.append("child tap") }
        return canvasHost(parent(AnyView(child)).frame(width: 200, height: 200))
    }

    @Test func aChildsTapWinsOverItsParentsTapAndADragWinsOnceTheFingerMoves() {
        let log = GestureLog()
        let drag = DragGesture().onEnded { _ in log.entries.append("parent drag") }
        let host = nested(log) { AnyView($0.frame(width: 200, height: 200).contentShape(Rectangle())
            .onTapGesture { log.entries.append("parent tap") }.gesture(drag)) }
        host.tap(at: CGPoint(x: 100, y: 100))
        host.tap(at: CGPoint(x: 10, y: 10))
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100), duration: 0.2)
        #expect(log.entries == ["child tap", "parent tap", "parent drag"])
    }

    @Test func aHighPriorityParentGestureWinsOverTheChild() {
        let log = GestureLog()
        let host = nested(log) { AnyView($0.highPriorityGesture(TapGesture().onEnded { log.entries.append("parent") })) }
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["parent"])
    }

    @Test func aSimultaneousGestureRunsBesideTheWinner() {
        let log = GestureLog()
        let host = nested(log) { AnyView($0.simultaneousGesture(TapGesture().onEnded { log.entries.append("parent") })) }
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(Set(log.entries) == ["child tap", "parent"])
        #expect(log.entries.count == 2)
    }

    @Test func masksAndDisabledLeaveGesturesOut() {
        let log = GestureLog()
        let parentTap = TapGesture().onEnded { log.entries.append("parent") }
        nested(log) { AnyView($0.gesture(parentTap, including: .gesture)) }.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["parent"], "`.gesture` leaves out the subviews' gestures")
        log.entries.removeAll()
        nested(log) { AnyView($0.highPriorityGesture(parentTap, including: .subviews)) }.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["child tap"], "`.subviews` leaves out the gesture itself")
        log.entries.removeAll()
        nested(log) { AnyView($0.gesture(parentTap, including: .none)) }.tap(at: CGPoint(x: 100, y: 100))
        nested(log) { AnyView($0.simultaneousGesture(parentTap).disabled(true)) }.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries.isEmpty)
    }

    @Test func aSingleTapWaitsForADoubleTapToFail() {
        let log = GestureLog()
        let host = canvasHost(Color.red.frame(width: 100, height: 100)
            .onTapGesture(count: 2) { log.entries.append("double") }
            .onTapGesture { log.entries.append("single") })
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries.isEmpty, "the double tap may still come")
        host.advance(by: 0.2)
        #expect(log.entries.isEmpty)
        host.advance(by: 0.2)
        #expect(log.entries == ["single"], "0.4 s after the tap, the double tap has failed")
        host.tap(at: CGPoint(x: 100, y: 100), count: 2)
        host.advance(by: 1)
        #expect(log.entries == ["single", "double"])
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.5)
        #expect(log.entries == ["single", "double", "single", "single"], "taps too far apart in time are two single taps")
    }

    @Test func anExclusiveGesturePrefersItsFirstAndFallsBackToItsSecond() {
        let log = GestureLog()
        let either = TapGesture(count: 2).map { "double" }.exclusively(before: TapGesture().map { "single" })
            .onEnded { value in
                switch value {
                case .first(let name), .second(let name): log.entries.append(name)
                }
            }
        let host = canvasHost(Color.red.gesture(either))
        host.tap(at: CGPoint(x: 50, y: 50), count: 2)
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        #expect(log.entries == ["double", "single"])
    }
}
