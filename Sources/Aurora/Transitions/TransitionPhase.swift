/// `TransitionPhase`: where a transition stands.
import Foundation

/// An indication of which part of a transition a view is in: about to appear, shown, or gone.
@frozen public enum TransitionPhase: Hashable, Sendable {
    /// The view is about to be inserted: the phase it is resolved at before it animates in.
    case willAppear
    /// The view is shown: the transition applies no change.
    case identity
    /// The view has been removed: the phase it animates to before it leaves the screen.
    case didDisappear

    /// Whether the transition is at `.identity`, applying no change to the view.
    public var isIdentity: Bool { self == .identity }

    /// A signed value for the phase: −1 for `.willAppear`, 0 for `.identity`, +1 for `.didDisappear`.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}
