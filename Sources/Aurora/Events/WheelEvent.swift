/// `WheelEvent`: a mouse wheel turn or a trackpad scroll, with its phase.
import AuroraGeometry
import Foundation

/// A scroll by a mouse wheel or a trackpad at a location on the host's screen.
///
/// Aurora's own type. `delta` is the content's movement in points, as a trackpad reports it:
/// a negative `dy` moves the content up (scrolls towards the bottom).
public struct WheelEvent: Hashable, Sendable {
    /// Where a trackpad scroll is in its life; a mouse wheel's notches have no phase.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// A mouse wheel notch: a discrete step with no phase.
        case none
        /// Fingers touched the trackpad and started to scroll.
        case began
        /// Fingers moved.
        case changed
        /// Fingers lifted.
        case ended
        /// The system's momentum after the fingers lifted.
        case momentum
    }

    /// How far the content moves, in points.
    public var delta: CGVector
    /// Where the pointer is, in screen points.
    public var location: CGPoint
    /// The phase. Default: `.none`.
    public var phase: Phase

    /// Creates a wheel event.
    public init(delta: CGVector, at location: CGPoint, phase: Phase = .none) {
        self.delta = delta
        self.location = location
        self.phase = phase
    }
}
