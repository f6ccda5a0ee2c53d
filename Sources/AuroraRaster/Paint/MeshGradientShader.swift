/// Shading of mesh gradients: per pixel, the patch parameters (u, v) by inverting the patch, then the colour at (u, v).
import AuroraGeometry
import Foundation

/// A mesh gradient prepared for one transform.
///
/// At build time every patch is cut into device-space cells fine enough that each bilinear cell
/// lies within `MeshGradientTessellation.tolerance` (1/20 px) of the bicubic patch. Per pixel
/// centre, the cells of its row are visited in painting order; for each cell that holds the centre,
/// the exact inverse of the cell's bilinear map gives (u, v), and the colour polynomial of the patch
/// is evaluated there. (u, v) is therefore continuous across cells and patches (no cracks, no
/// facets: neighbouring cells share their edges exactly), and the colour is that of the patch at a
/// point at most 1/20 px away. Eight pixels are shaded at once in `SIMD8<Float>`.
///
/// A later cell overwrites an earlier one, so overlapping (folded) patches show the later patch,
/// and inside a patch the larger v, then the larger u. When a folded cell holds a point twice, the
/// larger v wins as well. Pixels no cell holds get the background.
package struct MeshGradientShader: RowShader {
    private let tessellation: MeshGradientTessellation
    private let coefficients: [SIMD4<Float>]
    private let encodingTable: [Float]
    private let backgroundWord: UInt32
    private let opacity: Float
    private let isSmooth: Bool
    private let isPerceptual: Bool
    /// Whether the background and every vertex colour are opaque and the opacity is 1.
    package let isOpaque: Bool

    /// Prepares `mesh` for drawing under `userToDevice`, with `opacity` (0…1) applied.
    package init(_ mesh: MeshGradientPaint, userToDevice: CGAffineTransform, opacity: Float) {
        let opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        self.opacity = opacity
        backgroundWord = mesh.background.withOpacity(opacity).pixel.word
        isSmooth = mesh.smoothsColors
        isPerceptual = mesh.colorSpace == .perceptual
        encodingTable = MeshGradientOklab.encodingTable
        guard mesh.isValid else {
            tessellation = MeshGradientTessellation(devicePatches: [], patchesPerRow: 1)
            coefficients = []
            isOpaque = opacity == 1 && mesh.background.alpha == 1
            return
        }
        let m = mesh.transform.concatenating(userToDevice)
        let a = Double(m.a), b = Double(m.b), c = Double(m.c), d = Double(m.d), tx = Double(m.tx), ty = Double(m.ty)
        let devicePatches = MeshGradientPatchGeometry.controlPoints(of: mesh).map { patch in
            patch.map { p in SIMD2(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty) }
        }
        tessellation = MeshGradientTessellation(devicePatches: devicePatches, patchesPerRow: mesh.width - 1)
        coefficients = MeshGradientColorPolynomial.coefficients(of: mesh)
        isOpaque = opacity == 1 && mesh.background.alpha == 1 && mesh.colors.allSatisfy { $0.alpha == 1 }
    }

    package func shadeRow(x: Int, y: Int, count: Int, into output: UnsafeMutablePointer<UInt32>) {
        guard count > 0 else { return }
        let t = tessellation
        let bucket = y >= t.firstRow ? (y - t.firstRow) / t.rowsPerBucket : -1
        guard bucket >= 0, bucket < t.bucketStarts.count - 1, t.bucketStarts[bucket] < t.bucketStarts[bucket + 1] else {
            output.update(repeating: backgroundWord, count: count)
            return
        }
        let entries = Int(t.bucketStarts[bucket])..<Int(t.bucketStarts[bucket + 1])
        // Spans are shaded in whole groups of eight into a row padded by seven words, so every
        // group is one vector load, blend and store; the row is then copied out.
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count + 7) { buffer in
            guard let row = buffer.baseAddress else { return }
            row.update(repeating: backgroundWord, count: count + 7)
            switch (isSmooth, isPerceptual) {
            case (false, false): shadeCells(entries, x: x, y: y, count: count, row, bicubic: false, perceptual: false)
            case (true, false): shadeCells(entries, x: x, y: y, count: count, row, bicubic: true, perceptual: false)
            case (false, true): shadeCells(entries, x: x, y: y, count: count, row, bicubic: false, perceptual: true)
            case (true, true): shadeCells(entries, x: x, y: y, count: count, row, bicubic: true, perceptual: true)
            }
            output.update(from: row, count: count)
        }
    }

    /// Visits the row's cells in order and shades the pixels each one holds; `output` has room for
    /// seven words past `count`.
    @inline(__always)
    private func shadeCells(_ entries: Range<Int>, x: Int, y: Int, count: Int, _ output: UnsafeMutablePointer<UInt32>,
                            bicubic: Bool, perceptual: Bool) {
        let slack = MeshGradientTessellation.rowSlack
        let yc = Float(y) + 0.5
        let lastX = x + count - 1
        tessellation.cells.withUnsafeBufferPointer { cells in
        tessellation.bucketCells.withUnsafeBufferPointer { order in
        coefficients.withUnsafeBufferPointer { coefficients in
        encodingTable.withUnsafeBufferPointer { table in
            guard let cells = cells.baseAddress, let order = order.baseAddress,
                  let coefficients = coefficients.baseAddress, let table = table.baseAddress else { return }
            for n in entries {
                let cell = cells[Int(order[n])]
                guard cell.yMin - slack <= yc, yc <= cell.yMax + slack else { continue }
                // The cell's horizontal extent; pixels in it but outside the cell fail the (u, v) test.
                let first = max(x, MeshGradientMath.ceiling(cell.xMin - 0.5 - slack))
                let last = min(lastX, MeshGradientMath.floor(cell.xMax - 0.5 + slack))
                guard first <= last else { continue }
                let patch = coefficients + Int(cell.patch) * 16
                let span = output + (first - x)
                if cell.fixedPointSteps > 0 {
                    shadeSpan(cell, yc: yc, first: first, count: last - first + 1, span, patch, table,
                              fixedPoint: true, bicubic: bicubic, perceptual: perceptual)
                } else {
                    shadeSpan(cell, yc: yc, first: first, count: last - first + 1, span, patch, table,
                              fixedPoint: false, bicubic: bicubic, perceptual: perceptual)
                }
            }
        }}}}
    }

    /// Shades the `count` pixels from column `first` of the row at `yc` that `cell` holds into
    /// `output` (the word of column `first`, with room for seven more past `count`), eight at a
    /// time, leaving the others untouched.
    ///
    /// Cell coordinates (s, t) come from the cell's fixed-point iteration when `fixedPoint`, else
    /// from the quadratic the bilinear equation reduces to (both roots; the larger t wins).
    @inline(__always)
    private func shadeSpan(_ cell: MeshGradientCell, yc: Float, first: Int, count: Int, _ output: UnsafeMutablePointer<UInt32>,
                           _ c: UnsafePointer<SIMD4<Float>>, _ table: UnsafePointer<Float>,
                           fixedPoint: Bool, bicubic: Bool, perceptual: Bool) {
        let e = cell.e, f = cell.f, g = cell.g, m = cell.inverse
        let hy = yc - cell.origin.y
        let steps = Int(cell.fixedPointSteps)
        // Quadratic form: eliminating s from h = s·e + t·f + s·t·g leaves k2·t² + k1·t + k0 = 0,
        // where k0 and k1 are linear in the pixel's x.
        let k2 = g.x * f.y - g.y * f.x
        let k0Offset = -hy * e.x
        let k1Offset = (e.x * f.y - e.y * f.x) - hy * g.x
        let lanes = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7)
        let lowest: Float = -1e-4, highest: Float = 1 + 1e-4
        let alphaScale = opacity * 255

        @inline(__always)
        func solveS(_ t: SIMD8<Float>, _ hx: SIMD8<Float>) -> SIMD8<Float> {
            let mx = t * g.x + e.x, my = t * g.y + e.y
            let nx = hx - t * f.x, ny = hy - t * f.y
            return (nx * mx + ny * my) / (mx * mx + my * my)
        }
        @inline(__always)
        func holds(_ s: SIMD8<Float>, _ t: SIMD8<Float>) -> SIMDMask<SIMD8<Int32>> {
            (s .>= lowest) .& (s .<= highest) .& (t .>= lowest) .& (t .<= highest)
        }
        @inline(__always)
        func unit(_ x: SIMD8<Float>) -> SIMD8<Float> {
            x.replacing(with: 0, where: .!(x .>= 0)).replacing(with: 1, where: x .> 1)
        }
        @inline(__always)
        func byte(_ x: SIMD8<Float>) -> SIMD8<UInt32> {
            unsafeBitCast(x + 12_582_912, to: SIMD8<UInt32>.self) & 0xFF
        }
        @inline(__always)
        func bilinearChannel(_ lane: Int, _ u: SIMD8<Float>, _ v: SIMD8<Float>) -> SIMD8<Float> {
            let c0 = c[0][lane], c1 = c[1][lane], c4 = c[4][lane], c5 = c[5][lane]
            return u * c1 + c0 + v * (u * c5 + c4)
        }
        @inline(__always)
        func bicubicChannel(_ lane: Int, _ u: SIMD8<Float>, _ v: SIMD8<Float>) -> SIMD8<Float> {
            let r3 = ((u * c[15][lane] + c[14][lane]) * u + c[13][lane]) * u + c[12][lane]
            let r2 = ((u * c[11][lane] + c[10][lane]) * u + c[9][lane]) * u + c[8][lane]
            let r1 = ((u * c[7][lane] + c[6][lane]) * u + c[5][lane]) * u + c[4][lane]
            let r0 = ((u * c[3][lane] + c[2][lane]) * u + c[1][lane]) * u + c[0][lane]
            return ((r3 * v + r2) * v + r1) * v + r0
        }

        var k = 0
        while k < count {
            let hx = lanes + (Float(first + k) + 0.5 - cell.origin.x)
            var s: SIMD8<Float>, t: SIMD8<Float>, inside: SIMDMask<SIMD8<Int32>>
            if fixedPoint {
                let rowX = hy * m.y, rowY = hy * m.w
                s = hx * m.x + rowX
                t = hx * m.z + rowY
                var change = SIMD8<Float>()
                for _ in 0..<steps {
                    let w = s * t
                    let rx = hx - w * g.x, ry = hy - w * g.y
                    let ns = rx * m.x + ry * m.y, nt = rx * m.z + ry * m.w
                    let ds = ns - s, dt = nt - t
                    change = ds * ds + dt * dt
                    s = ns; t = nt
                }
                // A point whose last step still moved by more than the largest contraction bound (1/16)
                // did not converge: it lies far outside the cell.
                inside = holds(s, t) .& (change .<= 1 / 128)
            } else {
                let k0 = hx * e.y + k0Offset
                let k1 = hx * g.y + k1Offset
                let discriminant = k1 * k1 - (4 * k2) * k0
                let root = MeshGradientMath.squareRoot(discriminant)
                let q = (k1 + root.replacing(with: -root, where: k1 .< 0)) * -0.5
                let t1 = k0 / q, t2 = q / k2
                let s1 = solveS(t1, hx), s2 = solveS(t2, hx)
                let inside1 = holds(s1, t1) .& (discriminant .>= 0)
                let inside2 = holds(s2, t2) .& (discriminant .>= 0)
                let second = inside2 .& (.!inside1 .| (t2 .> t1))
                s = s1.replacing(with: s2, where: second)
                t = t1.replacing(with: t2, where: second)
                inside = inside1 .| inside2
            }
            let pu = unit(s) * cell.du + cell.u0, pv = unit(t) * cell.dv + cell.v0
            var r: SIMD8<Float>, gr: SIMD8<Float>, b: SIMD8<Float>, al: SIMD8<Float>
            if bicubic {
                r = bicubicChannel(0, pu, pv); gr = bicubicChannel(1, pu, pv)
                b = bicubicChannel(2, pu, pv); al = bicubicChannel(3, pu, pv)
            } else {
                r = bilinearChannel(0, pu, pv); gr = bilinearChannel(1, pu, pv)
                b = bilinearChannel(2, pu, pv); al = bilinearChannel(3, pu, pv)
            }
            if perceptual { MeshGradientOklab.toSRGB(&r, &gr, &b, table: table) }
            let alpha = unit(al) * alphaScale
            let word = byte(unit(r) * alpha) | byte(unit(gr) * alpha) &<< 8 | byte(unit(b) * alpha) &<< 16 | byte(alpha) &<< 24
            inside = inside .& (lanes .< Float(count - k))
            let raw = UnsafeMutableRawPointer(output + k)
            let old = raw.loadUnaligned(as: SIMD8<UInt32>.self)
            raw.storeBytes(of: old.replacing(with: word, where: inside), as: SIMD8<UInt32>.self)
            k += 8
        }
    }
}
