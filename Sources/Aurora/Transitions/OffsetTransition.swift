/// `OffsetTransition`: returns a transition that offsets the view by the specified amount.
import Foundation

/// Returns a transition that offsets the view by the specified amount.
public struct OffsetTransition: Transition {
    /// The amount to offset the view by.
    public var offset: CGSize

    /// Creates a transition that offsets the view by the specified amount.
    public init(_ offset: CGSize) { self.offset = offset }

    /// Translated by `offset` unless at identity.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}
