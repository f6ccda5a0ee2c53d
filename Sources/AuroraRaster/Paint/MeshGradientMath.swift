/// Small numeric helpers of the mesh-gradient shader that avoid libm calls in its loops.

/// Floor and ceiling of Floats known to lie within ±2²³ (device coordinates of accepted patches),
/// written with a truncating conversion so they compile without a call on baseline x86-64, and a
/// vector square root.
enum MeshGradientMath {
    /// The largest integer not above `value`.
    @inline(__always)
    static func floor(_ value: Float) -> Int {
        let truncated = Int(value)
        return Float(truncated) > value ? truncated - 1 : truncated
    }

    /// The smallest integer not below `value`.
    @inline(__always)
    static func ceiling(_ value: Float) -> Int {
        let truncated = Int(value)
        return Float(truncated) < value ? truncated + 1 : truncated
    }

    /// The square roots of four non-negative values (negative and NaN lanes give 0), to float
    /// precision: the reciprocal square root from the exponent-halving bit trick, refined by three
    /// Newton steps, times the value. `SIMD4.squareRoot()` is scalarised into libm calls.
    @inline(__always)
    static func squareRoot(_ value: SIMD4<Float>) -> SIMD4<Float> {
        let x = value.replacing(with: 0, where: .!(value .> 0))
        let bits = unsafeBitCast(x, to: SIMD4<UInt32>.self)
        var y = unsafeBitCast(0x5F37_5A86 &- (bits &>> 1), to: SIMD4<Float>.self)
        let half = x * 0.5
        for _ in 0..<3 { y = y * (1.5 - half * y * y) }
        return x * y
    }
}
