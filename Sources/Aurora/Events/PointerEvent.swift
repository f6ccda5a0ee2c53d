/// `PointerEvent`: one finger or mouse button going down, moving, lifting or being cancelled.
import AuroraGeometry
import Foundation

/// A pointer (a finger, a mouse button, a pen) changing state at a location on the host's screen.
///
/// Aurora's own type: SwiftUI receives touches from the system; a `ViewHost` receives these from
/// tests, recordings and the live preview. Locations are in screen points (the device's
/// coordinate space, origin at the top left). Two pointers down at once make a pinch or a rotation.
public struct PointerEvent: Hashable, Sendable {
    /// What happened to the pointer.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// The pointer touched down (a finger landed, a button was pressed).
        case down
        /// The pointer moved while down.
        case move
        /// The pointer lifted.
        case up
        /// The system took the pointer away: gestures using it are cancelled, not ended.
        case cancel
    }

    /// What happened.
    public var phase: Phase
    /// Where, in screen points.
    public var location: CGPoint
    /// Which pointer: events of one finger share an id while it is down. Default: 0.
    public var pointerID: Int

    /// Creates a pointer event.
    public init(_ phase: Phase, at location: CGPoint, pointerID: Int = 0) {
        self.phase = phase
        self.location = location
        self.pointerID = pointerID
    }
}
