/// `PushTransition`: a transition that when added to a view will animate the view's insertion by moving it in from the specified edge while fading it in.
import Foundation

/// A transition that when added to a view will animate the view's insertion by moving it in from the
/// specified edge while fading it in, and animate its removal by moving it out towards the opposite edge
/// and fading it out.
public struct PushTransition: Transition {
    /// The edge from which the view will be animated in.
    public var edge: Edge

    /// Creates a transition that animates a view by moving and fading it.
    public init(edge: Edge) { self.edge = edge }

    /// From `edge` and transparent at `.willAppear`; toward the opposite edge and transparent at `.didDisappear`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let offset: CGSize = switch phase {
        case .willAppear: edge.unitOffset
        case .identity: .zero
        case .didDisappear: edge.opposite.unitOffset
        }
        return content.modifier(RelativeOffsetEffect(unitOffset: offset)).opacity(phase.isIdentity ? 1 : 0)
    }
}
