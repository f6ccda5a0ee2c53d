/// `OpacityTransition`: a transition from transparent to opaque on insertion, and from opaque to transparent on removal.

/// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
public struct OpacityTransition: Transition {
    /// Creates the opacity transition.
    public init() {}
    /// Opacity 0 unless at identity.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
    /// No motion.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}
