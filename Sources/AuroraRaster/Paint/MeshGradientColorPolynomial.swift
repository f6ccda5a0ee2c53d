/// The colour of each mesh-gradient patch as a polynomial in the patch's (u, v).

/// Per patch, 16 power-basis coefficients `c[i + 4·j]` (colour = Σ c·uⁱ·vʲ) of the four channels
/// in the interpolation space: straight sRGB for `.device`, `(L, a, b, alpha)` for `.perceptual`.
///
/// Bilinear colours use only `c[0]`, `c[1]`, `c[4]`, `c[5]`. Smooth colours are bicubic Hermite:
/// at each vertex the derivative along a row is `(c[col+1] − c[col−1]) / 2` (one-sided at the
/// ends), likewise down a column, with zero twist; they are built as a Bézier net and converted.
enum MeshGradientColorPolynomial {
    /// The coefficients of every patch, 16 per patch in row-major patch order. Requires `mesh.isValid`.
    static func coefficients(of mesh: MeshGradientPaint) -> [SIMD4<Float>] {
        let width = mesh.width, height = mesh.height
        // Channels are public and settable past the initialiser's clamping: clamp them again (NaN
        // to 0) so that bilinear colours stay convex combinations of valid ones.
        let values: [SIMD4<Double>] = mesh.colors.map { original in
            let color = RGBAColor(red: original.red, green: original.green, blue: original.blue, alpha: original.alpha)
            switch mesh.colorSpace {
            case .device: return SIMD4(Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
            case .perceptual: return MeshGradientOklab.oklab(of: color)
            }
        }
        func value(_ r: Int, _ c: Int) -> SIMD4<Double> { values[r * width + c] }
        func alongRow(_ r: Int, _ c: Int) -> SIMD4<Double> {
            MeshGradientMath.neighbourDifference(at: c, count: width) { value(r, $0) }
        }
        func downColumn(_ r: Int, _ c: Int) -> SIMD4<Double> {
            MeshGradientMath.neighbourDifference(at: r, count: height) { value($0, c) }
        }

        var result: [SIMD4<Float>] = []
        result.reserveCapacity((width - 1) * (height - 1) * 16)
        for r in 0..<(height - 1) {
            for c in 0..<(width - 1) {
                let c00 = value(r, c), c10 = value(r, c + 1), c01 = value(r + 1, c), c11 = value(r + 1, c + 1)
                var power = [SIMD4<Double>](repeating: .zero, count: 16)
                if mesh.smoothsColors {
                    var net = [SIMD4<Double>](repeating: .zero, count: 16)
                    net[0] = c00; net[3] = c10; net[12] = c01; net[15] = c11
                    net[1] = c00 + alongRow(r, c) / 3; net[2] = c10 - alongRow(r, c + 1) / 3
                    net[13] = c01 + alongRow(r + 1, c) / 3; net[14] = c11 - alongRow(r + 1, c + 1) / 3
                    net[4] = c00 + downColumn(r, c) / 3; net[8] = c01 - downColumn(r + 1, c) / 3
                    net[7] = c10 + downColumn(r, c + 1) / 3; net[11] = c11 - downColumn(r + 1, c + 1) / 3
                    // Zero twist: each interior point completes the parallelogram at its corner.
                    net[5] = net[1] + net[4] - net[0]
                    net[6] = net[2] + net[7] - net[3]
                    net[9] = net[8] + net[13] - net[12]
                    net[10] = net[11] + net[14] - net[15]
                    power = powerBasis(of: net)
                } else {
                    power[0] = c00
                    power[1] = c10 - c00
                    power[4] = c01 - c00
                    power[5] = c00 - c10 - c01 + c11
                }
                result.append(contentsOf: power.map(SIMD4<Float>.init))
            }
        }
        return result
    }

    /// The power-basis coefficients of a bicubic Bézier net (both indexed `i + 4·j`).
    static func powerBasis(of net: [SIMD4<Double>]) -> [SIMD4<Double>] {
        func convert(_ b0: SIMD4<Double>, _ b1: SIMD4<Double>, _ b2: SIMD4<Double>, _ b3: SIMD4<Double>) -> [SIMD4<Double>] {
            [b0, 3 * (b1 - b0), 3 * (b0 - 2 * b1 + b2), b3 - 3 * b2 + 3 * b1 - b0]
        }
        var alongU = [SIMD4<Double>](repeating: .zero, count: 16)
        for j in 0..<4 {
            let row = convert(net[4 * j], net[1 + 4 * j], net[2 + 4 * j], net[3 + 4 * j])
            for i in 0..<4 { alongU[i + 4 * j] = row[i] }
        }
        var result = [SIMD4<Double>](repeating: .zero, count: 16)
        for i in 0..<4 {
            let column = convert(alongU[i], alongU[i + 4], alongU[i + 8], alongU[i + 12])
            for j in 0..<4 { result[i + 4 * j] = column[j] }
        }
        return result
    }
}
