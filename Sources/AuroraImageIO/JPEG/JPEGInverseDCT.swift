/// Dequantises a block of coefficients and turns it into 8×8 samples with a separable float inverse DCT.
import Foundation

/// The 8×8 inverse DCT of T.81 A.3.3, computed in `Float` as two passes of 8-point transforms.
///
/// The float transform is exact to rounding, so results are within ±1 of libjpeg's accurate
/// integer transform (`JDCT_ISLOW`); a block with only a DC term takes a shortcut.
enum JPEGInverseDCT {
    /// `cosines[x * 8 + u]` = C(u)/2 · cos((2x + 1)uπ/16), with C(0) = 1/√2 and C(u) = 1 otherwise.
    static let cosines: [Float] = (0..<64).map { index in
        let x = index / 8, u = index % 8
        let scale = u == 0 ? 0.5.squareRoot() / 2 : 0.5
        return Float(scale * cos(Double((2 * x + 1) * u) * Double.pi / 16))
    }

    /// Writes the samples of the block `coefficients` (64 values in zig-zag order) to `output`,
    /// row `y` at `output[y * stride ..< y * stride + 8]`, level-shifted by 128 and clamped to 0…255.
    static func transform(_ coefficients: UnsafeBufferPointer<Int16>, quantization: [Int32],
                          into output: UnsafeMutablePointer<UInt8>, stride: Int) {
        var hasAC = false
        for index in 1..<64 where coefficients[index] != 0 { hasAC = true; break }
        if !hasAC {
            let value = Float(Int32(coefficients[0]) * quantization[0]) / 8
            let sample = clampedSample(value)
            for y in 0..<8 { for x in 0..<8 { output[y * stride + x] = sample } }
            return
        }
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 128) { scratch in
            guard let block = scratch.baseAddress else { return }
            let rows = block + 64
            for index in 0..<64 { block[index] = 0 }
            for index in 0..<64 where coefficients[index] != 0 {
                block[JPEGQuantizationTables.zigZagToNatural[index]] = Float(Int32(coefficients[index]) * quantization[index])
            }
            cosines.withUnsafeBufferPointer { cosine in
                // Rows: rows[v * 8 + x] = Σ_u cosine[x, u] · F(v, u).
                for v in 0..<8 {
                    for x in 0..<8 {
                        var sum: Float = 0
                        for u in 0..<8 { sum += cosine[x * 8 + u] * block[v * 8 + u] }
                        rows[v * 8 + x] = sum
                    }
                }
                // Columns: f(y, x) = Σ_v cosine[y, v] · rows(v, x).
                for y in 0..<8 {
                    for x in 0..<8 {
                        var sum: Float = 0
                        for v in 0..<8 { sum += cosine[y * 8 + v] * rows[v * 8 + x] }
                        output[y * stride + x] = clampedSample(sum)
                    }
                }
            }
        }
    }

    /// `value` + 128, rounded to nearest and clamped to a byte.
    private static func clampedSample(_ value: Float) -> UInt8 {
        let rounded = (value + 128).rounded()
        return UInt8(max(0, min(255, rounded)))
    }
}
