/// `DelayAnimation`: an animation that starts after a delay (`Animation.delay(_:)`).
import Foundation

/// Holds the value at its start for `delay` seconds, then runs the base animation.
struct DelayAnimation: CustomAnimation {
    /// The animation that runs after the delay.
    var base: Animation
    /// The delay in seconds.
    var delay: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time >= delay else { return .zero }
        return base.animate(value: value, time: time - delay, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time >= delay else { return .zero }
        return base.velocity(value: value, time: time - delay, context: context)
    }
}

extension DelayAnimation: CustomStringConvertible {
    var description: String { "DelayAnimation(base: \(base), delay: \(delay))" }
}
