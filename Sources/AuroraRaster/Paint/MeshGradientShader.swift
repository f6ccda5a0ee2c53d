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
        output.update(repeating: backgroundWord, count: count)
        let t = tessellation
        guard y >= t.firstRow else { return }
        let bucket = (y - t.firstRow) / t.rowsPerBucket
        guard bucket < t.bucketStarts.count - 1 else { return }
        let entries = Int(t.bucketStarts[bucket])..<Int(t.bucketStarts[bucket + 1])
        switch (isSmooth, isPerceptual) {
        case (false, false): shadeCells(entries, x: x, y: y, count: count, output, bicubic: false, perceptual: false)
        case (true, false): shadeCells(entries, x: x, y: y, count: count, output, bicubic: true, perceptual: false)
        case (false, true): shadeCells(entries, x: x, y: y, count: count, output, bicubic: false, perceptual: true)
        case (true, true): shadeCells(entries, x: x, y: y, count: count, output, bicubic: true, perceptual: true)
        }
    }

    /// Visits the row's cells in order and shades the pixels each one holds.
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
                var low = Float.infinity, high = -Float.infinity
                Self.crossing(cell.q00, cell.q10, yc, &low, &high)
                Self.crossing(cell.q10, cell.q11, yc, &low, &high)
                Self.crossing(cell.q11, cell.q01, yc, &low, &high)
                Self.crossing(cell.q01, cell.q00, yc, &low, &high)
                guard low <= high else { continue }
                let first = max(x, MeshGradientMath.ceiling(low - 0.5 - slack))
                let last = min(lastX, MeshGradientMath.floor(high - 0.5 + slack))
                guard first <= last else { continue }
                let patch = coefficients + Int(cell.patch) * 16
                let span = output + (first - x)
                if cell.hasSingleRoot {
                    shadeSpan(cell, yc: yc, first: first, count: last - first + 1, span, patch, table,
                              twoRoots: false, bicubic: bicubic, perceptual: perceptual)
                } else {
                    shadeSpan(cell, yc: yc, first: first, count: last - first + 1, span, patch, table,
                              twoRoots: true, bicubic: bicubic, perceptual: perceptual)
                }
            }
        }}}}
    }

    /// Widens `low…high` to the x where the edge `p → q` meets the line `y = yc`, if it does.
    @inline(__always)
    private static func crossing(_ p: SIMD2<Float>, _ q: SIMD2<Float>, _ yc: Float, _ low: inout Float, _ high: inout Float) {
        let slack = MeshGradientTessellation.rowSlack
        let top = p.y < q.y ? p.y : q.y, bottom = p.y < q.y ? q.y : p.y
        guard top - slack <= yc, yc <= bottom + slack else { return }
        let dy = q.y - p.y
        if bottom - top > 1e-6 {
            var t = (yc - p.y) / dy
            t = t < 0 ? 0 : (t > 1 ? 1 : t)
            let xc = p.x + t * (q.x - p.x)
            low = xc < low ? xc : low
            high = xc > high ? xc : high
        } else {
            let left = p.x < q.x ? p.x : q.x, right = p.x < q.x ? q.x : p.x
            low = left < low ? left : low
            high = right > high ? right : high
        }
    }

    /// Shades the `count` pixels from column `first` of the row at `yc` that `cell` holds into
    /// `output` (the word of column `first`), eight at a time, leaving the others untouched.
    @inline(__always)
    private func shadeSpan(_ cell: MeshGradientCell, yc: Float, first: Int, count: Int, _ output: UnsafeMutablePointer<UInt32>,
                           _ c: UnsafePointer<SIMD4<Float>>, _ table: UnsafePointer<Float>,
                           twoRoots: Bool, bicubic: Bool, perceptual: Bool) {
        // p − q00 = u·e + v·f + u·v·g; eliminating u leaves k2·v² + k1·v + k0 = 0, where k0 and
        // k1 are linear in the pixel's x.
        let a = cell.q00
        let e = cell.q10 - a, f = cell.q01 - a, g = a - cell.q10 + cell.q11 - cell.q01
        let hy = yc - a.y
        let k2 = g.x * f.y - g.y * f.x
        let k0Offset = -hy * e.x
        let k1Offset = (e.x * f.y - e.y * f.x) - hy * g.x
        let lanes = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7)
        let lowest: Float = -1e-4, highest: Float = 1 + 1e-4
        let alphaScale = opacity * 255

        @inline(__always)
        func solveU(_ v: SIMD8<Float>, _ hx: SIMD8<Float>) -> SIMD8<Float> {
            let mx = v * g.x + e.x, my = v * g.y + e.y
            let nx = hx - v * f.x, ny = hy - v * f.y
            return (nx * mx + ny * my) / (mx * mx + my * my)
        }
        @inline(__always)
        func holds(_ u: SIMD8<Float>, _ v: SIMD8<Float>) -> SIMDMask<SIMD8<Int32>> {
            (u .>= lowest) .& (u .<= highest) .& (v .>= lowest) .& (v .<= highest)
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
            var sum = SIMD8<Float>()
            for j in stride(from: 3, through: 0, by: -1) {
                let row = ((u * c[3 + 4 * j][lane] + c[2 + 4 * j][lane]) * u + c[1 + 4 * j][lane]) * u + c[4 * j][lane]
                sum = sum * v + row
            }
            return sum
        }

        var k = 0
        while k < count {
            let hx = lanes + (Float(first + k) + 0.5 - a.x)
            let k0 = hx * e.y + k0Offset
            let k1 = hx * g.y + k1Offset
            let discriminant = k1 * k1 - (4 * k2) * k0
            let root = discriminant.replacing(with: 0, where: discriminant .< 0).squareRoot()
            let q = (k1 + root.replacing(with: -root, where: k1 .< 0)) * -0.5
            var v = k0 / q
            var u = solveU(v, hx)
            var inside = holds(u, v) .& (discriminant .>= 0)
            if twoRoots {
                let v2 = q / k2
                let u2 = solveU(v2, hx)
                let inside2 = holds(u2, v2) .& (discriminant .>= 0)
                let second = inside2 .& (.!inside .| (v2 .> v))
                v = v.replacing(with: v2, where: second)
                u = u.replacing(with: u2, where: second)
                inside = inside .| inside2
            }
            let pu = unit(u) * cell.du + cell.u0, pv = unit(v) * cell.dv + cell.v0
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
            let remaining = count - k
            if remaining >= 8 {
                let raw = UnsafeMutableRawPointer(output + k)
                let old = raw.loadUnaligned(as: SIMD8<UInt32>.self)
                raw.storeBytes(of: old.replacing(with: word, where: inside), as: SIMD8<UInt32>.self)
            } else {
                for lane in 0..<remaining where inside[lane] { output[k + lane] = word[lane] }
            }
            k += 8
        }
    }
}
