/// Cutting mesh-gradient patches into small device-space cells, indexed by the rows they touch.

/// Every patch cut into cells fine enough that the bilinear cells stay within `tolerance` device
/// pixels of the bicubic patch, and a row index: for each device row, the cells whose vertical
/// extent holds the row's pixel centres, in painting order.
///
/// The cell count per direction follows from the bilinear-interpolation error bound
/// `h²/8 · max|S''|`, where `max|S_uu| ≤ 6 · max|second difference of the control points along u|`
/// (a Bézier property), likewise along v. Counts are capped at `maximumSubdivisions` per direction
/// and `maximumCells` in all (scaled down together); beyond those caps (enormous patches) the error grows past the
/// tolerance but stays bounded and never leaves holes. Patches with a non-finite control point or
/// one beyond `coordinateLimit` in device space are left out (their pixels show the background).
struct MeshGradientTessellation {
    /// The largest distance in device pixels between a cell and the true patch, within the caps.
    static let tolerance: Double = 1 / 10
    /// The share of `tolerance` spent along the patch direction closer to device x.
    static let horizontalShare = 0.85
    /// The most cells along one direction of a patch.
    static let maximumSubdivisions = 256
    /// The most cells in all.
    static let maximumCells = 1 << 20
    /// The most row-index entries; above it, several rows share one bucket.
    static let maximumIndexEntries = 1 << 22
    /// Device coordinates farther from the origin than this leave a patch out.
    static let coordinateLimit: Double = 2_097_152
    /// Slack when deciding which rows a cell touches.
    static let rowSlack: Float = 1e-3

    /// All cells, in painting order (patch, then v, then u).
    let cells: [MeshGradientCell]
    /// The first device row of the index.
    let firstRow: Int
    /// Rows per bucket of the index.
    let rowsPerBucket: Int
    /// `bucketStarts[b] ..< bucketStarts[b + 1]` are bucket `b`'s entries in `bucketCells`.
    let bucketStarts: [Int32]
    /// Cell indices, bucket after bucket, ascending within a bucket.
    let bucketCells: [Int32]

    /// Tessellates `patches` (16 device-space control points each, `i + 4·j`), laid out
    /// row-major with `patchesPerRow` patches in a row.
    ///
    /// All patches of a grid column share one cell count along u and all patches of a grid row
    /// one count along v (the largest any of them needs), so neighbouring patches cut their
    /// shared edge at the same points and the cells meet without cracks.
    init(devicePatches patches: [[SIMD2<Double>]], patchesPerRow: Int) {
        let usable = patches.map { patch in
            patch.allSatisfy { $0.x.isFinite && $0.y.isFinite && abs($0.x) <= Self.coordinateLimit && abs($0.y) <= Self.coordinateLimit }
        }
        let perRow = max(patchesPerRow, 1), gridRows = (patches.count + perRow - 1) / perRow
        // The direction closer to device x gets most of the error budget: the cost of a row grows
        // with the number of cells across it, hardly with their height.
        var acrossU = 0.0, acrossV = 0.0
        for (index, p) in patches.enumerated() where usable[index] {
            acrossU += abs(p[3].x - p[0].x) + abs(p[15].x - p[12].x)
            acrossV += abs(p[12].x - p[0].x) + abs(p[15].x - p[3].x)
        }
        let shareU = acrossU >= acrossV ? Self.horizontalShare : 1 - Self.horizontalShare
        var alongU = [Int](repeating: 1, count: perRow), alongV = [Int](repeating: 1, count: gridRows)
        for (index, patch) in patches.enumerated() where usable[index] {
            let (nu, nv) = Self.subdivisions(of: patch, shareU: shareU)
            alongU[index % perRow] = max(alongU[index % perRow], nu)
            alongV[index / perRow] = max(alongV[index / perRow], nv)
        }
        let total = alongU.reduce(0, +) * alongV.reduce(0, +)
        if total > Self.maximumCells {
            let shrink = (Double(Self.maximumCells) / Double(total)).squareRoot()
            alongU = alongU.map { max(1, Int(Double($0) * shrink)) }
            alongV = alongV.map { max(1, Int(Double($0) * shrink)) }
        }
        let counts = patches.indices.map { (alongU[$0 % perRow], alongV[$0 / perRow]) }

        var cells: [MeshGradientCell] = []
        cells.reserveCapacity(counts.reduce(0) { $0 + $1.0 * $1.1 })
        for (index, patch) in patches.enumerated() where usable[index] {
            Self.appendCells(of: patch, index: index, columns: counts[index].0, rows: counts[index].1, to: &cells)
        }
        self.cells = cells

        // Row index: counting sort of (row bucket, cell) pairs.
        var first = Int.max, last = Int.min, spans = 0
        for cell in cells {
            let (top, bottom) = Self.rows(of: cell)
            guard top <= bottom else { continue }
            first = min(first, top); last = max(last, bottom)
            spans += bottom - top + 1
        }
        guard first <= last else {
            firstRow = 0; rowsPerBucket = 1; bucketStarts = [0]; bucketCells = []
            return
        }
        let perBucket = max(1, (spans + Self.maximumIndexEntries - 1) / Self.maximumIndexEntries)
        let bucketCount = (last - first) / perBucket + 1
        var starts = [Int32](repeating: 0, count: bucketCount + 1)
        for cell in cells {
            let (top, bottom) = Self.rows(of: cell)
            guard top <= bottom else { continue }
            for bucket in ((top - first) / perBucket)...((bottom - first) / perBucket) { starts[bucket + 1] += 1 }
        }
        for bucket in 0..<bucketCount { starts[bucket + 1] += starts[bucket] }
        var fill = starts
        var entries = [Int32](repeating: 0, count: Int(starts[bucketCount]))
        for (index, cell) in cells.enumerated() {
            let (top, bottom) = Self.rows(of: cell)
            guard top <= bottom else { continue }
            for bucket in ((top - first) / perBucket)...((bottom - first) / perBucket) {
                entries[Int(fill[bucket])] = Int32(index)
                fill[bucket] += 1
            }
        }
        firstRow = first
        rowsPerBucket = perBucket
        bucketStarts = starts
        bucketCells = entries
    }

    /// The first and last device rows whose pixel centres `y + 0.5` fall within the cell's extent.
    private static func rows(of cell: MeshGradientCell) -> (Int, Int) {
        (MeshGradientMath.ceiling(cell.yMin - 0.5 - rowSlack), MeshGradientMath.floor(cell.yMax - 0.5 + rowSlack))
    }

    /// The cell counts along u and v that meet `tolerance`, within `maximumSubdivisions`, with
    /// `shareU` of the tolerance spent along u and the rest along v.
    private static func subdivisions(of p: [SIMD2<Double>], shareU: Double) -> (Int, Int) {
        func length(_ v: SIMD2<Double>) -> Double { (v * v).sum().squareRoot() }
        var secondU = 0.0, secondV = 0.0
        for j in 0..<4 {
            for i in 0..<2 {
                secondU = max(secondU, length(p[i + 4 * j] - 2 * p[i + 1 + 4 * j] + p[i + 2 + 4 * j]))
                secondV = max(secondV, length(p[j + 4 * i] - 2 * p[j + 4 * (i + 1)] + p[j + 4 * (i + 2)]))
            }
        }
        // h²/8 · 6·D ≤ share · tolerance in each direction.
        func count(_ second: Double, _ share: Double) -> Int {
            let n = (6 * second / (8 * share * tolerance)).squareRoot().rounded(.up)
            return Int(min(max(n, 1), Double(maximumSubdivisions)))
        }
        return (count(secondU, shareU), count(secondV, 1 - shareU))
    }

    /// Appends the `columns × rows` cells of one patch, in order of v then u.
    private static func appendCells(of p: [SIMD2<Double>], index: Int, columns: Int, rows: Int,
                                    to cells: inout [MeshGradientCell]) {
        let weightsU = (0...columns).map { MeshGradientPatchGeometry.bernstein(Double($0) / Double(columns)) }
        var previous: [SIMD2<Float>] = []
        for b in 0...rows {
            let bv = MeshGradientPatchGeometry.bernstein(Double(b) / Double(rows))
            // The four u-curves' control points at this v.
            let q = (0..<4).map { i in (0..<4).reduce(SIMD2<Double>.zero) { $0 + bv[$1] * p[i + 4 * $1] } }
            let line = weightsU.map { w -> SIMD2<Float> in
                let near: SIMD2<Double> = w[0] * q[0] + w[1] * q[1]
                let far: SIMD2<Double> = w[2] * q[2] + w[3] * q[3]
                return SIMD2<Float>(near + far)
            }
            if b > 0 {
                let du = 1 / Float(columns), dv = 1 / Float(rows)
                for a in 0..<columns {
                    let q00 = previous[a], q10 = previous[a + 1], q01 = line[a], q11 = line[a + 1]
                    cells.append(MeshGradientCell(q00, q10, q11, q01, u0: Float(a) * du, v0: Float(b - 1) * dv,
                                                  du: du, dv: dv, patch: index))
                }
            }
            previous = line
        }
    }
}
