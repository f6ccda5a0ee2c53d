/// `AnimationStateKey`: a key for a value an animation keeps in its `AnimationState` between frames.

/// A key for a value an animation keeps in its `AnimationState` between frames.
public protocol AnimationStateKey {
    /// The type of the value stored under this key.
    associatedtype Value
    /// The value before the animation stores one.
    static var defaultValue: Value { get }
}
