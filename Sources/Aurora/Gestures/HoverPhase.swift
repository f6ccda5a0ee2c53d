/// `HoverPhase`: the current hovering state and value of the pointer.
import Foundation

/// The current hovering state and value of the pointer.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer's location moved to the specified point within the view.
    case active(CGPoint)
    /// The pointer exited the view.
    case ended
}
