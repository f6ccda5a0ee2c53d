/// `AnimationState`: the values an animation keeps between frames, by key.

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
