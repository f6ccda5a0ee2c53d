/// `AnimationContext`: what an animation sees while it runs: its state, whether it is logically complete, and the environment.

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
