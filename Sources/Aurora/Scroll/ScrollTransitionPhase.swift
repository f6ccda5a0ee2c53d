/// `ScrollTransitionPhase`: where a view is relative to its scroll view's visible region.
import Foundation

/// The phases that a view transitions between when it scrolls among other views.
@frozen
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// The scroll transition is being applied to a view that is in the top / leading of the
    /// containing scroll view or other container.
    case topLeading
    /// The scroll transition is being applied to a view that is in the visible area, or has not
    /// reached the threshold of the transition.
    case identity
    /// The scroll transition is being applied to a view that is in the bottom / trailing of the
    /// containing scroll view or other container.
    case bottomTrailing

    /// A Boolean value that indicates whether the transition phase is identity.
    public var isIdentity: Bool { self == .identity }

    /// A phase-derived value that indicates whether scrolled content is entering the container
    /// (-1 for top or leading, 1 for bottom or trailing) or is in the visible area (0).
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}
