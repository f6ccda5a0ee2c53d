/// `ScrollView` through the public host: layout, dragging 1:1, flings against UIScrollView's formulas, rubber band, wheels, taps, nesting, paging.
import Foundation
import Testing
import Aurora

@MainActor
@Suite struct ScrollViewTests {
    /// Twenty 50-point rows, each tapping into `log`, in a scroll view filling a 200 × 200 canvas.
    private func list(_ log: GestureLog, axes: Axis.Set = .vertical) -> some View {
        ScrollView(axes) {
            let rows = ForEach(0..<20) { index in
                Color.blue.frame(width: axes == .vertical ? 200 : 50, height: axes == .vertical ? 50 : 200)
                    .onTapGesture { log.entries.append("row \(index)") }
            }
            if axes == .vertical { VStack(spacing: 0) { rows } } else { HStack(spacing: 0) { rows } }
        }
    }

    /// The scroll offset, read from where the content is drawn inside the scroll view's clip.
    private func offset(_ host: ViewHost) -> CGPoint {
        guard let clip = host.displayList.items.first, case .effect(_, let inner) = clip.value else { return .zero }
        let content = inner.items.filter { $0.frame.width > 3 && $0.frame.height > 3 }.map(\.frame).reduce(CGRect.null) { $0.union($1) }
        return CGPoint(x: -content.minX, y: -content.minY)
    }

    @Test func theContentFollowsTheFingerOnceItHasMovedTenPoints() {
        let log = GestureLog()
        let host = canvasHost(list(log).scrollIndicators(.hidden))
        #expect(offset(host) == .zero)
        host.pointer(.down, 100, 150)
        host.pointer(.move, 100, 145)
        #expect(offset(host) == .zero, "under the slop")
        host.pointer(.move, 100, 140)
        host.pointer(.move, 100, 80)
        #expect(offset(host).y == 60, "1:1 from where scrolling started")
        host.pointer(.cancel, 100, 80)
        #expect(log.entries.isEmpty)
    }

    @Test func aReleaseDeceleratesAsUIScrollViewDoes() {
        let host = canvasHost(list(GestureLog()))
        // 200 points a second upwards for 0.5 s: the content moves with the finger, then flies on.
        host.drag(from: CGPoint(x: 100, y: 180), to: CGPoint(x: 100, y: 80), duration: 0.5)
        let released = offset(host).y
        #expect(abs(released - 90) < 1e-6, "100 points of travel less the 10 before scrolling started")
        host.advance(by: 0.1)
        let rate = 0.998
        let travelled: Double = 0.2 * rate * (1 - pow(rate, 100)) / (1 - rate)
        let expected = released + travelled
        // Read from drawn frames, which snap to the 1× pixel grid: within half a point.
        #expect(abs(offset(host).y - expected) <= 0.5, "v₀·r·(1−rⁿ)/(1−r) after n = 100 ms")
        #expect(host.isAnimating)
        host.advance(by: 5)
        #expect(abs(offset(host).y - (released + 0.2 * 499)) < 0.2, "the projection (v/1000)·r/(1−r)")
        #expect(!host.isAnimating)
    }

    @Test func pullingPastTheTopRubberBandsAndSpringsBack() {
        let host = canvasHost(list(GestureLog()))
        host.pointer(.down, 100, 50)
        host.pointer(.move, 100, 60)
        host.pointer(.move, 100, 150)
        let shown = -offset(host).y
        let stretch: Double = 90 * 0.55 / 200 + 1
        let expected = (1 - 1 / stretch) * 200
        // Read from drawn frames, which snap to the 1× pixel grid: within half a point.
        #expect(abs(shown - expected) <= 0.5, "(1 − 1/(x·c/d + 1))·d for x = 90, d = 200")
        host.advance(by: 0.5)
        host.pointer(.up, 100, 150)
        #expect(host.isAnimating)
        host.advance(by: 0.2)
        #expect(offset(host).y < 0 && offset(host).y > -shown, "on its way back")
        host.advance(by: 3)
        #expect(offset(host).y == 0)
    }

    @Test func aTapOnARestingRowTapsButADragDoesNot() {
        let log = GestureLog()
        let host = canvasHost(list(log))
        host.tap(at: CGPoint(x: 100, y: 75))
        host.drag(from: CGPoint(x: 100, y: 175), to: CGPoint(x: 100, y: 25), duration: 0.3)
        #expect(log.entries == ["row 1"])
        #expect(host.isAnimating)
        host.tap(at: CGPoint(x: 100, y: 75))
        #expect(log.entries == ["row 1"], "a touch on moving content catches it and taps nothing")
        let caught = offset(host)
        host.waitForScrollIndicatorsToFade()
        #expect(offset(host) == caught, "the touch stopped the content")
        #expect(!host.isAnimating)
    }

    @Test func wheelsScrollDirectlyAndStopAtTheEnds() {
        let host = canvasHost(list(GestureLog()))
        host.send(.wheel(WheelEvent(delta: CGVector(dx: 0, dy: -120), at: CGPoint(x: 100, y: 100))))
        #expect(offset(host).y == 120)
        host.send(.wheel(WheelEvent(delta: CGVector(dx: 0, dy: -10_000), at: CGPoint(x: 100, y: 100))))
        #expect(offset(host).y == 800, "1000 points of content in a 200-point viewport")
        host.scroll(by: CGVector(dx: 0, dy: 400), at: CGPoint(x: 100, y: 100))
        #expect(abs(offset(host).y - 400) < 1e-9, "a trackpad scroll inside the range")
        host.scroll(by: CGVector(dx: 0, dy: 1000), at: CGPoint(x: 100, y: 100))
        host.advance(by: 3)
        #expect(offset(host).y == 0, "past the top, then back")
    }

    @Test func aVerticalDragOnANestedHorizontalScrollViewScrollsTheOuterOne() {
        let host = canvasHost(ScrollView {
            VStack(spacing: 0) {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) { ForEach(0..<10) { _ in Color.red.frame(width: 100, height: 100) } }
                }
                .frame(height: 100)
                ForEach(0..<10) { _ in Color.blue.frame(width: 200, height: 100) }
            }
        })
        host.pointer(.down, 100, 50)
        host.pointer(.move, 100, 30)
        host.pointer(.move, 100, 0)
        #expect(offset(host).y == 40, "the outer one scrolls: 50 points of travel less the 10-point slop")
        host.pointer(.up, 100, 0)
        host.advance(by: 5)
        let outer = offset(host).y
        host.pointer(.down, 150, 50 - outer)
        host.pointer(.move, 130, 50 - outer)
        host.pointer(.move, 100, 50 - outer)
        host.pointer(.up, 100, 50 - outer)
        host.advance(by: 5)
        #expect(offset(host).y == outer, "a horizontal drag leaves the outer one alone")
    }

    @Test func pagingEndsExactlyOnAPage() {
        for speed in [0.05, 0.15, 0.3, 1.0] {
            let host = canvasHost(list(GestureLog(), axes: .horizontal).scrollTargetBehavior(.paging))
            host.drag(from: CGPoint(x: 180, y: 100), to: CGPoint(x: 120, y: 100), duration: speed)
            host.advance(by: 5)
            let x = offset(host).x
            #expect(x == 200 || x == 0, "\(x) after a 60-point drag over \(speed) s")
            #expect(!host.isAnimating)
        }
    }

    @Test func badScrollInputDoesNotCrashOrHang() throws {
        let host = canvasHost(ScrollView { Color.red.frame(width: 100, height: 1e9) })
        host.send(.wheel(WheelEvent(delta: CGVector(dx: 0, dy: -1e300), at: CGPoint(x: 50, y: 50))))
        host.send(.wheel(WheelEvent(delta: CGVector(dx: CGFloat.nan, dy: 0), at: CGPoint(x: 50, y: 50))))
        host.drag(from: CGPoint(x: 50, y: 190), to: CGPoint(x: 50, y: -1e300), duration: 0.1)
        host.advance(by: 10)
        _ = try host.render()
        let empty = canvasHost(ScrollView { EmptyView() })
        empty.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 50, y: 0))
        empty.advance(by: 5)
        #expect(!empty.isAnimating)
    }

    @Test func aBasedOnSizeAxisWhoseContentFitsDoesNotRubberBand() {
        let host = canvasHost(ScrollView([.horizontal, .vertical]) {
            Color.blue.frame(width: 600, height: 100)
        }.scrollBounceBehavior(.basedOnSize, axes: .vertical))
        host.pointer(.down, 100, 50)
        host.pointer(.move, 80, 70)
        host.pointer(.move, 40, 110)
        #expect(offset(host).y == 0, "the content fits vertically: the drag does not pull it down")
        #expect(offset(host).x > 0)
        host.pointer(.up, 40, 110)
    }
}
