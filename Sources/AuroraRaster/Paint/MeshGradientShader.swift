/// Shading of mesh gradients: per pixel, the patch parameters (u, v) by inverting the patch, then the colour at (u, v).
import AuroraGeometry
import Foundation

/// A mesh gradient prepared for one transform.
///
/// At build time every patch is cut into device-space cells fine enough that each bilinear cell
/// lies within `MeshGradientTessellation.tolerance` (1/10 px) of the bicubic patch. Per pixel
/// centre, the cells of its row are visited in painting order; for each cell that holds the centre,
/// the inverse of the cell's bilinear map (a fixed-point iteration accurate to 2⁻¹² of a cell, or
/// the exact quadratic for cells far from parallelograms) gives (u, v), and the colour polynomial
/// of the patch is evaluated there. (u, v) is continuous across cells and patches (neighbouring
/// cells share their corners exactly, so there are no cracks and no facets), and the colour is
/// that of the patch at a point at most 1/10 px away. Four pixels are shaded at once in
/// `SIMD4<Float>` (on baseline x86-64, wider vectors only add waste on short spans).
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
        output.update(repeating: backgroundWord, count: count)
        switch (isOpaqueBilinear, isSmooth, isPerceptual) {
        case (true, _, _): shadeCells(entries, x: x, y: y, count: count, output, OpaqueBilinear.self)
        case (false, true, false) where isOpaqueBicubic: shadeCells(entries, x: x, y: y, count: count, output, OpaqueBicubic.self)
        case (false, false, false): shadeCells(entries, x: x, y: y, count: count, output, Bilinear.self)
        case (false, true, false): shadeCells(entries, x: x, y: y, count: count, output, Bicubic.self)
        case (false, false, true): shadeCells(entries, x: x, y: y, count: count, output, PerceptualBilinear.self)
        case (false, true, true): shadeCells(entries, x: x, y: y, count: count, output, PerceptualBicubic.self)
        }
    }

    /// Visits the row's cells in order and shades the pixels each one holds.
    @inline(__always)
    private func shadeCells<Coloring: MeshGradientColoring>(_ entries: Range<Int>, x: Int, y: Int, count: Int,
                                                            _ output: UnsafeMutablePointer<UInt32>, _ coloring: Coloring.Type) {
        let slack = MeshGradientTessellation.rowSlack
        let yc = Float(y) + 0.5
        let rowLow = Float(x) + 0.5, rowHigh = Float(x + count - 1) + 0.5
        tessellation.cells.withUnsafeBufferPointer { cells in
        tessellation.bucketCells.withUnsafeBufferPointer { order in
        coefficients.withUnsafeBufferPointer { coefficients in
        encodingTable.withUnsafeBufferPointer { table in
            guard let cells = cells.baseAddress, let order = order.baseAddress,
                  let coefficients = coefficients.baseAddress, let table = table.baseAddress else { return }
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
                let span = output + (first - x)
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
                    shadeSpan(cell, hy: hy, first: first, count: columns, room: x + count - first, solid: solid, span, patch, table,
                              FixedPoint.self, Coloring.self)
                } else {
                    shadeSpan(cell, hy: hy, first: first, count: columns, room: x + count - first, solid: 0..<0, span, patch, table,
                              Quadratic.self, Coloring.self)
                }
            }
        }}}}
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

    /// Shades the `count` pixels from column `first` of the row (`hy` below the cell origin) that
    /// `cell` holds into `output` (the word of column `first`, followed by `room − 1` more words of
    /// the same row), four at a time, leaving the others untouched. Groups within `solid` (pixels
    /// the cell surely holds) are stored as they are, the others as one vector blend where the row
    /// has room for all four lanes, lane by lane at the end of the row.
    ///
    /// Cell coordinates (s, t) come from the cell's fixed-point iteration or from the quadratic the
    /// bilinear equation reduces to (both roots; the larger t wins), as `Inversion` says.
    @inline(__always)
    private func shadeSpan<Inversion: MeshGradientInversion, Coloring: MeshGradientColoring>(
        _ cell: MeshGradientCell, hy: Float, first: Int, count: Int, room: Int, solid: Range<Int>,
        _ output: UnsafeMutablePointer<UInt32>,
        _ c: UnsafePointer<SIMD4<Float>>, _ table: UnsafePointer<Float>, _ inversion: Inversion.Type, _ coloring: Coloring.Type
    ) {
        let fixedPoint = Inversion.isFixedPoint, opaqueBilinear = Coloring.isOpaqueBilinear
        let bicubic = Coloring.isBicubic, perceptual = Coloring.isPerceptual, opaqueBicubic = Coloring.isOpaqueBicubic
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
        let alphaScale = opacity * 255
        // Opaque bilinear colours as polynomials in the cell's (s, t), scaled to 0…255.
        let du = cell.du, dv = cell.dv, u0 = cell.u0, v0 = cell.v0
        let c00 = (c[0] + u0 * c[1] + v0 * c[4] + (u0 * v0) * c[5]) * 255
        let cS = (c[1] + v0 * c[5]) * (du * 255), cT = (c[4] + u0 * c[5]) * (dv * 255), cST = c[5] * (du * dv * 255)

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
        @inline(__always)
        func unit(_ x: Lanes) -> Lanes {
            x.replacing(with: 0, where: .!(x .>= 0)).replacing(with: 1, where: x .> 1)
        }
        @inline(__always)
        func byte(_ x: Lanes) -> SIMD4<UInt32> {
            unsafeBitCast(x + 12_582_912, to: SIMD4<UInt32>.self) & 0xFF
        }
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
            let word: SIMD4<UInt32>
            if opaqueBilinear {
                let r = s * cS.x + c00.x + t * (s * cST.x + cT.x)
                let gr = s * cS.y + c00.y + t * (s * cST.y + cT.y)
                let b = s * cS.z + c00.z + t * (s * cST.z + cT.z)
                word = byte(r) | byte(gr) &<< 8 | byte(b) &<< 16 | 0xFF00_0000
            } else if opaqueBicubic {
                let pu = unit(s) * du + u0, pv = unit(t) * dv + v0
                let r = bicubicChannel(0, pu, pv), gr = bicubicChannel(1, pu, pv), b = bicubicChannel(2, pu, pv)
                word = byte(unit(r) * 255) | byte(unit(gr) * 255) &<< 8 | byte(unit(b) * 255) &<< 16 | 0xFF00_0000
            } else {
                let pu = unit(s) * du + u0, pv = unit(t) * dv + v0
                var r: Lanes, gr: Lanes, b: Lanes, al: Lanes
                if bicubic {
                    r = bicubicChannel(0, pu, pv); gr = bicubicChannel(1, pu, pv)
                    b = bicubicChannel(2, pu, pv); al = bicubicChannel(3, pu, pv)
                } else {
                    r = bilinearChannel(0, pu, pv); gr = bilinearChannel(1, pu, pv)
                    b = bilinearChannel(2, pu, pv); al = bilinearChannel(3, pu, pv)
                }
                if perceptual { MeshGradientOklab.toSRGB(&r, &gr, &b, table: table) }
                let alpha = unit(al) * alphaScale
                word = byte(unit(r) * alpha) | byte(unit(gr) * alpha) &<< 8 | byte(unit(b) * alpha) &<< 16 | byte(alpha) &<< 24
            }
            if fixedPoint && k >= solid.lowerBound && k + 4 <= solid.upperBound {
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
            k += 4
        }
    }
}

/// How a span inverts its cell; a type parameter so that each kernel is compiled without the other's branches.
protocol MeshGradientInversion {
    /// The fixed-point iteration (near-parallelograms) rather than the quadratic formula.
    static var isFixedPoint: Bool { get }
}

/// How a span colours its pixels; a type parameter so that each kernel is compiled for one case.
protocol MeshGradientColoring {
    /// Opaque bilinear device colours, from per-cell coefficients without clamping.
    static var isOpaqueBilinear: Bool { get }
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

/// Opaque bilinear device colours.
private enum OpaqueBilinear: MeshGradientColoring {
    static var isOpaqueBilinear: Bool { true }
    static var isOpaqueBicubic: Bool { false }
    static var isBicubic: Bool { false }
    static var isPerceptual: Bool { false }
}
/// Bilinear device colours with alpha or opacity.
private enum Bilinear: MeshGradientColoring {
    static var isOpaqueBilinear: Bool { false }
    static var isOpaqueBicubic: Bool { false }
    static var isBicubic: Bool { false }
    static var isPerceptual: Bool { false }
}
/// Bicubic device colours.
private enum Bicubic: MeshGradientColoring {
    static var isOpaqueBilinear: Bool { false }
    static var isOpaqueBicubic: Bool { false }
    static var isBicubic: Bool { true }
    static var isPerceptual: Bool { false }
}
/// Bilinear Oklab colours.
private enum PerceptualBilinear: MeshGradientColoring {
    static var isOpaqueBilinear: Bool { false }
    static var isOpaqueBicubic: Bool { false }
    static var isBicubic: Bool { false }
    static var isPerceptual: Bool { true }
}
/// Bicubic Oklab colours.
private enum PerceptualBicubic: MeshGradientColoring {
    static var isOpaqueBilinear: Bool { false }
    static var isOpaqueBicubic: Bool { false }
    static var isBicubic: Bool { true }
    static var isPerceptual: Bool { true }
}
/// Opaque bicubic device colours at full opacity.
private enum OpaqueBicubic: MeshGradientColoring {
    static var isOpaqueBilinear: Bool { false }
    static var isOpaqueBicubic: Bool { true }
    static var isBicubic: Bool { true }
    static var isPerceptual: Bool { false }
}
