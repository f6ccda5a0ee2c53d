/// `onScrollGeometryChange` and `onScrollPhaseChange` through the public host.
import Testing
import Aurora

@MainActor
@Suite struct ScrollObserverTests {
    private func list(_ log: GestureLog) -> some View {
        ScrollView {
            VStack(spacing: 0) { ForEach(0..<20, id: \.self) { _ in Color.blue.frame(width: 200, height: 50) } }
        }
        .onScrollGeometryChange(for: Double.self, of: { $0.contentOffset.y }) { old, new in
            log.entries.append("offset \(Int(old))→\(Int(new))")
        }
        .onScrollPhaseChange { old, new in log.entries.append("\(old)→\(new)") }
    }

    @Test func geometryChangesAndPhasesAreReportedOnce() {
        let log = GestureLog()
        let host = canvasHost(list(log))
        _ = host.displayList
        #expect(log.entries.isEmpty, "nothing changed yet")
        host.pointer(.down, 100, 150)
        host.pointer(.move, 100, 140)
        host.pointer(.move, 100, 100)
        #expect(log.entries == ["idle→interacting", "offset 0→40"])
        host.advance(by: 0.1)
        host.pointer(.up, 100, 100)
        #expect(log.entries.last == "interacting→idle", "lifted after resting: no fling")
        log.entries.removeAll()
        host.send(.wheel(WheelEvent(delta: CGVector(dx: 0, dy: -60), at: CGPoint(x: 100, y: 100))))
        #expect(log.entries == ["offset 40→100"])
        log.entries.removeAll()
        host.drag(from: CGPoint(x: 100, y: 190), to: CGPoint(x: 100, y: 10), duration: 0.1)
        for _ in 0..<300 { host.advance(by: 1.0 / 60) }
        #expect(log.entries.first == "idle→interacting")
        #expect(log.entries.contains("interacting→decelerating"))
        let offsets = log.entries.compactMap { $0.split(separator: "→").last.flatMap { Int($0) } }
        #expect((offsets.max() ?? 0) > 810, "flung past the end (800) by the momentum: the bounce")
        #expect(offsets.last == 800)
        #expect(log.entries.contains("decelerating→animating") && log.entries.contains("animating→idle"), "the bounce is a spring")
    }
}
