/// `Transaction`: the context of one state change — its animation and custom values.
import Foundation

/// The context of the current state-processing update: the animation to apply, whether animations are
/// disabled, completions, and custom values by `TransactionKey`.
public struct Transaction {
    /// The animation, if any, associated with the current state change.
    public var animation: Animation?
    /// Whether to disable animations (set while the first phase of a transition's update runs, so
    /// `animation(_:)` modifiers do not insert animations).
    public var disablesAnimations = false
    /// Whether the transaction is part of a continuous interaction, such as a drag.
    public var isContinuous = false
    /// Whether springs should track the velocity of the values they animate (for gestures).
    public var tracksVelocity = false
    /// The completions added to this transaction and the count of animations started with it; shared
    /// by the copies of the transaction that the graph hands down, so they finish together.
    var completionGroup: AnimationCompletionGroup?
    private var values: [ObjectIdentifier: Any] = [:]

    /// Creates a transaction.
    public init() {}

    /// Creates a transaction with the specified animation.
    public init(animation: Animation?) { self.animation = animation }

    /// The value stored under a custom key.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Adds a completion to run when the animations created with this transaction are all complete.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        // A new group, so copies made before this call keep their own completions.
        completionGroup = AnimationCompletionGroup(adding: (criteria, completion), to: completionGroup)
    }
}
