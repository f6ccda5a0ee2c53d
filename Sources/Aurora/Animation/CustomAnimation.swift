/// `CustomAnimation`: the protocol every animation curve implements.
import Foundation

/// A type that defines how an animatable value changes over time: the base of every `Animation`.
public protocol CustomAnimation: Hashable, Sendable {
    /// The offset along `value` (the delta from the start to the target) after `time` seconds, or nil when finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    /// The velocity of the animation at `time`, or nil when it is not known.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    /// Whether this animation, replacing `previous` on the same property, takes over from it (keeping its
    /// state in `context`) instead of running on top of it.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// The default: the velocity is not known.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }

    /// The default: a new animation runs on top of the previous one.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool { false }
}
