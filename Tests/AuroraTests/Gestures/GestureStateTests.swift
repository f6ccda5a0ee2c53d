/// `@GestureState`, `updating`, sequenced gestures and cancellation through the public host.
import Testing
import Aurora

@MainActor
@Suite struct GestureStateTests {
    /// A square that follows a drag while it lasts and springs back after.
    struct Follower: View {
        @GestureState var offset = CGSize.zero
        var body: some View {
            Color.red.frame(width: 40, height: 40)
                .offset(offset)
                .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
        }
    }

    private func squareMinX(_ host: ViewHost) -> CGFloat? {
        host.displayList.items.first.map { $0.frame.minX }
    }

    @Test func stateFollowsTheDragAndResetsWhenItEnds() throws {
        let host = canvasHost(Follower())
        let rest = try #require(squareMinX(host))
        host.pointer(.down, 100, 100)
        host.pointer(.move, 130, 100)
        #expect(host.displayList.description.contains("30"), "the offset effect carries the translation")
        host.pointer(.up, 130, 100)
        #expect(squareMinX(host) == rest)
        #expect(!host.displayList.description.contains("offset"), "no offset once reset")
    }

    @Test func aCancelledDragResetsItsState() {
        let host = canvasHost(Follower())
        let before = host.displayList
        host.pointer(.down, 100, 100)
        host.pointer(.move, 100, 150)
        #expect(host.displayList != before)
        host.pointer(.cancel, 100, 150)
        #expect(host.displayList == before)
    }

    @Test func aLongPressThenDragSequenceReportsBothStages() {
        let log = GestureLog()
        let sequence = LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
            .onChanged { value in
                switch value {
                case .first(let pressing): log.entries.append("first \(pressing)")
                case .second(let pressed, let drag): log.entries.append("second \(pressed) \(drag.map { Int($0.translation.width) } ?? -1)")
                }
            }
            .onEnded { value in
                if case .second(true, let drag?) = value { log.entries.append("ended \(Int(drag.translation.width))") }
            }
        let host = canvasHost(Color.red.gesture(sequence))
        host.pointer(.down, 50, 50)
        host.advance(by: 0.5)
        host.pointer(.move, 80, 50)
        host.pointer(.up, 80, 50)
        #expect(log.entries == ["first true", "second true -1", "second true 30", "ended 30"])
    }

    @Test func aDragBeforeTheLongPressEndsFailsTheSequence() {
        let log = GestureLog()
        let sequence = LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
            .onEnded { _ in log.entries.append("ended") }
        let host = canvasHost(Color.red.gesture(sequence))
        host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), duration: 0.2)
        #expect(log.entries.isEmpty)
    }

    @Test func simultaneousGesturesReportBothValues() {
        let log = GestureLog()
        let both = DragGesture(minimumDistance: 0).simultaneously(with: LongPressGesture(minimumDuration: 0.2))
            .onEnded { value in log.entries.append("drag \(value.first != nil) press \(value.second ?? false)") }
        let host = canvasHost(Color.red.gesture(both))
        host.press(at: CGPoint(x: 50, y: 50), duration: 0.5)
        #expect(log.entries == ["drag true press true"])
    }
}
