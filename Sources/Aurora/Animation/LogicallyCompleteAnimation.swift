/// `LogicallyCompleteAnimation`: an animation reported logically complete after a given time.
import Foundation

/// Runs the base animation, but marks it logically complete (running `.logicallyComplete` completions) once
/// `duration` seconds have passed, whatever the base says.
struct LogicallyCompleteAnimation: CustomAnimation {
    /// The animation that runs.
    var base: Animation
    /// The time after which the animation is logically complete.
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let result = base.animate(value: value, time: time, context: &context)
        context.isLogicallyComplete = time >= duration
        return result
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}

extension LogicallyCompleteAnimation: CustomStringConvertible {
    var description: String { "LogicallyCompleteAnimation(base: \(base), duration: \(duration))" }
}
