/// `SpeedAnimation`: an animation played faster or slower (`Animation.speed(_:)`).
import Foundation

/// Runs the base animation on a clock scaled by `speed`: at speed 2 it takes half as long.
struct SpeedAnimation: CustomAnimation {
    /// The animation whose clock is scaled.
    var base: Animation
    /// The speed factor; a speed that is not positive and finite reads as 1.
    var speed: Double

    private var factor: Double { speed.isFinite && speed > 0 ? speed : 1 }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time * factor, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time * factor, context: context)?.scaled(by: factor)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time * factor, context: &context)
    }
}

extension SpeedAnimation: CustomStringConvertible {
    var description: String { "SpeedAnimation(base: \(base), speed: \(speed))" }
}
