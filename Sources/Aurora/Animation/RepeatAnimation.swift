/// `RepeatAnimation`: an animation run a number of times or forever, optionally reversing every other run.
import Foundation

/// Repeats the base animation `repeatCount` times (nil: forever). With `autoreverses`, odd runs go back from the
/// target to the start (`value − base`); the count includes the reversed runs, and when the last run ends the
/// value is at the target (so an even count with autoreverses ends with a jump to the target, as in SwiftUI).
///
/// The length of one run is found once by probing the base with fresh state (the first time it returns nil), so
/// runs start at exact multiples of it whatever the frame times are.
struct RepeatAnimation: CustomAnimation {
    /// The animation repeated.
    var base: Animation
    /// How many runs; nil repeats forever.
    var repeatCount: Int?
    /// Whether every other run plays in reverse.
    var autoreverses: Bool

    /// Runs longer than this (seconds) are treated as never ending: the base runs once.
    static let longestRun: TimeInterval = 3_600

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var state = context.state[RepeatState<V>.self]
        if state.runDuration == nil { state.runDuration = Self.runDuration(of: base, value: value, context: context) }
        let runDuration = state.runDuration ?? .infinity
        let run = runDuration.isFinite && runDuration > 0 ? Int(min(max(time / runDuration, 0), Double(Int32.max))) : 0
        if let repeatCount, run >= max(repeatCount, 1) {
            context.state[RepeatState<V>.self] = state
            context.isLogicallyComplete = true
            return nil
        }
        if run != state.run {
            state.run = run
            state.baseState = AnimationState()
        }
        var baseContext = context.withState(state.baseState)
        let local = runDuration.isFinite ? time - Double(run) * runDuration : time
        let offset = base.animate(value: value, time: local, context: &baseContext) ?? value
        state.baseState = baseContext.state
        context.state[RepeatState<V>.self] = state
        if let repeatCount, runDuration.isFinite, time >= Double(repeatCount) * runDuration - runDuration {
            // The last run: logically complete as the base says.
            context.isLogicallyComplete = baseContext.isLogicallyComplete
        }
        return autoreverses && run % 2 == 1 ? value - offset : offset
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let state = context.state[RepeatState<V>.self]
        guard let runDuration = state.runDuration else { return nil }
        let local = runDuration.isFinite ? time - Double(state.run) * runDuration : time
        let velocity = base.velocity(value: value, time: local, context: context.withState(state.baseState))
        return autoreverses && state.run % 2 == 1 ? velocity.map { .zero - $0 } : velocity
    }

    /// The first time the base animation, started afresh, returns nil: exponential search, then bisection to 1 µs.
    static func runDuration<V: VectorArithmetic>(of base: Animation, value: V, context: AnimationContext<V>) -> TimeInterval {
        func finished(at time: TimeInterval) -> Bool {
            var probe = context.withState(AnimationState<V>())
            return base.animate(value: value, time: time, context: &probe) == nil
        }
        guard !finished(at: 0) else { return 0 }
        var high = 0.125
        while !finished(at: high) {
            high *= 2
            if high > longestRun { return .infinity }
        }
        var low = high / 2
        while high - low > 1e-6 {
            let middle = (low + high) / 2
            if finished(at: middle) { high = middle } else { low = middle }
        }
        // The run ends at the last time the base still has a value (timing curves include their end time), on a
        // microsecond grid so that round durations come out exact.
        return (low * 1e6).rounded() / 1e6
    }
}

extension RepeatAnimation: CustomStringConvertible {
    var description: String {
        "RepeatAnimation(base: \(base), repeatCount: \(repeatCount.map(String.init) ?? "forever"), autoreverses: \(autoreverses))"
    }
}

/// The run a repeat animation is in, the length of a run, and the base animation's state in this run.
struct RepeatState<V: VectorArithmetic>: AnimationStateKey {
    var runDuration: TimeInterval?
    var run = 0
    var baseState = AnimationState<V>()

    static var defaultValue: RepeatState { RepeatState() }
}
