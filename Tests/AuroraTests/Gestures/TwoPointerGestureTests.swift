/// `MagnifyGesture` and `RotateGesture` with two pointers through the public host.
import Foundation
import Testing
import Aurora

@MainActor
@Suite struct TwoPointerGestureTests {
    @Test func twoPointersMovingApartMagnify() throws {
        var values: [MagnifyGesture.Value] = []
        var ended: MagnifyGesture.Value?
        let host = canvasHost(Color.red.gesture(MagnifyGesture().onChanged { values.append($0) }.onEnded { ended = $0 }), width: 300)
        host.pointer(.down, 100, 100, id: 1)
        host.pointer(.down, 200, 100, id: 2)
        host.advance(by: 0.5)
        host.pointer(.move, 250, 100, id: 2)
        host.pointer(.up, 250, 100, id: 2)
        let last = try #require(ended)
        #expect(abs(last.magnification - 1.5) < 1e-9, "100 points apart, then 150")
        #expect(last.startLocation == CGPoint(x: 150, y: 100))
        #expect(last.startAnchor == UnitPoint(x: 0.5, y: 0.5))
        #expect(abs(last.velocity - 1) < 1e-9, "0.5 of magnification over half a second")
        #expect(values.count == 1)
    }

    @Test func twoPointersTurningRotate() throws {
        var ended: RotateGesture.Value?
        let host = canvasHost(Color.red.gesture(RotateGesture().onEnded { ended = $0 }))
        host.pointer(.down, 50, 100, id: 0)
        host.pointer(.down, 150, 100, id: 1)
        host.pointer(.move, 100, 150, id: 1)
        host.pointer(.up, 100, 150, id: 1)
        let value = try #require(ended)
        #expect(abs(value.rotation.degrees - 45) < 1e-9, "from pointing right to pointing down-right: clockwise on screen")
    }

    @Test func oneFingerNeverMagnifiesAndAPinchBelowTheThresholdFails() {
        var count = 0
        let host = canvasHost(Color.red.gesture(MagnifyGesture(minimumScaleDelta: 0.1).onEnded { _ in count += 1 }))
        host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 150), duration: 0.2)
        host.pointer(.down, 100, 100, id: 0)
        host.pointer(.down, 200, 100, id: 1)
        host.pointer(.move, 205, 100, id: 1)
        host.pointer(.up, 205, 100, id: 1)
        host.pointer(.up, 100, 100, id: 0)
        #expect(count == 0)
    }
}
