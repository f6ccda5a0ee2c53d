/// What gesture tests share: a log the gestures' actions write to, and a host for a view on a plain canvas.
import Aurora

/// What the actions of a test's gestures saw, in order.
@MainActor
final class GestureLog {
    var entries: [String] = []
    var drags: [DragGesture.Value] = []
}

/// A host running `view` on a 200 × 200 canvas at scale 1, at time 0.
@MainActor
func canvasHost(_ view: some View, width: CGFloat = 200, height: CGFloat = 200) -> ViewHost {
    ViewHost(view, device: .canvas(width: width, height: height))
}

extension ViewHost {
    /// Sends one pointer event.
    func pointer(_ phase: PointerEvent.Phase, _ x: CGFloat, _ y: CGFloat, id: Int = 0) {
        send(.pointer(PointerEvent(phase, at: CGPoint(x: x, y: y), pointerID: id)))
    }

    /// Moves the clock on one second, past the fade of the scroll indicators of content that came
    /// to rest (held 0.5 s, faded over 0.33 s), for a test about the settled frame: the indicator
    /// drawn over the content is gone and nothing animates any more.
    func waitForScrollIndicatorsToFade() {
        advance(by: 1)
    }
}
