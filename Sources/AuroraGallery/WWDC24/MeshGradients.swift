/// The WWDC24 session's mesh gradient, full screen: as the session writes it, animated by a
/// timeline, and with Bézier points.
import Aurora
import Foundation

/// The session's 3×3 mesh: black, blue and green rows, the centre point pulled up and right.
public struct SessionMeshGradient: View {
    var smoothsColors: Bool

    /// The mesh; `smoothsColors: false` blends colours bilinearly instead of bicubically.
    public init(smoothsColors: Bool = true) { self.smoothsColors = smoothsColors }

    public var body: some View {
        MeshGradient(width: 3, height: 3,
                     points: [[0.0, 0.0], [0.5, 0.0], [1.0, 0.0], [0.0, 0.5], [0.9, 0.3], [1.0, 0.5], [0.0, 1.0], [0.5, 1.0], [1.0, 1.0]],
                     colors: [.black, .black, .black, .blue, .blue, .blue, .green, .green, .green], smoothsColors: smoothsColors)
            .ignoresSafeArea()
    }
}

/// The session's mesh with its centre point circling as the timeline runs (a mesh gradient animation).
public struct AnimatedMeshGradient: View {
    /// The animated mesh.
    public init() {}

    public var body: some View {
        TimelineView(.animation) { timeline in
            let time = timeline.date.timeIntervalSinceReferenceDate
            let centre = SIMD2<Float>(Float(0.5 + 0.4 * sin(time)), Float(0.5 + 0.2 * cos(time)))
            MeshGradient(width: 3, height: 3,
                         points: [[0.0, 0.0], [0.5, 0.0], [1.0, 0.0], [0.0, 0.5], centre, [1.0, 0.5], [0.0, 1.0], [0.5, 1.0], [1.0, 1.0]],
                         colors: [.black, .black, .black, .blue, .blue, .blue, .green, .green, .green])
        }
        .ignoresSafeArea()
    }
}

/// A 2×2 mesh whose edges are Bézier curves (each point with its four control points), over an indigo background.
public struct BezierMeshGradient: View {
    /// The Bézier mesh.
    public init() {}

    public var body: some View {
        MeshGradient(width: 2, height: 2, bezierPoints: [
            Self.point(0.12, 0.12, bend: 0.1), Self.point(0.88, 0.12, bend: -0.1),
            Self.point(0.12, 0.88, bend: -0.1), Self.point(0.88, 0.88, bend: 0.1),
        ], colors: [.red, .yellow, .purple, .cyan], background: .indigo)
        .ignoresSafeArea()
    }

    /// A point at (x, y) whose control points lie 0.27 away along the axes, bent by `bend` across them.
    static func point(_ x: Float, _ y: Float, bend: Float) -> MeshGradient.BezierPoint {
        MeshGradient.BezierPoint(position: [x, y], leadingControlPoint: [x - 0.27, y + bend], topControlPoint: [x + bend, y - 0.27],
                                 trailingControlPoint: [x + 0.27, y - bend], bottomControlPoint: [x - bend, y + 0.27])
    }
}

#Preview("Mesh Gradient") {
    SessionMeshGradient()
}

#Preview("Mesh Gradient Animated") {
    AnimatedMeshGradient()
}

#Preview("Mesh Gradient Bézier") {
    BezierMeshGradient()
}
