/// `ScrollPhaseChangeContext`: a type that provides you with more content when the phase of a scroll view changes.
import AuroraGeometry
import Foundation

/// A type that provides you with more content when the phase of a scroll view changes.
public struct ScrollPhaseChangeContext: Sendable {
    /// The geometry of the scroll view at the time of the phase change.
    public var geometry: ScrollGeometry
    /// The velocity of the scroll view (points per second), when it is moving on its own.
    public var velocity: CGVector?
}
