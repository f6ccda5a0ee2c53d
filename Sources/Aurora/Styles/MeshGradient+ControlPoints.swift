/// Control points for a mesh given by positions alone: Catmull-Rom tangents, limited so the mesh never folds.
import AuroraRaster

extension MeshGradient {
    /// The vertices of a `width × height` grid of `points` (counts already checked) with every
    /// control point toward a neighbour filled in.
    ///
    /// Along a row (likewise down a column) the tangent at an inner vertex is Catmull-Rom's
    /// `(P[c+1] − P[c−1]) / 2`, and one-sided `P[c+1] − P[c]` at the ends; control points sit a
    /// third of the tangent away, so neighbouring patches meet with C1 continuity. Each coordinate
    /// of an inner tangent is then limited as in monotone cubic interpolation (Fritsch–Carlson):
    /// zero where the vertex is a local extreme of that coordinate, and at most three times the
    /// smaller of the two neighbouring steps. Without the limit, a vertex moved close to a
    /// neighbour (the WWDC24 example's centre at x = 0.9 beside the edge at 1) throws its control
    /// point past that neighbour and the edge curve loops out and back. (Apple doesn't publish its
    /// rule; this is Aurora's choice.) The limit leaves evenly spaced grids untouched. A cell that
    /// is itself not convex still folds; the raster engine paints the later part on top.
    static func inferredVertices(width: Int, height: Int, points: [SIMD2<Float>]) -> [MeshGradientVertex] {
        var vertices = points.map { MeshGradientVertex(position: $0) }
        for row in 0..<height {
            for column in 0..<width {
                let index = row * width + column
                let p = points[index]
                if width >= 2 {
                    let previous = column > 0 ? points[index - 1] : nil, next = column < width - 1 ? points[index + 1] : nil
                    let tangent = Self.tangent(previous: previous, at: p, next: next)
                    if previous != nil { vertices[index].leadingControlPoint = p - tangent / 3 }
                    if next != nil { vertices[index].trailingControlPoint = p + tangent / 3 }
                }
                if height >= 2 {
                    let previous = row > 0 ? points[index - width] : nil, next = row < height - 1 ? points[index + width] : nil
                    let tangent = Self.tangent(previous: previous, at: p, next: next)
                    if previous != nil { vertices[index].topControlPoint = p - tangent / 3 }
                    if next != nil { vertices[index].bottomControlPoint = p + tangent / 3 }
                }
            }
        }
        return vertices
    }

    /// The limited Catmull-Rom tangent at `p` between its neighbours (one-sided at an end).
    private static func tangent(previous: SIMD2<Float>?, at p: SIMD2<Float>, next: SIMD2<Float>?) -> SIMD2<Float> {
        switch (previous, next) {
        case (let a?, let b?):
            let before = p - a, after = b - p
            var t = (b - a) / 2
            for k in 0..<2 {
                if before[k] * after[k] <= 0 {
                    t[k] = 0
                } else {
                    let limit = 3 * min(abs(before[k]), abs(after[k]))
                    t[k] = min(max(t[k], -limit), limit)
                }
            }
            return t
        case (let a?, nil): return p - a
        case (nil, let b?): return b - p
        case (nil, nil): return .zero
        }
    }
}
