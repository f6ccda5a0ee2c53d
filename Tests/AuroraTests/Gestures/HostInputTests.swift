/// The public host's input paths beyond gestures — hover, keys, text — and malformed input.
import Testing
import Aurora

@MainActor
@Suite struct HostInputTests {
    @Test func hoverEntersMovesAndLeaves() {
        let log = GestureLog()
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 100, height: 100).onHover { log.entries.append("red \($0)") }
            Color.blue.frame(width: 100, height: 100).onContinuousHover { phase in
                switch phase {
                case .active(let point): log.entries.append("blue at \(Int(point.x)),\(Int(point.y))")
                case .ended: log.entries.append("blue ended")
                }
            }
        }
        let host = canvasHost(view)
        host.send(.hover(CGPoint(x: 20, y: 100)))
        host.send(.hover(CGPoint(x: 30, y: 100)))
        host.send(.hover(CGPoint(x: 120, y: 100)))
        host.send(.hover(CGPoint(x: 130, y: 90)))
        host.send(.hover(nil))
        #expect(log.entries == ["red true", "red false", "blue at 20,50", "blue at 30,40", "blue ended"])
    }

    @Test func keyPressesGoFrontmostFirstUntilOneIsHandled() {
        let log = GestureLog()
        let view = VStack {
            Color.red.frame(width: 50, height: 50)
                .onKeyPress(.return) { log.entries.append("inner return"); return .handled }
                .onKeyPress(characters: .letters) { press in log.entries.append("letter \(press.characters)"); return .ignored }
        }
        .onKeyPress(phases: .all) { press in log.entries.append("outer \(press.key.character)"); return .handled }
        let host = canvasHost(view)
        #expect(host.send(.key(KeyPress(.return))))
        #expect(host.type("a1"))
        #expect(host.send(.key(KeyPress(.escape, phase: .up))))
        #expect(log.entries == ["inner return", "letter a", "outer a", "outer 1", "outer \u{1B}"])
    }

    @Test func malformedEventsAreIgnored() {
        let log = GestureLog()
        let host = canvasHost(Color.red.onTapGesture { log.entries.append("tap") }
            .gesture(DragGesture().onChanged { _ in log.entries.append("drag") }))
        host.pointer(.up, 10, 10)
        host.pointer(.move, 20, 20)
        host.pointer(.down, .nan, 10)
        host.pointer(.down, .infinity, -.infinity)
        host.send(.hover(CGPoint(x: CGFloat.nan, y: 0)))
        host.advance(by: -1)
        host.advance(by: .nan)
        host.advance(by: .infinity)
        #expect(host.time == 0)
        #expect(log.entries.isEmpty)
        for id in 0..<10_000 { host.pointer(.down, CGFloat(id % 200), 50, id: id) }
        for id in 0..<10_000 { host.pointer(.up, CGFloat(id % 200), 50, id: id) }
        #expect(!log.entries.contains("tap"), "many pointers are no tap")
        host.pointer(.down, 50, 50)
        host.pointer(.down, 50, 50)
        host.pointer(.up, 50, 50)
        #expect(log.entries.last == "tap", "a repeated down of the same pointer is ignored")
        host.drag(from: CGPoint(x: 1e300, y: 0), to: CGPoint(x: -1e300, y: 0), duration: 1e9)
        host.press(at: .zero, duration: .nan)
        _ = try? host.render()
    }

    @Test func anEmptyViewTakesEveryEvent() throws {
        let host = canvasHost(EmptyView())
        host.tap(at: CGPoint(x: 10, y: 10))
        host.drag(from: .zero, to: CGPoint(x: 100, y: 100))
        host.scroll(by: CGVector(dx: 0, dy: -400), at: CGPoint(x: 50, y: 50))
        host.type("hello")
        host.send(.hover(CGPoint(x: 5, y: 5)))
        let frame = try host.render()
        #expect(frame.width == 200 && frame.height == 200)
    }

    @Test func severalHostsKeepTheirOwnLayout() {
        let view = Color.red.containerRelativeFrame(.horizontal) { length, _ in length / 2 }
        let small = canvasHost(view, width: 100)
        let large = canvasHost(view, width: 300)
        let smallWidth = small.displayList.items.first?.frame.width
        let largeWidth = large.displayList.items.first?.frame.width
        #expect(smallWidth == 50)
        #expect(largeWidth == 150)
        small.advance(by: 0.1)
        #expect(small.displayList.items.first?.frame.width == 50)
    }
}
