/// The WWDC24 mesh gradient's other two forms, full screen: animated by a timeline, and with Bézier points.
import Aurora
import Foundation

/// The session's 3×3 mesh with its centre point circling as the timeline runs (a mesh gradient animation).
struct AnimatedMeshGradientScreen: View {
    var body: some View {
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
struct BezierMeshGradientScreen: View {
    var body: some View {
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
