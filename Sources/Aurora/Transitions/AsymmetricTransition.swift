/// `AsymmetricTransition`: a composite transition that uses a different transition for insertion versus removal.

/// A composite transition that uses a different transition for insertion versus removal.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    /// The transition to apply when inserting a view.
    public var insertion: Insertion
    /// The transition to apply when removing a view.
    public var removal: Removal

    /// Creates a composite transition that uses a different transition for insertion versus removal.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    /// Both parts are always applied (the one not running at identity), so the view keeps one structure
    /// in every phase and its effects animate between phases.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        removal.apply(content: insertion.apply(content: content, phase: phase == .didDisappear ? .identity : phase),
                      phase: phase == .willAppear ? .identity : phase)
    }

    /// Motion when either part has motion.
    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }
}
