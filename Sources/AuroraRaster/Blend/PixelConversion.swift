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
        // Widening by listing the lanes compiles to two unpack instructions; shifting the word
        // four ways compiles lane by lane.
        let b = unsafeBitCast(word, to: SIMD4<UInt8>.self)
        let bytes = SIMD4<UInt32>(UInt32(b[0]), UInt32(b[1]), UInt32(b[2]), UInt32(b[3]))
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

    /// `pack` for colours within ±16,000 of the valid range (what a filter that mixes valid
    /// pixels produces: a hair outside 0…1 where its weights dip below zero): rounds first,
    /// then clamps the integers, which compiles to a few vector instructions where the float
    /// comparisons of `pack` compile lane by lane. NaN is not handled.
    @inline(__always)
    static func packFinite(_ color: SIMD4<Float>) -> UInt32 {
        let rounded = unsafeBitCast(color * 255 + roundingBias, to: SIMD4<Int32>.self) &- 0x4B40_0000
        var value = positivePart(rounded)
        value &-= positivePart(value &- 255)
        let alpha = SIMD4<Int32>(repeating: value[3])
        value = alpha &- positivePart(alpha &- value)
        let bytes = unsafeBitCast(value, to: SIMD16<UInt8>.self)
        return unsafeBitCast(SIMD4<UInt8>(bytes[0], bytes[4], bytes[8], bytes[12]), to: UInt32.self)
    }

    /// `max(x, 0)` lane by lane.
    @inline(__always)
    private static func positivePart(_ x: SIMD4<Int32>) -> SIMD4<Int32> {
        x & ~(x &>> 31)
    }
}
