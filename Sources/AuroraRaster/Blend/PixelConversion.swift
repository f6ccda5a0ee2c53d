/// Conversions between stored RGBA8 words and the Float colours blend and paint math use.

/// Word ↔ `SIMD4<Float>` conversions written with the idioms that stay inlined in loops
/// (bit tricks instead of `.clamped` and `init(_:rounding:)`, see TOOLCHAIN.md Q1).
enum PixelConversion {
    /// 2²³: a Float whose low mantissa bits hold a small integer exactly.
    private static let integerBias: Float = 8_388_608
    /// 1.5·2²³: adding it to a Float in 0…2²² leaves the value, rounded to the nearest integer, in the low mantissa bits.
    private static let roundingBias: Float = 12_582_912

    /// A premultiplied word as `(r, g, b, a)` in 0…1.
    @inline(__always)
    static func unpack(_ word: UInt32) -> SIMD4<Float> {
        let bytes = SIMD4<UInt32>(word, word >> 8, word >> 16, word >> 24) & 0xFF
        let biased = unsafeBitCast(bytes | 0x4B00_0000, to: SIMD4<Float>.self)
        return (biased - integerBias) * (1 / 255)
    }

    /// A premultiplied colour in 0…1 as a word: channels scaled by 255, clamped to 0…255 (NaN
    /// to 0), colour clamped to alpha so the result is valid premultiplied, rounded to nearest
    /// (ties to even).
    @inline(__always)
    static func pack(_ color: SIMD4<Float>) -> UInt32 {
        var q = color * 255
        q = q.replacing(with: 0, where: .!(q .>= 0))
        q = q.replacing(with: 255, where: q .> 255)
        let alpha = SIMD4<Float>(repeating: q.w)
        q = q.replacing(with: alpha, where: q .> alpha)
        let bits = unsafeBitCast(q + roundingBias, to: SIMD4<UInt32>.self) & 0xFF
        return bits.x | bits.y << 8 | bits.z << 16 | bits.w << 24
    }
}
