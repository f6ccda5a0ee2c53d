/// `TransitionProperties`: the properties a `Transition` can have.

/// The properties a `Transition` can have.
public struct TransitionProperties: Hashable, Sendable {
    /// Whether the transition includes motion (replaced by `.opacity` when Reduce Motion is on). Default: `true`.
    public var hasMotion: Bool

    /// Creates transition properties. Default: `hasMotion` is `true`.
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}
