/// `ScaleTransition`: returns a transition that scales the view about an anchor.

/// Returns a transition that scales the view about an anchor.
public struct ScaleTransition: Transition {
    /// The scale of the view when it is not at identity.
    public var scale: Double
    /// The point about which the view scales. Default: `.center`.
    public var anchor: UnitPoint

    /// Creates a transition that scales the view by `scale` about `anchor` when not at identity.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    /// `scale` about `anchor` unless at identity.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
}
