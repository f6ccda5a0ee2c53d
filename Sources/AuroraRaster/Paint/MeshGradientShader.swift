/// Shading of mesh gradients: per pixel, the patch parameters (u, v) by inverting the patch, then the colour at (u, v).
import AuroraGeometry
import CAuroraKernels
import Foundation

/// A mesh gradient prepared for one transform.
///
/// At build time every patch is cut into device-space cells fine enough that each bilinear cell
/// lies within `MeshGradientTessellation.tolerance` (1/10 px) of the bicubic patch. Per pixel
/// centre, the cells of its row are visited in painting order; for each cell that holds the centre,
/// the inverse of the cell's bilinear map (a fixed-point iteration accurate to 2⁻¹² of a cell, or
/// the exact quadratic for cells far from parallelograms) gives (u, v). A second pass over the
/// row evaluates the colour polynomial of each pixel's patch at its (u, v), once per pixel, over
/// runs of one patch. (u, v) is continuous across cells and patches (neighbouring cells share
/// their corners exactly, so there are no cracks and no facets), and the colour is that of the
/// patch at a point at most 1/10 px away. Both passes work on four pixels at once in
/// `SIMD4<Float>`; on CPUs with AVX2 the cell pass that leaves (u, v) (`aurora_mesh_cells`) and
/// the opaque bicubic colour pass (`aurora_mesh_opaque_bicubic_runs`) are C kernels that give the same
/// words eight pixels at a time. The cells come from `MeshGradientTessellationCache`, so a mesh
/// drawn again through the same transform is not tessellated again. Opaque bilinear device
/// colours are cheap enough to take in the cell pass: there, each cell writes its pixels' words
/// directly.
///
/// A later cell overwrites an earlier one, so overlapping (folded) patches show the later patch,
/// and inside a patch the larger v, then the larger u. When a folded cell holds a point twice, the
/// larger v wins as well. Pixels no cell holds get the background.
package struct MeshGradientShader: RowShader {
    /// The cells and their row index (internal for tests).
    let tessellation: MeshGradientTessellation
    private let coefficients: [SIMD4<Float>]
    private let encodingTable: [Float]
    private let backgroundWord: UInt32
    private let opacity: Float
    private let isSmooth: Bool
    private let isPerceptual: Bool
    /// Bilinear device-space colours, all opaque, at full opacity: the common case, shaded from the
    /// colour as a polynomial in the cell's (s, t) without clamping (a convex combination of valid
    /// colours).
    private let isOpaqueBilinear: Bool
    /// Bicubic device-space colours, all opaque, at full opacity: the alpha channel is left out
    /// (its polynomial is exactly 1), so only three channels are evaluated and none is premultiplied.
    private let isOpaqueBicubic: Bool
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
        isOpaqueBilinear = !mesh.smoothsColors && mesh.colorSpace == .device && opacity == 1
            && mesh.colors.allSatisfy { $0.alpha == 1 }
        isOpaqueBicubic = mesh.smoothsColors && mesh.colorSpace == .device && opacity == 1
            && mesh.colors.allSatisfy { $0.alpha == 1 }
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
        tessellation = MeshGradientTessellationCache.shared.tessellation(devicePatches: devicePatches, patchesPerRow: mesh.width - 1)
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
        if isOpaqueBilinear {
            output.update(repeating: backgroundWord, count: count)
            shadeCells(entries, x: x, y: y, count: count, words: output, parameters: nil, Words.self)
            return
        }
        // Two passes: the cells leave each pixel's patch and (u, v), then every pixel is coloured
        // once, over runs of one patch rather than cell by cell (a pixel held by several cells is
        // coloured once, and no group of four straddles two cells).
        let padded = count + Self.parameterPadding
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 2 * padded) { parameters in
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: padded) { patches in
            guard let u = parameters.baseAddress, let patches = patches.baseAddress else { return }
            u.initialize(repeating: 0, count: 2 * padded)
            patches.initialize(repeating: -1, count: padded)
            let row = ParameterRow(u: u, v: u + padded, patches: patches)
            if !cellPassKernel(entries, x: x, y: y, count: count, row) {
                shadeCells(entries, x: x, y: y, count: count, words: output, parameters: row, Parameters.self)
            }
            switch (isSmooth, isPerceptual) {
            case (true, false) where isOpaqueBicubic: colourRuns(row, count: count, output, OpaqueBicubic.self)
            case (false, false): colourRuns(row, count: count, output, Bilinear.self)
            case (true, false): colourRuns(row, count: count, output, Bicubic.self)
            case (false, true): colourRuns(row, count: count, output, PerceptualBilinear.self)
            case (true, true): colourRuns(row, count: count, output, PerceptualBicubic.self)
            }
        }}
    }

    /// Words past the end of a row's parameter buffers, so that a group of four (or, in the
    /// AVX2 kernel, eight) starting inside the row never leaves them.
    private static let parameterPadding = 8

    /// Per pixel of a row span: the patch whose cell holds its centre last (−1: none) and the
    /// patch parameters there. Each buffer holds the span's pixels and `parameterPadding` more.
    private struct ParameterRow {
        var u, v: UnsafeMutablePointer<Float>
        var patches: UnsafeMutablePointer<Int32>

        /// The same buffers from pixel `offset` on.
        func advanced(by offset: Int) -> ParameterRow {
            ParameterRow(u: u + offset, v: v + offset, patches: patches + offset)
        }
    }

    /// The cell pass with patch-and-(u, v) output in the AVX2 kernel, `aurora_mesh_cells`; false
    /// when it did not run (the caller then runs `shadeCells`).
    private func cellPassKernel(_ entries: Range<Int>, x: Int, y: Int, count: Int, _ row: ParameterRow) -> Bool {
        tessellation.cells.withUnsafeBufferPointer { cells in
        tessellation.bucketCells.withUnsafeBufferPointer { order in
            guard let cells = cells.baseAddress, let order = order.baseAddress else { return false }
            return aurora_mesh_cells(cells, order + entries.lowerBound, entries.count, x, y, count, row.u, row.v, row.patches)
        }}
    }

    /// Visits the row's cells in order and, for the pixels each one holds, writes their words
    /// (`Output` is `Words`, opaque bilinear colours only) or their patch and (u, v) to `parameters`.
    @inline(__always)
    private func shadeCells<Output: MeshGradientCellOutput>(_ entries: Range<Int>, x: Int, y: Int, count: Int,
                                                            words: UnsafeMutablePointer<UInt32>, parameters: ParameterRow?,
                                                            _ outputKind: Output.Type) {
        let slack = MeshGradientTessellation.rowSlack
        let yc = Float(y) + 0.5
        let rowLow = Float(x) + 0.5, rowHigh = Float(x + count - 1) + 0.5
        tessellation.cells.withUnsafeBufferPointer { cells in
        tessellation.bucketCells.withUnsafeBufferPointer { order in
        coefficients.withUnsafeBufferPointer { coefficients in
            guard let cells = cells.baseAddress, let order = order.baseAddress,
                  let coefficients = coefficients.baseAddress else { return }
            for n in entries {
                let cell = cells[Int(order[n])]
                guard cell.yMin - slack <= yc, yc <= cell.yMax + slack else { continue }
                // The pixel centres to visit: the cell's horizontal extent, narrowed for
                // near-parallelograms to where the affine estimate of (s, t) is within `margin` of the cell.
                var low = max(rowLow, cell.xMin - slack), high = min(rowHigh, cell.xMax + slack)
                let hy = yc - cell.origin.y
                if cell.fixedPointSteps > 0 {
                    let m = cell.inverse
                    Self.narrow(&low, &high, reciprocal: cell.reciprocalSlopes.x, offset: m.y * hy,
                                origin: cell.origin.x, margin: cell.margin)
                    Self.narrow(&low, &high, reciprocal: cell.reciprocalSlopes.y, offset: m.w * hy,
                                origin: cell.origin.x, margin: cell.margin)
                }
                guard low <= high else { continue }
                // Both bounds are within the row here, so the conversions cannot overflow.
                let first = MeshGradientMath.ceiling(low - 0.5), last = MeshGradientMath.floor(high - 0.5)
                guard first <= last else { continue }
                let patch = coefficients + Int(cell.patch) * 16
                let span = words + (first - x), spanParameters = parameters?.advanced(by: first - x)
                let columns = last - first + 1
                if cell.fixedPointSteps > 0 {
                    // Where the affine estimate is `margin` inside the cell, the cell surely holds the pixel.
                    let m = cell.inverse
                    var solidLow = low, solidHigh = high
                    Self.narrow(&solidLow, &solidHigh, reciprocal: cell.reciprocalSlopes.x, offset: m.y * hy,
                                origin: cell.origin.x, margin: -cell.margin)
                    Self.narrow(&solidLow, &solidHigh, reciprocal: cell.reciprocalSlopes.y, offset: m.w * hy,
                                origin: cell.origin.x, margin: -cell.margin)
                    let solid = solidLow <= solidHigh
                        ? (MeshGradientMath.ceiling(solidLow - 0.5) - first)..<(MeshGradientMath.floor(solidHigh - 0.5) - first + 1)
                        : 0..<0
                    shadeSpan(cell, hy: hy, first: first, count: columns, room: x + count - first, solid: solid, span,
                              spanParameters, patch, FixedPoint.self, Output.self)
                } else {
                    shadeSpan(cell, hy: hy, first: first, count: columns, room: x + count - first, solid: 0..<0, span,
                              spanParameters, patch, Quadratic.self, Output.self)
                }
            }
        }}}
    }

    /// Narrows the pixel-centre range `low…high` to where `(px − origin) / reciprocal + offset`
    /// (an affine cell coordinate) lies within `margin` of 0…1. Branch-free: a zero slope makes the
    /// bounds infinite, which keeps the range when `offset` is within the margin and empties it
    /// (low > high) when it is not.
    @inline(__always)
    private static func narrow(_ low: inout Float, _ high: inout Float, reciprocal: Float, offset: Float,
                               origin: Float, margin: Float) {
        let atZero = origin + (-margin - offset) * reciprocal, atOne = origin + (1 + margin - offset) * reciprocal
        let first = atZero < atOne ? atZero : atOne, last = atZero < atOne ? atOne : atZero
        low = first > low ? first : low
        high = last < high ? last : high
    }

    /// Inverts `cell` at the `count` pixels from column `first` of the row (`hy` below the cell
    /// origin), four at a time, and for the pixels it holds writes their opaque bilinear words
    /// to `output` (the word of column `first`, followed by `room − 1` more words of the row) or
    /// their patch and (u, v) to `parameters`, leaving the others untouched. Groups within `solid`
    /// (pixels the cell surely holds) are stored as they are, the others as one vector blend
    /// (words: where the row has room for all four lanes, lane by lane at its end; parameters:
    /// always, their buffers are padded).
    ///
    /// Cell coordinates (s, t) come from the cell's fixed-point iteration or from the quadratic the
    /// bilinear equation reduces to (both roots; the larger t wins), as `Inversion` says.
    @inline(__always)
    private func shadeSpan<Inversion: MeshGradientInversion, Output: MeshGradientCellOutput>(
        _ cell: MeshGradientCell, hy: Float, first: Int, count: Int, room: Int, solid: Range<Int>,
        _ output: UnsafeMutablePointer<UInt32>, _ parameters: ParameterRow?,
        _ c: UnsafePointer<SIMD4<Float>>, _ inversion: Inversion.Type, _ outputKind: Output.Type
    ) {
        let fixedPoint = Inversion.isFixedPoint, writesWords = Output.writesWords
        typealias Lanes = SIMD4<Float>
        let e = cell.e, f = cell.f, g = cell.g, m = cell.inverse, twist = cell.twist
        let steps = Int(cell.fixedPointSteps)
        let rowS = m.y * hy, rowT = m.w * hy
        // Quadratic form: eliminating s from h = s·e + t·f + s·t·g leaves k2·t² + k1·t + k0 = 0,
        // where k0 and k1 are linear in the pixel's x.
        let k2 = g.x * f.y - g.y * f.x
        let k0Offset = -hy * e.x
        let k1Offset = (e.x * f.y - e.y * f.x) - hy * g.x
        let lanes = Lanes(0, 1, 2, 3)
        let lowest: Float = -1e-4, highest: Float = 1 + 1e-4
        // Opaque bilinear colours as polynomials in the cell's (s, t), scaled to 0…255.
        let du = cell.du, dv = cell.dv, u0 = cell.u0, v0 = cell.v0
        let c00 = (c[0] + u0 * c[1] + v0 * c[4] + (u0 * v0) * c[5]) * 255
        let cS = (c[1] + v0 * c[5]) * (du * 255), cT = (c[4] + u0 * c[5]) * (dv * 255), cST = c[5] * (du * dv * 255)
        let patch = SIMD4<Int32>(repeating: cell.patch)

        @inline(__always)
        func solveS(_ t: Lanes, _ hx: Lanes) -> Lanes {
            let mx = t * g.x + e.x, my = t * g.y + e.y
            let nx = hx - t * f.x, ny = hy - t * f.y
            return (nx * mx + ny * my) / (mx * mx + my * my)
        }
        @inline(__always)
        func holds(_ s: Lanes, _ t: Lanes) -> SIMDMask<SIMD4<Int32>> {
            (s .>= lowest) .& (s .<= highest) .& (t .>= lowest) .& (t .<= highest)
        }

        var k = 0
        while k < count {
            let hx = lanes + (Float(first + k) + 0.5 - cell.origin.x)
            var s: Lanes, t: Lanes, quadraticInside = SIMDMask<SIMD4<Int32>>(repeating: false)
            if fixedPoint {
                let affineS = hx * m.x + rowS, affineT = hx * m.z + rowT
                var w = affineS * affineT
                s = affineS - w * twist.x
                t = affineT - w * twist.y
                for _ in 1..<steps {
                    w = s * t
                    s = affineS - w * twist.x
                    t = affineT - w * twist.y
                }
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
                quadraticInside = inside1 .| inside2
            }
            let isSolid = fixedPoint && k >= solid.lowerBound && k + 4 <= solid.upperBound
            if writesWords {
                let r = s * cS.x + c00.x + t * (s * cST.x + cT.x)
                let gr = s * cS.y + c00.y + t * (s * cST.y + cT.y)
                let b = s * cS.z + c00.z + t * (s * cST.z + cT.z)
                let word = MeshGradientMath.byte(r) | MeshGradientMath.byte(gr) &<< 8 | MeshGradientMath.byte(b) &<< 16 | 0xFF00_0000
                if isSolid {
                    UnsafeMutableRawPointer(output + k).storeBytes(of: word, as: SIMD4<UInt32>.self)
                    k += 4
                    continue
                }
                let inside = fixedPoint ? holds(s, t) : quadraticInside
                // Lanes past the span but inside the row are written only if the cell holds them, which
                // is right for them too; lanes past the row are never written.
                if room - k >= 4 {
                    let raw = UnsafeMutableRawPointer(output + k)
                    let old = raw.loadUnaligned(as: SIMD4<UInt32>.self)
                    raw.storeBytes(of: old.replacing(with: word, where: inside), as: SIMD4<UInt32>.self)
                } else {
                    for lane in 0..<min(4, count - k) where inside[lane] { output[k + lane] = word[lane] }
                }
            } else if let parameters {
                let pu = MeshGradientMath.unit(s) * du + u0, pv = MeshGradientMath.unit(t) * dv + v0
                let u = UnsafeMutableRawPointer(parameters.u + k), v = UnsafeMutableRawPointer(parameters.v + k)
                let patches = UnsafeMutableRawPointer(parameters.patches + k)
                if isSolid {
                    u.storeBytes(of: pu, as: Lanes.self)
                    v.storeBytes(of: pv, as: Lanes.self)
                    patches.storeBytes(of: patch, as: SIMD4<Int32>.self)
                } else {
                    // Lanes past the span are written only if the cell holds them, which is right
                    // for them too (past the row they land in the padding).
                    let inside = fixedPoint ? holds(s, t) : quadraticInside
                    u.storeBytes(of: u.loadUnaligned(as: Lanes.self).replacing(with: pu, where: inside), as: Lanes.self)
                    v.storeBytes(of: v.loadUnaligned(as: Lanes.self).replacing(with: pv, where: inside), as: Lanes.self)
                    patches.storeBytes(of: patches.loadUnaligned(as: SIMD4<Int32>.self).replacing(with: patch, where: inside),
                                       as: SIMD4<Int32>.self)
                }
            }
            k += 4
        }
    }

    /// Colours a row from its parameters: each run of pixels in one patch, four at a time, and
    /// the background where no cell holds the pixel.
    private func colourRuns<Coloring: MeshGradientColoring>(_ row: ParameterRow, count: Int,
                                                            _ output: UnsafeMutablePointer<UInt32>, _ coloring: Coloring.Type) {
        coefficients.withUnsafeBufferPointer { coefficients in
        encodingTable.withUnsafeBufferPointer { table in
            guard let coefficients = coefficients.baseAddress, let table = table.baseAddress else { return }
            if Coloring.isOpaqueBicubic,
               aurora_mesh_opaque_bicubic_runs(UnsafeRawPointer(coefficients).assumingMemoryBound(to: Float.self), row.u, row.v,
                                               row.patches, backgroundWord, output, count) {
                return
            }
            var start = 0
            while start < count {
                let patch = row.patches[start]
                var end = start + 1
                while end < count && row.patches[end] == patch { end += 1 }
                if patch < 0 {
                    (output + start).update(repeating: backgroundWord, count: end - start)
                } else {
                    colourRun(row.advanced(by: start), count: end - start, room: count - start, output + start,
                              coefficients + Int(patch) * 16, table, Coloring.self)
                }
                start = end
            }
        }}
    }

    /// The words of `count` pixels of one patch (coefficients `c`) from their (u, v), stored in
    /// groups of four where the row has `room` for them: lanes past the run belong to the next
    /// run, which overwrites them.
    @inline(__always)
    private func colourRun<Coloring: MeshGradientColoring>(_ row: ParameterRow, count: Int, room: Int,
                                                           _ output: UnsafeMutablePointer<UInt32>, _ c: UnsafePointer<SIMD4<Float>>,
                                                           _ table: UnsafePointer<Float>, _ coloring: Coloring.Type) {
        typealias Lanes = SIMD4<Float>
        let bicubic = Coloring.isBicubic, perceptual = Coloring.isPerceptual, opaqueBicubic = Coloring.isOpaqueBicubic
        let alphaScale = opacity * 255
        @inline(__always)
        func bilinearChannel(_ lane: Int, _ u: Lanes, _ v: Lanes) -> Lanes {
            let c0 = c[0][lane], c1 = c[1][lane], c4 = c[4][lane], c5 = c[5][lane]
            return u * c1 + c0 + v * (u * c5 + c4)
        }
        @inline(__always)
        func bicubicChannel(_ lane: Int, _ u: Lanes, _ v: Lanes) -> Lanes {
            let r3 = ((u * c[15][lane] + c[14][lane]) * u + c[13][lane]) * u + c[12][lane]
            let r2 = ((u * c[11][lane] + c[10][lane]) * u + c[9][lane]) * u + c[8][lane]
            let r1 = ((u * c[7][lane] + c[6][lane]) * u + c[5][lane]) * u + c[4][lane]
            let r0 = ((u * c[3][lane] + c[2][lane]) * u + c[1][lane]) * u + c[0][lane]
            return ((r3 * v + r2) * v + r1) * v + r0
        }
        var k = 0
        while k < count {
            let pu = UnsafeRawPointer(row.u + k).loadUnaligned(as: Lanes.self)
            let pv = UnsafeRawPointer(row.v + k).loadUnaligned(as: Lanes.self)
            let word: SIMD4<UInt32>
            if opaqueBicubic {
                let r = bicubicChannel(0, pu, pv), gr = bicubicChannel(1, pu, pv), b = bicubicChannel(2, pu, pv)
                word = MeshGradientMath.byte(MeshGradientMath.unit(r) * 255) | MeshGradientMath.byte(MeshGradientMath.unit(gr) * 255) &<< 8 | MeshGradientMath.byte(MeshGradientMath.unit(b) * 255) &<< 16 | 0xFF00_0000
            } else {
                var r: Lanes, gr: Lanes, b: Lanes, al: Lanes
                if bicubic {
                    r = bicubicChannel(0, pu, pv); gr = bicubicChannel(1, pu, pv)
                    b = bicubicChannel(2, pu, pv); al = bicubicChannel(3, pu, pv)
                } else {
                    r = bilinearChannel(0, pu, pv); gr = bilinearChannel(1, pu, pv)
                    b = bilinearChannel(2, pu, pv); al = bilinearChannel(3, pu, pv)
                }
                if perceptual { MeshGradientOklab.toSRGB(&r, &gr, &b, table: table) }
                let alpha = MeshGradientMath.unit(al) * alphaScale
                word = MeshGradientMath.byte(MeshGradientMath.unit(r) * alpha) | MeshGradientMath.byte(MeshGradientMath.unit(gr) * alpha) &<< 8 | MeshGradientMath.byte(MeshGradientMath.unit(b) * alpha) &<< 16 | MeshGradientMath.byte(alpha) &<< 24
            }
            if room - k >= 4 {
                UnsafeMutableRawPointer(output + k).storeBytes(of: word, as: SIMD4<UInt32>.self)
            } else {
                for lane in 0..<min(4, count - k) { output[k + lane] = word[lane] }
            }
            k += 4
        }
    }
}

/// How a span inverts its cell; a type parameter so that each kernel is compiled without the other's branches.
protocol MeshGradientInversion {
    /// The fixed-point iteration (near-parallelograms) rather than the quadratic formula.
    static var isFixedPoint: Bool { get }
}

/// What the cell pass writes; a type parameter so that each kernel is compiled for one case.
protocol MeshGradientCellOutput {
    /// Opaque bilinear words, from per-cell coefficients without clamping, rather than each pixel's patch and (u, v).
    static var writesWords: Bool { get }
}

/// How the colour pass colours its pixels; a type parameter so that each kernel is compiled for one case.
protocol MeshGradientColoring {
    /// Opaque bicubic device colours at full opacity: three channels, alpha 255.
    static var isOpaqueBicubic: Bool { get }
    /// Bicubic rather than bilinear colours.
    static var isBicubic: Bool { get }
    /// Oklab rather than device interpolation.
    static var isPerceptual: Bool { get }
}

/// Inversion by fixed-point iteration.
private enum FixedPoint: MeshGradientInversion { static var isFixedPoint: Bool { true } }
/// Inversion by the quadratic formula.
private enum Quadratic: MeshGradientInversion { static var isFixedPoint: Bool { false } }

/// The cell pass writes opaque bilinear words.
private enum Words: MeshGradientCellOutput { static var writesWords: Bool { true } }
/// The cell pass writes patches and (u, v).
private enum Parameters: MeshGradientCellOutput { static var writesWords: Bool { false } }

/// Bilinear device colours with alpha or opacity.
private enum Bilinear: MeshGradientColoring {
    static var isOpaqueBicubic: Bool { false }
    static var isBicubic: Bool { false }
    static var isPerceptual: Bool { false }
}
/// Bicubic device colours.
private enum Bicubic: MeshGradientColoring {
    static var isOpaqueBicubic: Bool { false }
    static var isBicubic: Bool { true }
    static var isPerceptual: Bool { false }
}
/// Bilinear Oklab colours.
private enum PerceptualBilinear: MeshGradientColoring {
    static var isOpaqueBicubic: Bool { false }
    static var isBicubic: Bool { false }
    static var isPerceptual: Bool { true }
}
/// Bicubic Oklab colours.
private enum PerceptualBicubic: MeshGradientColoring {
    static var isOpaqueBicubic: Bool { false }
    static var isBicubic: Bool { true }
    static var isPerceptual: Bool { true }
}
/// Opaque bicubic device colours at full opacity.
private enum OpaqueBicubic: MeshGradientColoring {
    static var isOpaqueBicubic: Bool { true }
    static var isBicubic: Bool { true }
    static var isPerceptual: Bool { false }
}
