/// `ScrollIndicatorFade` through the public host: indicators shown while scrolling, held once the content rests, eased out on the frame clock.
import AuroraDisplayList
import Testing
@testable import Aurora

@MainActor
@Suite struct ScrollIndicatorFadeTests {
    /// Twenty 50-point rows, each tapping into `log`, in a scroll view filling a 200 × 200 canvas.
    private func list(_ log: GestureLog) -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20) { index in
                    Color.blue.frame(width: 200, height: 50).onTapGesture { log.entries.append("row \(index)") }
                }
            }
        }
    }

    /// The vertical indicator's opacity (its fill's alpha over the full 0.35), or nil when none is drawn.
    private func indicator(_ host: ViewHost) -> Double? {
        guard let clip = host.displayList.items.first, case .effect(_, let inner) = clip.value else { return nil }
        for item in inner.items where item.frame.width == 3 {
            if case .content(.shape(_, .color(let color), _, _)) = item.value { return Double(color.alpha / 0.35) }
        }
        return nil
    }

    /// Drags the content up 80 points, then holds the finger still for 0.2 s before lifting, so nothing flings.
    private func dragAndHold(_ host: ViewHost) {
        host.pointer(.down, 100, 150)
        host.pointer(.move, 100, 140)
        host.pointer(.move, 100, 60)
        host.advance(by: 0.2)
        host.pointer(.up, 100, 60)
    }

    @Test func afterADragTheIndicatorHoldsThenEasesOut() throws {
        let host = canvasHost(list(GestureLog()))
        #expect(indicator(host) == nil, "nothing scrolled yet")
        host.pointer(.down, 100, 150)
        host.pointer(.move, 100, 140)
        host.pointer(.move, 100, 60)
        #expect(indicator(host) == 1, "shown while the finger drags")
        host.advance(by: 0.2)
        #expect(!host.isAnimating, "a finger holding the content still needs no frames")
        host.pointer(.up, 100, 60)
        #expect(indicator(host) == 1)
        #expect(host.isAnimating, "the fade is still to come")
        host.advance(by: ScrollIndicatorFade.hold - 0.05)
        #expect(indicator(host) == 1, "held for 0.5 s")
        host.advance(by: 0.05 + ScrollIndicatorFade.duration / 2)
        let halfway = try #require(indicator(host))
        #expect(abs(halfway - (1 - UnitCurve.easeOut.value(at: 0.5))) < 1e-3, "eased out: \(halfway) halfway through the fade")
        host.advance(by: ScrollIndicatorFade.duration / 2 + 0.01)
        #expect(indicator(host) == nil)
        #expect(!host.isAnimating)
    }

    @Test func aFlingFadesFromWhenItSettledWhateverFramesTheHostSaw() throws {
        // 200 points a second upwards: the content decelerates for ln(1/200)/ln(0.998) ms after the release.
        let stepped = canvasHost(list(GestureLog()))
        stepped.drag(from: CGPoint(x: 100, y: 180), to: CGPoint(x: 100, y: 80), duration: 0.5)
        let settled = stepped.time + ScrollPhysics.decayDuration(velocity: 200)
        let halfway = settled + ScrollIndicatorFade.hold + ScrollIndicatorFade.duration / 2
        let jumped = canvasHost(list(GestureLog()))
        jumped.drag(from: CGPoint(x: 100, y: 180), to: CGPoint(x: 100, y: 80), duration: 0.5)
        #expect(jumped.time == stepped.time)
        // One host is watched every frame, as a recording is; the other only at the end.
        while stepped.time + 1.0 / 60 < settled + ScrollIndicatorFade.hold {
            stepped.advance(by: 1.0 / 60)
            #expect(indicator(stepped) == 1, "shown while decelerating and through the hold (t = \(stepped.time))")
        }
        stepped.advance(by: halfway - stepped.time)
        jumped.advance(by: halfway - jumped.time)
        let seen = try #require(indicator(stepped))
        #expect(abs(seen - (1 - UnitCurve.easeOut.value(at: 0.5))) < 1e-3)
        #expect(indicator(jumped) == seen, "the fade is timed from the settle, not from the frame that saw it")
        jumped.advance(by: ScrollIndicatorFade.duration)
        #expect(indicator(jumped) == nil)
        #expect(!jumped.isAnimating)
        let late = canvasHost(list(GestureLog()))
        late.drag(from: CGPoint(x: 100, y: 180), to: CGPoint(x: 100, y: 80), duration: 0.5)
        late.advance(by: 5)
        #expect(indicator(late) == nil && !late.isAnimating, "settled at +2.6 s, faded by +3.5 s")
    }

    @Test func theFadeNeitherCatchesTouchesNorCountsAsScrolling() {
        let log = GestureLog(), phases = GestureLog()
        let host = canvasHost(list(log).onScrollPhaseChange { _, phase in phases.entries.append("\(phase)") })
        dragAndHold(host)
        host.advance(by: 0.1)
        #expect(indicator(host) == 1)
        #expect(phases.entries.last == "idle", "phases: \(phases.entries)")
        host.tap(at: CGPoint(x: 100, y: 75))
        #expect(log.entries == ["row 3"], "a tap on the resting content taps the row under it (offset 80)")
    }

    @Test func hiddenIndicatorsLeaveNothingToFade() {
        for view in [AnyView(list(GestureLog()).scrollIndicators(.hidden)),
                     AnyView(ScrollView(showsIndicators: false) { Color.blue.frame(width: 200, height: 1_000) })] {
            let host = canvasHost(view)
            dragAndHold(host)
            #expect(indicator(host) == nil)
            #expect(!host.isAnimating, "no frame would differ")
        }
        let short = canvasHost(ScrollView { Color.blue.frame(width: 200, height: 100) })
        dragAndHold(short)
        short.advance(by: 1)
        #expect(indicator(short) == nil, "content shorter than the viewport has no indicator")
        #expect(!short.isAnimating)
    }

    @Test func aWheelShowsTheIndicatorWhichThenFades() {
        let host = canvasHost(list(GestureLog()))
        host.send(.wheel(WheelEvent(delta: CGVector(dx: 0, dy: -120), at: CGPoint(x: 100, y: 100))))
        #expect(indicator(host) == 1)
        #expect(host.isAnimating)
        host.advance(by: ScrollIndicatorFade.hold + ScrollIndicatorFade.duration)
        #expect(indicator(host) == nil)
        #expect(!host.isAnimating)
        host.send(.wheel(WheelEvent(delta: CGVector(dx: 0, dy: 500), at: CGPoint(x: 100, y: 100))))
        host.send(.wheel(WheelEvent(delta: CGVector(dx: 0, dy: 500), at: CGPoint(x: 100, y: 100))))
        #expect(indicator(host) == 1, "the first wheel moved the content back to the top")
    }

    @Test func theFadesCurveAndItsBadInput() {
        #expect(ScrollIndicatorFade.opacity(after: -1) == 1)
        #expect(ScrollIndicatorFade.opacity(after: ScrollIndicatorFade.hold) == 1)
        #expect(ScrollIndicatorFade.opacity(after: ScrollIndicatorFade.hold + ScrollIndicatorFade.duration) == 0)
        #expect(ScrollIndicatorFade.opacity(after: .nan) == 0)
        #expect(ScrollIndicatorFade.opacity(after: .infinity) == 0)
        #expect(!ScrollIndicatorFade.isFading(after: .nan))
        var previous = 1.0
        for step in 1...10 {
            let now = ScrollIndicatorFade.opacity(after: ScrollIndicatorFade.hold + ScrollIndicatorFade.duration * Double(step) / 10)
            #expect(now < previous)
            previous = now
        }
    }

    @Test func aSpringSettlesWhenItIsFirstCloseAndSlow() {
        let settle = ScrollPhysics.springSettleTime(displacement: 100, velocity: 0, within: 10)
        let at = ScrollPhysics.spring(displacement: 100, velocity: 0, time: settle)
        #expect(abs(at.position) < ScrollPhysics.restingDistance && abs(at.velocity) < ScrollPhysics.restingSpeed)
        let before = ScrollPhysics.spring(displacement: 100, velocity: 0, time: settle - 0.001)
        #expect(abs(before.position) >= ScrollPhysics.restingDistance || abs(before.velocity) >= ScrollPhysics.restingSpeed)
        #expect(ScrollPhysics.springSettleTime(displacement: 100, velocity: 0, within: 0.1) == 0.1, "not settled within the limit")
        #expect(ScrollPhysics.springSettleTime(displacement: 1e300, velocity: 0, within: .infinity) == 0)
        #expect(ScrollPhysics.springSettleTime(displacement: 0.01, velocity: 0, within: 1) == 0)
    }
}
