/// `Transaction` and `TransactionKey`: the context of one state change — its animation and custom values.
import Foundation

/// A key for a custom value carried by a `Transaction`.
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value
    /// The value when the transaction carries none.
    static var defaultValue: Value { get }
}

/// When an animation's completion runs.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case logicallyComplete, removed }
    private let kind: Kind

    /// The animation has logically completed (it may still be settling).
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
    /// The animation has been removed from the system: it has finished entirely.
    public static let removed = AnimationCompletionCriteria(kind: .removed)
}

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
    /// The completions added to this transaction, run by the animation engine.
    var completions: [(criteria: AnimationCompletionCriteria, handler: () -> Void)] = []
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
        completions.append((criteria, completion))
    }
}
