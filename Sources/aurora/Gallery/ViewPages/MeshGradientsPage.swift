/// Gallery page: mesh gradients — the WWDC24 example, Bézier points, background, smoothing and colour spaces.
import Aurora
import Foundation

struct MeshGradientsPage: View {
    let grid: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.35, 0.6], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
    let palette: [Color] = [.red, .orange, .yellow, .purple, .white, .green, .blue, .cyan, .mint]

    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 12) {
                // The WWDC24 session's example: the centre point moved up and to the right.
                MeshGradient(width: 3, height: 3,
                             points: [[0.0, 0.0], [0.5, 0.0], [1.0, 0.0],
                                      [0.0, 0.5], [0.9, 0.3], [1.0, 0.5],
                                      [0.0, 1.0], [0.5, 1.0], [1.0, 1.0]],
                             colors: [.black, .black, .black, .blue, .blue, .blue, .green, .green, .green])
                MeshGradient(width: 2, height: 2, bezierPoints: [
                    bezier(0.12, 0.12, bend: 0.1), bezier(0.88, 0.12, bend: -0.1), bezier(0.12, 0.88, bend: -0.1), bezier(0.88, 0.88, bend: 0.1),
                ], colors: [.red, .yellow, .purple, .cyan], background: .indigo)
            }
            .frame(height: 150)
            HStack(spacing: 12) {
                MeshGradient(width: 3, height: 3, points: grid, colors: palette)
                MeshGradient(width: 3, height: 3, points: grid, colors: palette, smoothsColors: false)
                MeshGradient(width: 3, height: 3, points: grid, colors: palette, colorSpace: .perceptual)
            }
            .frame(height: 96)
            HStack(spacing: 12) {
                Circle().fill(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                           colors: [.pink, .orange, .blue, .teal]))
                RoundedRectangle(cornerRadius: 16).fill(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                                                     colors: [.mint, .yellow, .indigo, .red]).opacity(0.7))
                Text("Mesh").font(.largeTitle).bold().fixedSize()
                    .foregroundStyle(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                                  colors: [.purple, .red, .blue, .orange]))
            }
            .frame(height: 70)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.white)
    }

    func bezier(_ x: Float, _ y: Float, bend: Float) -> MeshGradient.BezierPoint {
        MeshGradient.BezierPoint(position: [x, y], leadingControlPoint: [x - 0.27, y + bend], topControlPoint: [x + bend, y - 0.27],
                                 trailingControlPoint: [x + 0.27, y - bend], bottomControlPoint: [x - bend, y + 0.27])
    }
}
