/// A flattened subpath: the straight-line approximation of one subpath of a `BezierPath`.
import Foundation

/// A run of connected points that approximates one subpath; closed subpaths return to their start.
public struct Polyline: Hashable, Sendable {
    /// The vertices, in order. A closed polyline does not repeat its first point at the end.
    public var points: [CGPoint]
    /// Whether the subpath was closed with `closeSubpath`.
    public var isClosed: Bool

    /// Creates a polyline.
    public init(points: [CGPoint] = [], isClosed: Bool = false) {
        self.points = points
        self.isClosed = isClosed
    }
}
