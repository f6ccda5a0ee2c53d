/// `MeshGradientCellQuad`: what the mesh-gradient row walk reads of four consecutive cells, one cell per lane.

/// The fields of four consecutive cells (indices `4q ..< 4q + 4`) that decide which pixels of a
/// row each cell covers, lane by lane, so that the row walk bounds four cells at once. Lanes past
/// the last cell have a NaN vertical extent, which no row holds.
struct MeshGradientCellQuad {
    /// `MeshGradientCell.yMin`, `yMax`, `xMin`, `xMax`.
    var yMin, yMax, xMin, xMax: SIMD4<Float>
    /// `MeshGradientCell.origin`.
    var originX, originY: SIMD4<Float>
    /// `MeshGradientCell.inverse.y` and `.w`: how the affine (s, t) grow with y.
    var inverseY, inverseW: SIMD4<Float>
    /// `MeshGradientCell.reciprocalSlopes`.
    var reciprocalS, reciprocalT: SIMD4<Float>
    /// `MeshGradientCell.margin`.
    var margin: SIMD4<Float>
    /// `MeshGradientCell.fixedPointSteps`.
    var fixedPointSteps: SIMD4<Int32>

    /// The quads of `cells`, four cells each, the last one padded.
    static func quads(of cells: [MeshGradientCell]) -> [MeshGradientCellQuad] {
        stride(from: 0, to: cells.count, by: 4).map { start in
            var quad = MeshGradientCellQuad()
            for lane in 0..<min(4, cells.count - start) {
                let cell = cells[start + lane]
                quad.yMin[lane] = cell.yMin; quad.yMax[lane] = cell.yMax
                quad.xMin[lane] = cell.xMin; quad.xMax[lane] = cell.xMax
                quad.originX[lane] = cell.origin.x; quad.originY[lane] = cell.origin.y
                quad.inverseY[lane] = cell.inverse.y; quad.inverseW[lane] = cell.inverse.w
                quad.reciprocalS[lane] = cell.reciprocalSlopes.x; quad.reciprocalT[lane] = cell.reciprocalSlopes.y
                quad.margin[lane] = cell.margin
                quad.fixedPointSteps[lane] = cell.fixedPointSteps
            }
            return quad
        }
    }

    private init() {
        yMin = SIMD4(repeating: .nan); yMax = SIMD4(repeating: .nan)
        xMin = .zero; xMax = .zero; originX = .zero; originY = .zero
        inverseY = .zero; inverseW = .zero; reciprocalS = .zero; reciprocalT = .zero; margin = .zero
        fixedPointSteps = .zero
    }
}
