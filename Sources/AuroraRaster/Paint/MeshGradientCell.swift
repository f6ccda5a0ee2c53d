/// `MeshGradientCell`: one small device-space quad of a tessellated mesh-gradient patch, ready to be inverted per pixel.
import CAuroraKernels

/// One cell of a tessellated patch: the device-space images of the corners of a (u, v) rectangle
/// of the patch. Inside the cell the patch is replaced by the bilinear quad through its corners,
/// `p = origin + s·e + t·f + s·t·g` for cell coordinates `s, t` in 0…1.
///
/// Stored as the C struct `aurora_mesh_cell`, so that the AVX2 cell pass (`aurora_mesh_cells`)
/// reads the tessellation's cells in place. Its fields: `origin`, the corner at cell coordinates
/// (0, 0); `e`, `f`, the edge vectors toward (1, 0) and (0, 1), and `g`, the twist
/// `q00 − q10 + q11 − q01`; `inverse`, the inverse of the matrix `[e f]`, row-major (`(s, t) ≈
/// inverse · (p − origin)`); `twist`, `inverse · g` (the fixed-point step is `(s, t) = inverse ·
/// (p − origin) − s·t·twist`); `reciprocalSlopes`, `1 / inverse.x` and `1 / inverse.z` (the x
/// distance over which the affine `s` and `t` grow by one); `xMin`…`yMax`, the extent of the
/// corners; `u0`, `v0`, `du`, `dv`, the patch parameters at (0, 0) and the parameter size of the
/// cell; `patch`, the patch index (row-major), which selects its colour coefficients; `margin`,
/// how far outside 0…1 the affine estimate of (s, t) can be for a point of the cell (twice the
/// largest fixed-point correction, plus rounding slack); `fixedPointSteps`, how many fixed-point
/// steps invert the cell to within 2⁻¹² in s and t, or 0 when the cell is too far from a
/// parallelogram and needs the quadratic formula.
typealias MeshGradientCell = aurora_mesh_cell

extension MeshGradientCell {
    var origin: SIMD2<Float> { SIMD2(originX, originY) }
    var e: SIMD2<Float> { SIMD2(ex, ey) }
    var f: SIMD2<Float> { SIMD2(fx, fy) }
    var g: SIMD2<Float> { SIMD2(gx, gy) }
    var inverse: SIMD4<Float> { SIMD4(inverseX, inverseY, inverseZ, inverseW) }
    var twist: SIMD2<Float> { SIMD2(twistX, twistY) }
    var reciprocalSlopes: SIMD2<Float> { SIMD2(reciprocalX, reciprocalY) }

    /// The cell with corners `q00`, `q10`, `q11`, `q01` (at s, t = 0 0, 1 0, 1 1, 0 1).
    init(_ q00: SIMD2<Float>, _ q10: SIMD2<Float>, _ q11: SIMD2<Float>, _ q01: SIMD2<Float>,
         u0: Float, v0: Float, du: Float, dv: Float, patch: Int) {
        let e = q10 - q00, f = q01 - q00, g = q00 - q10 + q11 - q01
        let determinant = e.x * f.y - e.y * f.x
        let inverse = SIMD4(f.y, -f.x, -e.y, e.x) / determinant
        let twist = SIMD2(inverse.x * g.x + inverse.y * g.y, inverse.z * g.x + inverse.w * g.y)
        let margin = 2 * max(abs(twist.x), abs(twist.y)) + 1.0 / 1024
        let finite = inverse.x.isFinite && inverse.y.isFinite && inverse.z.isFinite && inverse.w.isFinite
        self.init(originX: q00.x, originY: q00.y, ex: e.x, ey: e.y, fx: f.x, fy: f.y, gx: g.x, gy: g.y,
                  inverseX: inverse.x, inverseY: inverse.y, inverseZ: inverse.z, inverseW: inverse.w,
                  twistX: twist.x, twistY: twist.y, reciprocalX: 1 / inverse.x, reciprocalY: 1 / inverse.z,
                  xMin: min(min(q00.x, q10.x), min(q01.x, q11.x)), xMax: max(max(q00.x, q10.x), max(q01.x, q11.x)),
                  yMin: min(min(q00.y, q10.y), min(q01.y, q11.y)), yMax: max(max(q00.y, q10.y), max(q01.y, q11.y)),
                  u0: u0, v0: v0, du: du, dv: dv, margin: margin, patch: Int32(patch),
                  fixedPointSteps: finite ? Self.steps(twist: twist, margin: margin) : 0)
    }

    /// The fixed-point iteration `(s, t) ← [e f]⁻¹ · (p − origin) − s·t·twist` has the Lipschitz
    /// constant `c = ρ · (|s| + |t|)` with `ρ = ‖twist‖∞`, and its first (affine) estimate is off by
    /// at most `c` too. The caller only inverts points whose affine estimate lies within `margin`
    /// of the cell, where `|s| + |t| ≤ 2 + 4·margin`, so `n` steps leave an error of at most
    /// `c^(n+1)`; the count is the smallest `n` with `c^(n+1) ≤ 2⁻¹²` (a thousandth of a pixel on
    /// cells of a few pixels), at most 6, else the cell takes the quadratic formula.
    private static func steps(twist: SIMD2<Float>, margin: Float) -> Int32 {
        let rho = max(abs(twist.x), abs(twist.y))
        let contraction = rho * (2 + 4 * margin)
        guard contraction.isFinite, contraction <= 0.25 else { return 0 }
        var error = contraction * contraction
        var steps: Int32 = 1
        while error > 1.0 / 4096 && steps < 6 {
            error *= contraction
            steps += 1
        }
        return error <= 1.0 / 4096 ? steps : 0
    }
}
