/// `CustomAnimation`, `AnimationContext`, `AnimationState`: the protocol every animation curve implements.
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

/// A key for a value an animation keeps in its `AnimationState` between frames.
public protocol AnimationStateKey {
    /// The type of the value stored under this key.
    associatedtype Value
    /// The value before the animation stores one.
    static var defaultValue: Value { get }
}

/// The values an animation keeps between frames, by key.
public struct AnimationState<Value: VectorArithmetic> {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Creates an empty state.
    public init() {}

    /// The value stored under `key`, or the key's default value.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// What an animation sees while it runs: its state, whether it is logically complete, and the environment.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's state, kept between frames.
    public var state: AnimationState<Value>
    /// Set by the animation when it is logically complete (its `.logicallyComplete` completions run).
    public var isLogicallyComplete: Bool
    /// The environment of the view whose value is animating.
    public private(set) var environment: EnvironmentValues

    /// Creates a context (the animation engine makes one per running animation).
    init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false,
         environment: EnvironmentValues = EnvironmentValues()) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self.environment = environment
    }

    /// A context of another value type with the given state, the same completeness and environment.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete, environment: environment)
    }
}
