/// `scrollPosition(id:anchor:)` through the public host: scrolling updates the binding, setting it scrolls.
import Testing
import Aurora

@MainActor
@Suite struct ScrollPositionModifierTests {
    /// Twenty 50-point rows with a position binding; a tap in the top-left corner sets the position to row 10.
    struct Rows: View {
        let log: GestureLog
        let animated: Bool
        @State private var position: Int?

        var body: some View {
            ZStack(alignment: .topLeading) {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { _ in Color.blue.frame(width: 200, height: 50) }
                    }
                }
                .scrollPosition(id: $position)
                .onChange(of: position) { _, new in log.entries.append("position \(new.map(String.init) ?? "nil")") }
                Color.red.frame(width: 10, height: 10).onTapGesture {
                    if animated { withAnimation { position = 10 } } else { position = 10 }
                }
            }
        }
    }

    private func contentTop(_ host: ViewHost) -> CGFloat? {
        guard case .effect(_, let inner)? = host.displayList.items.first?.value else { return nil }
        return inner.items.map(\.frame.minY).min()
    }

    @Test func scrollingReportsTheFirstRowShown() {
        let log = GestureLog()
        let host = canvasHost(Rows(log: log, animated: false))
        _ = host.displayList
        #expect(log.entries == ["position 0"])
        host.send(.wheel(WheelEvent(delta: CGVector(dx: 0, dy: -120), at: CGPoint(x: 100, y: 100))))
        #expect(log.entries == ["position 0", "position 2"], "rows 2…6 show from offset 120")
    }

    @Test func settingThePositionScrollsThere() {
        let log = GestureLog()
        let host = canvasHost(Rows(log: log, animated: false))
        host.tap(at: CGPoint(x: 5, y: 5))
        #expect(contentTop(host) == -500, "row 10's top at the top")
        let animated = canvasHost(Rows(log: GestureLog(), animated: true))
        animated.tap(at: CGPoint(x: 5, y: 5))
        #expect(animated.isAnimating)
        animated.advance(by: 3)
        #expect(contentTop(animated) == -500)
    }

    @Test func aReaderAroundAScrollViewWithAPositionStillFindsItsRows() {
        @MainActor struct Both: View {
            @State private var position: Int?
            var body: some View {
                ScrollViewReader { proxy in
                    ZStack(alignment: .topLeading) {
                        ScrollView {
                            VStack(spacing: 0) { ForEach(0..<20, id: \.self) { _ in Color.blue.frame(width: 200, height: 50) } }
                        }
                        .scrollPosition(id: $position)
                        Color.red.frame(width: 10, height: 10).onTapGesture { proxy.scrollTo(8, anchor: .top) }
                    }
                }
            }
        }
        let host = canvasHost(Both())
        host.tap(at: CGPoint(x: 5, y: 5))
        #expect(contentTop(host) == -400)
    }
}
