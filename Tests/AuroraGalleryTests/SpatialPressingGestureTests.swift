/// The ripple's press-at-a-point written with SwiftUI's gestures: a location on the down, nil on the up or a cancel, beside a tap.
import Testing
import Aurora
@testable import AuroraGallery

@MainActor
@Suite struct SpatialPressingGestureTests {
    @Test func aPressReportsWhereItStartedUntilItEnds() {
        var reports: [CGPoint?] = []
        var taps = 0
        let view = Color.blue.frame(width: 100, height: 100)
            .onTapGesture { taps += 1 }
            .onPressingChanged { reports.append($0) }
        let host = ViewHost(view, device: .canvas(width: 200, height: 200))
        host.send(.pointer(PointerEvent(.down, at: CGPoint(x: 70, y: 80))))
        #expect(reports == [CGPoint(x: 20, y: 30)], "at once, in the view's space (it sits at 50, 50)")
        host.send(.pointer(PointerEvent(.move, at: CGPoint(x: 90, y: 90))))
        host.send(.pointer(PointerEvent(.up, at: CGPoint(x: 90, y: 90))))
        #expect(reports == [CGPoint(x: 20, y: 30), nil])
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps == 1, "the press runs beside the tap, as the session's recognizer does")
        #expect(reports.count == 4)
        host.send(.pointer(PointerEvent(.down, at: CGPoint(x: 60, y: 60))))
        host.send(.pointer(PointerEvent(.cancel, at: CGPoint(x: 60, y: 60))))
        #expect(reports.suffix(2) == [CGPoint(x: 10, y: 10), nil])
    }
}
