/// The 16 tensor-product control points of every patch of a mesh gradient, with inferred control points filled in.

/// Builds each patch of a mesh as a bicubic tensor-product Bézier patch: the boundary control
/// points come from the vertices (explicit or inferred Catmull-Rom), the four interior ones are
/// those of the Coons patch with that boundary (the PDF type 6 → type 7 relation), so the patch
/// depends only on its four edges, as SwiftUI's and Skia's patches do.
enum MeshGradientPatchGeometry {
    /// The control points of every patch in row-major patch order, each as 16 points indexed
    /// `i + 4·j` (i along u, left to right; j along v, top to bottom), in mesh space.
    /// Requires `mesh.isValid`.
    static func controlPoints(of mesh: MeshGradientPaint) -> [[SIMD2<Double>]] {
        let width = mesh.width, height = mesh.height
        let vertices = mesh.vertices
        func point(_ row: Int, _ column: Int) -> SIMD2<Double> {
            SIMD2<Double>(vertices[row * width + column].position)
        }
        func rowTangent(_ row: Int, _ column: Int) -> SIMD2<Double> {
            MeshGradientMath.neighbourDifference(at: column, count: width) { point(row, $0) }
        }
        func columnTangent(_ row: Int, _ column: Int) -> SIMD2<Double> {
            MeshGradientMath.neighbourDifference(at: row, count: height) { point($0, column) }
        }
        func trailing(_ r: Int, _ c: Int) -> SIMD2<Double> {
            vertices[r * width + c].trailingControlPoint.map(SIMD2<Double>.init) ?? point(r, c) + rowTangent(r, c) / 3
        }
        func leading(_ r: Int, _ c: Int) -> SIMD2<Double> {
            vertices[r * width + c].leadingControlPoint.map(SIMD2<Double>.init) ?? point(r, c) - rowTangent(r, c) / 3
        }
        func bottom(_ r: Int, _ c: Int) -> SIMD2<Double> {
            vertices[r * width + c].bottomControlPoint.map(SIMD2<Double>.init) ?? point(r, c) + columnTangent(r, c) / 3
        }
        func top(_ r: Int, _ c: Int) -> SIMD2<Double> {
            vertices[r * width + c].topControlPoint.map(SIMD2<Double>.init) ?? point(r, c) - columnTangent(r, c) / 3
        }

        var patches: [[SIMD2<Double>]] = []
        patches.reserveCapacity((width - 1) * (height - 1))
        for r in 0..<(height - 1) {
            for c in 0..<(width - 1) {
                var p = [SIMD2<Double>](repeating: .zero, count: 16)
                p[0] = point(r, c); p[1] = trailing(r, c); p[2] = leading(r, c + 1); p[3] = point(r, c + 1)
                p[12] = point(r + 1, c); p[13] = trailing(r + 1, c); p[14] = leading(r + 1, c + 1); p[15] = point(r + 1, c + 1)
                p[4] = bottom(r, c); p[8] = top(r + 1, c)
                p[7] = bottom(r, c + 1); p[11] = top(r + 1, c + 1)
                fillCoonsInterior(&p)
                patches.append(p)
            }
        }
        return patches
    }

    /// Sets the four interior points of a tensor patch so that it equals the Coons patch of its
    /// boundary (indices `i + 4·j`).
    static func fillCoonsInterior(_ p: inout [SIMD2<Double>]) {
        func at(_ i: Int, _ j: Int) -> SIMD2<Double> { p[i + 4 * j] }
        // The interior point next to corner (i, j) of the corners (i, j), (i, 3−j), (3−i, j), (3−i, 3−j).
        func interior(_ i: Int, _ j: Int) -> SIMD2<Double> {
            let i1 = i == 0 ? 1 : 2, j1 = j == 0 ? 1 : 2, i3 = 3 - i, j3 = 3 - j
            let corner: SIMD2<Double> = -4 * at(i, j)
            let near: SIMD2<Double> = 6 * (at(i, j1) + at(i1, j))
            let far: SIMD2<Double> = -2 * (at(i, j3) + at(i3, j))
            let across: SIMD2<Double> = 3 * (at(i3, j1) + at(i1, j3))
            let opposite: SIMD2<Double> = -at(i3, j3)
            return (corner + near + far + across + opposite) / 9
        }
        let p11 = interior(0, 0), p12 = interior(0, 3), p21 = interior(3, 0), p22 = interior(3, 3)
        p[1 + 4 * 1] = p11; p[1 + 4 * 2] = p12; p[2 + 4 * 1] = p21; p[2 + 4 * 2] = p22
    }

    /// The cubic Bernstein weights at `t`.
    static func bernstein(_ t: Double) -> SIMD4<Double> {
        let s = 1 - t
        return SIMD4(s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
    }
}
