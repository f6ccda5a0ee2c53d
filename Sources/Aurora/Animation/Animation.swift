/// `Animation`: a value that says how an animatable change unfolds over time.
import Foundation

/// The way a view changes over time: a value-type wrapper over a `CustomAnimation`.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The animation's curve.
    public var base: any CustomAnimation

    /// Creates an animation from a custom animation.
    public init<A: CustomAnimation>(_ base: A) { self.base = base }

    /// The offset along `value` after `time` seconds, or nil when the animation has finished.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// The animation's velocity at `time`, or nil when not known.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation takes over from `previous` on the same property.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// Animations are equal when their curves are equal.
    public static func == (lhs: Animation, rhs: Animation) -> Bool { AnyHashable(lhs.base) == AnyHashable(rhs.base) }

    /// Hashes the curve.
    public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }

    /// A description of the curve.
    public var description: String { String(describing: base) }
}
