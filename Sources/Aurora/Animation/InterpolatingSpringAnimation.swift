/// `InterpolatingSpringAnimation`: the spring of `.interpolatingSpring(…)`, whose overlapping runs add up.
import Foundation

/// A spring that moves a value from its start to its target as a 0→1 fraction of the change; a new interpolating
/// spring does not merge with a running one, so their offsets add (the running one keeps going to its end).
struct InterpolatingSpringAnimation: CustomAnimation {
    /// The spring's motion.
    var spring: Spring
    /// The initial velocity, in fractions of the change per second.
    var initialVelocity: Double

    /// The tolerance, as a fraction of the change, within which the spring counts as settled.
    static let settlingEpsilon = 0.001

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time >= spring.duration { context.isLogicallyComplete = true }
        let settling = spring.settlingDuration(target: 1.0, initialVelocity: initialVelocity, epsilon: Self.settlingEpsilon)
        guard time < settling else {
            context.isLogicallyComplete = true
            return nil
        }
        return value.scaled(by: spring.value(target: 1.0, initialVelocity: initialVelocity, time: time))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        value.scaled(by: spring.velocity(target: 1.0, initialVelocity: initialVelocity, time: time))
    }
}

extension InterpolatingSpringAnimation: CustomStringConvertible {
    var description: String {
        "InterpolatingSpringAnimation(mass: \(spring.mass), stiffness: \(spring.stiffness), damping: \(spring.damping), initialVelocity: \(initialVelocity))"
    }
}
