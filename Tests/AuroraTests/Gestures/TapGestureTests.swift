/// Tap gestures through hit testing: shapes by their path, content shapes, frontmost first, pass-through, counts and locations.
import Foundation
import Testing
@testable import Aurora

/// What the tap actions saw, in order.
@MainActor
private final class TapLog {
    var entries: [String] = []
    var locations: [CGPoint] = []
}

@MainActor
@Suite struct TapGestureTests {
    /// A host laid out at the root view's own size (the tests give the root a fixed frame).
    private func host(_ view: some View) -> ViewHost {
        let host = ViewHost(rootView: view)
        host.layout(proposal: .unspecified, scale: 1)
        return host
    }

    @Test func shapesAreHitByTheirPathAndContentShapeWidensIt() {
        let log = TapLog()
        let circle = host(Circle().fill(.red).frame(width: 100, height: 100).onTapGesture { log.entries.append("circle") })
        #expect(circle.tap(at: CGPoint(x: 50, y: 50)))
        #expect(!circle.tap(at: CGPoint(x: 5, y: 5)), "the frame's corner is outside the circle")
        #expect(circle.tap(at: CGPoint(x: 95, y: 50)))
        #expect(!circle.tap(at: CGPoint(x: 101, y: 50)))
        let square = host(Circle().fill(.red).frame(width: 100, height: 100).contentShape(Rectangle())
            .onTapGesture { log.entries.append("square") })
        #expect(square.tap(at: CGPoint(x: 5, y: 5)))
        #expect(log.entries == ["circle", "circle", "square"])
        // A content shape also removes what lies outside it.
        let small = host(Color.blue.frame(width: 100, height: 100).contentShape(Circle()).onTapGesture { log.entries.append("small") })
        #expect(!small.tap(at: CGPoint(x: 3, y: 97)))
        #expect(small.tap(at: CGPoint(x: 50, y: 97)))
    }

    @Test func strokedShapesAreHitOnTheStrokeOnly() {
        let log = TapLog()
        let ring = host(Circle().stroke(.black, lineWidth: 10).frame(width: 100, height: 100).onTapGesture { log.entries.append("ring") })
        #expect(ring.tap(at: CGPoint(x: 50, y: 2)))
        #expect(!ring.tap(at: CGPoint(x: 50, y: 50)), "the inside of a stroked circle is empty")
        #expect(log.entries == ["ring"])
    }

    @Test func theFrontmostViewWinsAndPassThroughReachesTheOneBehind() {
        let log = TapLog()
        let stack = ZStack {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.entries.append("back") }
            Color.blue.frame(width: 40, height: 40).onTapGesture { log.entries.append("front") }
        }
        let both = host(stack)
        both.tap(at: CGPoint(x: 50, y: 50))
        both.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["front", "back"])
        log.entries.removeAll()
        let passing = host(ZStack {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.entries.append("back") }
            Color.blue.frame(width: 40, height: 40).onTapGesture { log.entries.append("front") }.allowsHitTesting(false)
        })
        passing.tap(at: CGPoint(x: 50, y: 50))
        let hidden = host(ZStack {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.entries.append("back") }
            Color.blue.frame(width: 40, height: 40).onTapGesture { log.entries.append("front") }.opacity(0)
        })
        hidden.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["back", "back"])
    }

    @Test func theInnermostGestureWinsAndOverlaysAreInFront() {
        let log = TapLog()
        let nested = host(Color.green.frame(width: 60, height: 60).onTapGesture { log.entries.append("inner") }
            .padding(20).background(Color.gray).onTapGesture { log.entries.append("outer") })
        nested.tap(at: CGPoint(x: 50, y: 50))
        nested.tap(at: CGPoint(x: 5, y: 5))
        let overlaid = host(Color.green.frame(width: 60, height: 60).onTapGesture { log.entries.append("base") }
            .overlay(alignment: .topLeading) { Color.black.frame(width: 10, height: 10).onTapGesture { log.entries.append("badge") } })
        overlaid.tap(at: CGPoint(x: 5, y: 5))
        overlaid.tap(at: CGPoint(x: 30, y: 30))
        #expect(log.entries == ["inner", "outer", "badge", "base"])
    }

    @Test func gapsInAStackAreNotHitUnlessTheStackHasAContentShape() {
        let log = TapLog()
        let row = HStack(spacing: 20) {
            Color.red.frame(width: 30, height: 30)
            Color.blue.frame(width: 30, height: 30)
        }
        let plain = host(row.onTapGesture { log.entries.append("plain") })
        #expect(!plain.tap(at: CGPoint(x: 40, y: 15)))
        #expect(plain.tap(at: CGPoint(x: 60, y: 15)))
        let filled = host(row.contentShape(Rectangle()).onTapGesture { log.entries.append("filled") })
        #expect(filled.tap(at: CGPoint(x: 40, y: 15)))
        #expect(log.entries == ["plain", "filled"])
    }

    @Test func locationsInLocalGlobalAndNamedSpacesFollowOffsets() throws {
        let log = TapLog()
        func screen(_ space: some CoordinateSpaceProtocol) -> ViewHost {
            host(VStack(spacing: 0) {
                Color.clear.frame(width: 100, height: 30)
                Color.red.frame(width: 40, height: 40)
                    .onTapGesture(coordinateSpace: space) { log.locations.append($0) }
                    .offset(x: 20, y: 10)
            }
            .padding(10)
            .coordinateSpace(.named("panel")))
        }
        // Laid out at x 40…80 (centred in 120), y 40…80; drawn 20 right and 10 down.
        #expect(!screen(.local).tap(at: CGPoint(x: 45, y: 45)), "the offset moved the view away from its layout frame")
        #expect(screen(.local).tap(at: CGPoint(x: 65, y: 55)))
        #expect(screen(.global).tap(at: CGPoint(x: 65, y: 55)))
        #expect(screen(.named("panel")).tap(at: CGPoint(x: 65, y: 55)))
        #expect(log.locations == [CGPoint(x: 5, y: 5), CGPoint(x: 65, y: 55), CGPoint(x: 65, y: 55)])
        let named = host(VStack { Color.red.frame(width: 40, height: 40).onTapGesture(coordinateSpace: .named("panel")) { log.locations.append($0) } }
            .padding(10).coordinateSpace(.named("panel")).offset(x: 100))
        named.tap(at: CGPoint(x: 120, y: 20))
        #expect(log.locations.last == CGPoint(x: 20, y: 20), "the named space moves with its view")
    }

    @Test func scaleAndRotationEffectsMoveTheHitArea() {
        let log = TapLog()
        // A 40 × 40 square centred in 100 × 100, drawn at twice its size: it covers 10…90.
        let scaled = host(Color.red.frame(width: 40, height: 40).onTapGesture { log.entries.append("scaled") }
            .scaleEffect(2).frame(width: 100, height: 100))
        #expect(scaled.tap(at: CGPoint(x: 15, y: 15)))
        #expect(!scaled.tap(at: CGPoint(x: 5, y: 5)))
        // A 80 × 10 bar rotated 90° about its centre stands upright: hit above its centre, not beside it.
        let rotated = host(Color.blue.frame(width: 80, height: 10).onTapGesture { log.entries.append("rotated") }
            .rotationEffect(.degrees(90)).frame(width: 100, height: 100))
        #expect(rotated.tap(at: CGPoint(x: 50, y: 15)))
        #expect(!rotated.tap(at: CGPoint(x: 20, y: 50)))
        #expect(log.entries == ["scaled", "rotated"])
    }

    @Test func clippingDoesNotChangeTheHitAreaButAContentShapeDoes() {
        // As observed on iOS 16 (oleb.net/2022/clipped-hit-testing): a 300-point square in a 100-point
        // frame, clipped, still takes taps on its whole invisible part until a content shape limits it.
        let log = TapLog()
        func square(limited: Bool) -> some View {
            ZStack(alignment: .topLeading) {
                Color.clear.frame(width: 400, height: 400)
                Group {
                    if limited {
                        Rectangle().frame(width: 300, height: 300).frame(width: 100, height: 100).contentShape(Rectangle()).clipped()
                    } else {
                        Rectangle().frame(width: 300, height: 300).frame(width: 100, height: 100).clipped()
                    }
                }
                .onTapGesture { log.entries.append(limited ? "limited" : "clipped") }
                .offset(x: 150, y: 150)
            }
        }
        // The frame is drawn at 150…250; the square overflows it by 100 on each side (50…350).
        #expect(host(square(limited: false)).tap(at: CGPoint(x: 60, y: 60)))
        #expect(!host(square(limited: true)).tap(at: CGPoint(x: 60, y: 60)))
        #expect(host(square(limited: true)).tap(at: CGPoint(x: 200, y: 200)))
        #expect(log.entries == ["clipped", "limited"])
    }

    @Test func tapCountsPickTheMatchingGesture() {
        let log = TapLog()
        let double = host(Color.red.frame(width: 50, height: 50).onTapGesture(count: 2) { log.entries.append("double") })
        #expect(!double.tap(at: CGPoint(x: 25, y: 25)), "one tap does not complete a double tap")
        #expect(double.tap(at: CGPoint(x: 25, y: 25), count: 2))
        let single = host(Color.red.frame(width: 50, height: 50).onTapGesture { log.entries.append("single") })
        #expect(single.tap(at: CGPoint(x: 25, y: 25), count: 2))
        #expect(log.entries == ["double", "single", "single"])
    }

    @Test func aTapChangesStateThatTheNextUpdateShows() {
        struct Toggle: View {
            @State var on = false
            var body: some View {
                (on ? Color.green : Color.red).frame(width: 20, height: 20).onTapGesture { on.toggle() }
            }
        }
        let screen = host(Toggle())
        #expect(screen.buildDisplayList().description.contains("srgb 1 0.231"), "starts red")
        screen.tap(at: CGPoint(x: 10, y: 10))
        screen.layout(proposal: .unspecified, scale: 1)
        #expect(!screen.buildDisplayList().description.contains("srgb 1 0.231"), "green after the tap")
    }
}
