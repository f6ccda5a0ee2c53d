/// `ScriptedInput`: what happens to a recorded scene at a given time — a state change or a tap.
import Aurora
import Foundation

/// One scripted event of a recording: a closure that changes state, or taps at a point, at a time.
///
/// Events run in time order (events at the same time in the order given), each on the main
/// actor with the scene's clock set to the event's time, before the first frame whose time is at
/// or after it; the scene is updated at the event's time right after it, so an animation the
/// event starts begins at the event's time, not at the next frame's.
public struct ScriptedInput {
    /// When the event happens, in seconds from the start of the recording.
    public let time: TimeInterval
    let kind: Kind

    enum Kind {
        case action(@MainActor () -> Void)
        case tap(CGPoint, count: Int)
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
}
