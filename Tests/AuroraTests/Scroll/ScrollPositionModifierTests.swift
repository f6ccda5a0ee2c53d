/// `scrollPosition(id:anchor:)` through the public host: scrolling updates the binding, setting it scrolls.
import Observation
import Testing
import Aurora

/// The id a test's scroll view is bound to.
@MainActor @Observable
private final class IDModel {
    var position: Int?
}

/// Twenty 50-point rows (ids 0…19) along `axis` in a 200-point scroll view, bound to `model.position` with `anchor`.
private struct AnchoredRows: View {
    let model: IDModel
    let anchor: UnitPoint?
    var axis = Axis.vertical
    let log: GestureLog

    var body: some View {
        let binding = Binding(get: { model.position }, set: { model.position = $0 })
        ScrollView(axis == .vertical ? .vertical : .horizontal) {
            let rows = ForEach(0..<20, id: \.self) { _ in Color.blue.frame(width: axis == .vertical ? 200 : 50, height: axis == .vertical ? 50 : 200) }
            if axis == .vertical { VStack(spacing: 0) { rows } } else { HStack(spacing: 0) { rows } }
        }
        .scrollPosition(id: binding, anchor: anchor)
        .onChange(of: model.position) { _, new in log.entries.append("position \(new.map(String.init) ?? "nil")") }
    }
}

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
        // SwiftUI: "If no anchor has been provided, SwiftUI will scroll the minimal amount".
        #expect(contentTop(host) == -350, "row 10 (500…550) shown whole by the least distance: its bottom at the bottom")
        #expect(log.entries == ["position 0", "position 10"], "the value set stays while its row is shown")
        let top = IDModel()
        let anchored = canvasHost(AnchoredRows(model: top, anchor: .top, log: GestureLog()))
        top.position = 10
        #expect(contentTop(anchored) == -500, "row 10's top at the top")
        let animated = canvasHost(Rows(log: GestureLog(), animated: true))
        animated.tap(at: CGPoint(x: 5, y: 5))
        #expect(animated.isAnimating)
        animated.advance(by: 3)
        #expect(contentTop(animated) == -350)
    }

    @Test func aBottomAnchorReportsTheBottomMostRow() {
        let log = GestureLog()
        let host = canvasHost(AnchoredRows(model: IDModel(), anchor: .bottom, log: log))
        _ = host.displayList
        #expect(log.entries == ["position 3"], "rows 0…3 fill 0…200: row 3 is the bottom-most")
        wheel(host, -120)
        #expect(log.entries == ["position 3", "position 6"], "rows 2…6 show from offset 120: row 6 (300…350) is over the bottom edge")
        let top = GestureLog()
        let topmost = canvasHost(AnchoredRows(model: IDModel(), anchor: .top, log: top))
        wheel(topmost, -120)
        #expect(top.entries == ["position 0", "position 2"], "the top anchor reports the top-most row, as no anchor does")
        let trailing = GestureLog()
        let across = canvasHost(AnchoredRows(model: IDModel(), anchor: .trailing, axis: .horizontal, log: trailing))
        wheel(across, 0, dx: -120)
        #expect(trailing.entries == ["position 3", "position 6"], "horizontally, the trailing-most column")
    }

    @Test func aBottomAnchorScrollsRowsBottomToTheBottomClampedAtTheEnds() {
        let model = IDModel(), log = GestureLog()
        let host = canvasHost(AnchoredRows(model: model, anchor: .bottom, log: log))
        _ = host.displayList
        model.position = 10
        #expect(contentTop(host) == -350, "row 10's bottom (550) at the bottom (200)")
        model.position = 19
        #expect(contentTop(host) == -800, "the last row's bottom at the content's end")
        model.position = 1
        #expect(contentTop(host) == 0, "row 1's bottom cannot reach the bottom: the content rests at its top")
        #expect(model.position == 1, "the row asked for stays the position though row 3 is the bottom-most")
        #expect(log.entries == ["position 3", "position 10", "position 19", "position 1"])
        wheel(host, -10)
        #expect(model.position == 4, "once the user scrolls, the bottom-most row again (4 over 210)")
        let horizontal = IDModel()
        let across = canvasHost(AnchoredRows(model: horizontal, anchor: .trailing, axis: .horizontal, log: GestureLog()))
        horizontal.position = 10
        guard case .effect(_, let inner)? = across.displayList.items.first?.value else { Issue.record("no clip"); return }
        #expect(inner.items.filter { $0.frame.height > 3 }.map(\.frame.minX).min() == -350, "column 10's trailing edge at the trailing edge")
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
