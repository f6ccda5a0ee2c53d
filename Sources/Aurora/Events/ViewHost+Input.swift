/// The host's input scripts: tap, drag, press, scroll and type, as a person does them, on the frame clock.
import AuroraGeometry
import Foundation

extension ViewHost {
    /// Taps `count` times in quick succession at `point` (screen points): a down and an up for
    /// each tap, at the current time. Returns whether a gesture ended. Default count: 1.
    @discardableResult
    public func tap(at point: CGPoint, count: Int = 1) -> Bool {
        var handled = false
        for _ in 0..<min(max(1, count), 100) {
            handled = send(.pointer(PointerEvent(.down, at: point))) || handled
            handled = send(.pointer(PointerEvent(.up, at: point))) || handled
        }
        return handled
    }

    /// Drags one pointer from `start` to `end` over `duration` seconds: a down at `start`, a move
    /// every frame (`framesPerSecond`) along the straight line, the last one at `end`, and an up
    /// there. The clock advances by `duration`. Default duration: 0.3 seconds.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3) {
        send(.pointer(PointerEvent(.down, at: start)))
        for (step, fraction) in frames(over: duration) {
            advance(by: step)
            send(.pointer(PointerEvent(.move, at: CGPoint(x: start.x + (end.x - start.x) * fraction,
                                                          y: start.y + (end.y - start.y) * fraction))))
        }
        send(.pointer(PointerEvent(.up, at: end)))
    }

    /// Presses at `point` for `duration` seconds: a down, the clock advanced a frame at a time,
    /// and an up. Default duration: 1 second.
    public func press(at point: CGPoint, duration: TimeInterval = 1) {
        send(.pointer(PointerEvent(.down, at: point)))
        for (step, _) in frames(over: duration) { advance(by: step) }
        send(.pointer(PointerEvent(.up, at: point)))
    }

    /// Scrolls by `delta` at `point` as a trackpad does: the delta split over frames in a
    /// `.began`, `.changed`… and `.ended` sequence, one frame apart, to the innermost scroll view
    /// under `point` that can move that way. `delta` is the content's movement: a negative `dy`
    /// scrolls towards the bottom.
    public func scroll(by delta: CGVector, at point: CGPoint) {
        let steps = max(1, framesPerSecond / 10)
        for index in 0..<steps {
            let part = CGVector(dx: delta.dx / CGFloat(steps), dy: delta.dy / CGFloat(steps))
            send(.wheel(WheelEvent(delta: part, at: point, phase: index == 0 ? .began : .changed)))
            advance(by: 1 / Double(max(1, framesPerSecond)))
        }
        send(.wheel(WheelEvent(delta: CGVector(dx: 0, dy: 0), at: point, phase: .ended)))
    }

    /// Types `text`: each character as a key press to the views' key-press actions.
    @discardableResult
    public func type(_ text: String) -> Bool { send(.text(text)) }

    /// The clock steps of `duration` split into frames: each step's length and how far along the
    /// whole it ends (the last at exactly 1). None for a duration that is not positive and finite.
    private func frames(over duration: TimeInterval) -> [(step: TimeInterval, fraction: CGFloat)] {
        guard duration.isFinite, duration > 0 else { return [] }
        let count = min(max(1, Int((duration * Double(max(1, framesPerSecond))).rounded())), 100_000)
        return (1...count).map { (duration / Double(count), CGFloat($0) / CGFloat(count)) }
    }
}
