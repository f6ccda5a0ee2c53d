/// `SlideTransition`: a transition that inserts by moving in from the leading edge.
import Foundation

/// A transition that inserts by moving in from the leading edge, and removes by moving out towards the trailing edge.
public struct SlideTransition: Transition {
    /// Creates the slide transition.
    public init() {}
    /// One full width toward leading at `.willAppear`, toward trailing at `.didDisappear`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(RelativeOffsetEffect(unitOffset: SlideTransition.unitOffset(phase)))
    }

    static func unitOffset(_ phase: TransitionPhase) -> CGSize {
        switch phase {
        case .willAppear: Edge.leading.unitOffset
        case .identity: .zero
        case .didDisappear: Edge.trailing.unitOffset
        }
    }
}
