/// `TimingCurveAnimation`: an animation that follows a `UnitCurve` over a fixed duration (linear, ease, bezier).
import Foundation

/// An animation that moves along a unit curve for `duration` seconds and then finishes; timing-curve animations
/// do not merge, so a new one runs on top of a running one and their offsets add.
struct TimingCurveAnimation: CustomAnimation {
    /// The shape of the progress over time.
    var curve: UnitCurve
    /// The length of the animation in seconds.
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard duration > 0, time <= duration else {
            context.isLogicallyComplete = true
            return nil
        }
        if time >= duration { context.isLogicallyComplete = true }
        return value.scaled(by: curve.value(at: time / duration))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard duration > 0, time <= duration else { return nil }
        return value.scaled(by: curve.velocity(at: time / duration) / duration)
    }
}

extension TimingCurveAnimation: CustomStringConvertible {
    var description: String { "TimingCurveAnimation(curve: \(curve.shape), duration: \(duration))" }
}
