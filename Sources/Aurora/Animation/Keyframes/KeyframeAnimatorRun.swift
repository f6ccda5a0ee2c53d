/// `KeyframeAnimatorRun`: the running keyframes of one keyframe animator, kept in its graph node, on the frame clock.
import Foundation

/// How a keyframe animator plays its keyframes.
enum KeyframeAnimatorMode {
    /// Loops from the view's appearance (`true`), or shows the start of the timeline (`false`).
    case repeating(Bool)
    /// Plays once each time the trigger value changes, starting from the value on screen.
    case trigger(AnyEquatableValue)
}

/// An equatable value of any type, compared with values of the same type.
struct AnyEquatableValue {
    private let base: Any
    private let equalsBase: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        base = value
        equalsBase = { ($0 as? T) == value }
    }

    /// Whether `other` holds an equal value of the same type.
    func isEqual(to other: AnyEquatableValue) -> Bool { equalsBase(other.base) }
}

/// The state of a keyframe animator between frames: its timeline, when it started, and the value it rests at.
@MainActor
final class KeyframeAnimatorRun<Value>: AttributeSlot {
    var trigger: AnyEquatableValue?
    var timeline: KeyframeTimeline<Value>?
    var startTime: TimeInterval
    var isRunning = false
    /// The value shown when no keyframes run: the initial value, then the end value of the last run.
    var restingValue: Value

    init(restingValue: Value, startTime: TimeInterval) {
        self.restingValue = restingValue
        self.startTime = startTime
    }

    var isAnimating: Bool { isRunning }

    func cancel() -> [() -> Void] {
        isRunning = false
        return []
    }

    /// The value at `time`, settling into the resting value once a one-shot run has ended.
    func value(at time: TimeInterval) -> Value {
        guard isRunning, let timeline else { return restingValue }
        let elapsed = time - startTime
        if elapsed >= timeline.duration {
            restingValue = timeline.value(time: timeline.duration)
            isRunning = false
            return restingValue
        }
        return timeline.value(time: max(0, elapsed))
    }
}

extension ResolveInputs {
    /// The value a keyframe animator shows at this position at the graph's time, asking for the next frame while
    /// its keyframes run. Takes one attribute slot of the node.
    func keyframeValue<Value, Path: Keyframes>(initialValue: Value, mode: KeyframeAnimatorMode,
                                               keyframes: (Value) -> Path) -> Value where Path.Value == Value {
        let slot = node.nextAttributeSlot()
        let now = graph.time
        let run: KeyframeAnimatorRun<Value>
        if let existing = node.attribute(at: slot, as: KeyframeAnimatorRun<Value>.self) {
            run = existing
        } else {
            run = KeyframeAnimatorRun(restingValue: initialValue, startTime: now)
            if case let .trigger(trigger) = mode { run.trigger = trigger }
            node.setAttribute(run, at: slot, graph: graph)
        }
        switch mode {
        case let .repeating(repeating):
            let timeline = KeyframeTimeline(initialValue: initialValue, keyframes: keyframes(initialValue))
            run.timeline = timeline
            guard repeating, timeline.duration > 0 else {
                run.isRunning = false
                return timeline.value(time: 0)
            }
            if !run.isRunning {
                run.isRunning = true
                run.startTime = now
            }
            graph.requestFrame(for: node)
            let elapsed = max(0, now - run.startTime).truncatingRemainder(dividingBy: timeline.duration)
            return timeline.value(time: elapsed)
        case let .trigger(trigger):
            if let last = run.trigger, !last.isEqual(to: trigger) {
                // The new keyframes start from the value on screen, keeping the velocity of a run in progress.
                let velocities = run.isRunning ? run.timeline?.velocities(time: now - run.startTime) ?? [:] : [:]
                let current = run.value(at: now)
                run.timeline = KeyframeTimeline(initialValue: current, keyframes: keyframes(current),
                                                initialVelocities: velocities)
                run.startTime = now
                run.isRunning = true
            }
            run.trigger = trigger
            let value = run.value(at: now)
            if run.isRunning { graph.requestFrame(for: node) }
            return value
        }
    }
}
