/// `IdentityTransition`: a transition that returns the input view, unmodified, as the output view.

/// A transition that returns the input view, unmodified, as the output view.
public struct IdentityTransition: Transition {
    /// Creates the identity transition.
    public init() {}
    /// The content, unchanged in every phase.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    /// No motion.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}
