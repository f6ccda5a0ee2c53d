/// `MoveTransition`: a transition that moves the view away, towards the specified edge of the view.

/// A transition that moves the view away, towards the specified edge of the view.
public struct MoveTransition: Transition {
    /// The edge to move the view towards.
    public var edge: Edge

    /// Creates a transition that moves the view away, towards the specified edge of the view.
    public init(edge: Edge) { self.edge = edge }

    /// Offset by the view's full size toward `edge` unless at identity.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(RelativeOffsetEffect(unitOffset: phase.isIdentity ? .zero : edge.unitOffset))
    }
}
