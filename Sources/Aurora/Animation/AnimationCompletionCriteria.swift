/// `AnimationCompletionCriteria`: when an animation's completion runs.

/// When an animation's completion runs.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case logicallyComplete, removed }
    private let kind: Kind

    /// The animation has logically completed (it may still be settling).
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
    /// The animation has been removed from the system: it has finished entirely.
    public static let removed = AnimationCompletionCriteria(kind: .removed)
}
