/// `ScriptedInput`: what happens to a recorded scene at a given time — a state change, or a person's input.
import Aurora
import Foundation

/// One scripted event of a recording: a closure that changes state, or input through the host's
/// events (taps, drags, presses, scrolls, typing, or any `HostEvent`), at a time.
///
/// Events run in time order (events at the same time in the order given), each on the main
/// actor with the scene's clock at the event's time, before the first frame whose time is at or
/// after it; the scene is updated at the event's time right after it, so an animation the event
/// starts begins at the event's time, not at the next frame's. Drags, presses and scrolls last
/// over time: their events are spread a frame apart at the recording's frame rate.
public struct ScriptedInput {
    /// When the event happens, in seconds from the start of the recording.
    public let time: TimeInterval
    let kind: Kind

    enum Kind {
        case action(@MainActor () -> Void)
        case tap(CGPoint, count: Int)
        case event(HostEvent)
        case drag(from: CGPoint, to: CGPoint, duration: TimeInterval)
        case press(CGPoint, duration: TimeInterval)
        case scroll(CGVector, at: CGPoint)
    }

    /// Runs `body` at `time`: change `@State` through a binding, or an observable model the scene reads.
    public static func action(at time: TimeInterval, _ body: @escaping @MainActor () -> Void) -> ScriptedInput {
        ScriptedInput(time: time, kind: .action(body))
    }

    /// Taps `count` times in quick succession at `point` (in points, screen coordinates) at `time`.
    /// Default count: 1.
    public static func tap(at point: CGPoint, time: TimeInterval, count: Int = 1) -> ScriptedInput {
        ScriptedInput(time: time, kind: .tap(point, count: max(1, count)))
    }

    /// Sends one host event at `time`.
    public static func event(_ event: HostEvent, at time: TimeInterval) -> ScriptedInput {
        ScriptedInput(time: time, kind: .event(event))
    }

    /// Drags from `start` to `end`, starting at `time` and lasting `duration` seconds, a move a
    /// frame, as `ViewHost.drag(from:to:duration:)` does. Default duration: 0.3 seconds.
    public static func drag(from start: CGPoint, to end: CGPoint, time: TimeInterval, duration: TimeInterval = 0.3) -> ScriptedInput {
        ScriptedInput(time: time, kind: .drag(from: start, to: end, duration: duration))
    }

    /// Presses at `point` from `time` for `duration` seconds. Default duration: 1 second.
    public static func press(at point: CGPoint, time: TimeInterval, duration: TimeInterval = 1) -> ScriptedInput {
        ScriptedInput(time: time, kind: .press(point, duration: duration))
    }

    /// Scrolls by `delta` at `point` from `time`, as `ViewHost.scroll(by:at:)` does.
    public static func scroll(by delta: CGVector, at point: CGPoint, time: TimeInterval) -> ScriptedInput {
        ScriptedInput(time: time, kind: .scroll(delta, at: point))
    }

    /// Types `text` at `time`.
    public static func type(_ text: String, time: TimeInterval) -> ScriptedInput {
        ScriptedInput(time: time, kind: .event(.text(text)))
    }

    /// This input as inputs a frame apart at `framesPerSecond`: a drag, press or scroll becomes
    /// its host events; anything else stays as it is.
    func expanded(framesPerSecond: Int) -> [ScriptedInput] {
        let frame = 1 / Double(max(1, framesPerSecond))
        func steps(_ duration: TimeInterval) -> Int {
            guard duration.isFinite, duration > 0 else { return 0 }
            return min(max(1, Int((duration / frame).rounded())), 100_000)
        }
        func pointer(_ phase: PointerEvent.Phase, _ point: CGPoint, _ at: TimeInterval) -> ScriptedInput {
            .event(.pointer(PointerEvent(phase, at: point)), at: at)
        }
        switch kind {
        case .action, .tap, .event:
            return [self]
        case .drag(let start, let end, let duration):
            let count = steps(duration)
            let moves = (0..<count).map { index -> ScriptedInput in
                let fraction = CGFloat(index + 1) / CGFloat(count)
                let point = CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
                return pointer(.move, point, time + duration * Double(index + 1) / Double(count))
            }
            return [pointer(.down, start, time)] + moves + [pointer(.up, end, time + (count > 0 ? duration : 0))]
        case .press(let point, let duration):
            return [pointer(.down, point, time), pointer(.up, point, time + (steps(duration) > 0 ? duration : 0))]
        case .scroll(let delta, let point):
            let count = max(1, framesPerSecond / 10)
            let part = CGVector(dx: delta.dx / CGFloat(count), dy: delta.dy / CGFloat(count))
            let wheels = (0..<count).map { index in
                ScriptedInput.event(.wheel(WheelEvent(delta: part, at: point, phase: index == 0 ? .began : .changed)),
                                    at: time + Double(index) * frame)
            }
            return wheels + [.event(.wheel(WheelEvent(delta: CGVector(dx: 0, dy: 0), at: point, phase: .ended)),
                                    at: time + Double(count) * frame)]
        }
    }
}
