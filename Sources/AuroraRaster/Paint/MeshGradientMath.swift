/// Small numeric helpers of the mesh-gradient shader that avoid libm calls in its loops.

/// Floor and ceiling of Floats within ±2²² (pixel positions inside a row), without a libm call,
/// a branch or an overflow check, a vector square root, and the clamping and rounding of colour channels.
enum MeshGradientMath {
    /// 1.5·2²³: adding it to a Float within ±2²² leaves the value rounded to an integer (ties to
    /// even) in the low mantissa bits.
    private static let roundingBias: Float = 12_582_912

    /// `value` rounded to the nearest integer, as a Float and as an Int.
    @inline(__always)
    private static func nearest(_ value: Float) -> (Float, Int) {
        let biased = value + roundingBias
        return (biased - roundingBias, Int(Int32(bitPattern: biased.bitPattern) &- Int32(bitPattern: roundingBias.bitPattern)))
    }

    /// The largest integer not above `value`.
    @inline(__always)
    static func floor(_ value: Float) -> Int {
        let (rounded, integer) = nearest(value)
        return rounded > value ? integer - 1 : integer
    }

    /// The smallest integer not below `value`.
    @inline(__always)
    static func ceiling(_ value: Float) -> Int {
        let (rounded, integer) = nearest(value)
        return rounded < value ? integer + 1 : integer
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

    /// `x` clamped to 0…1, NaN to 0.
    @inline(__always)
    static func unit(_ x: SIMD4<Float>) -> SIMD4<Float> {
        x.replacing(with: 0, where: .!(x .>= 0)).replacing(with: 1, where: x .> 1)
    }

    /// The low byte of `x` rounded to the nearest integer (ties to even), for `x` in 0…255:
    /// adding `roundingBias` leaves the rounded value in the low mantissa bits.
    @inline(__always)
    static func byte(_ x: SIMD4<Float>) -> SIMD4<UInt32> {
        unsafeBitCast(x + roundingBias, to: SIMD4<UInt32>.self) & 0xFF
    }

    /// The neighbour difference mesh gradients infer tangents from (Catmull-Rom): half the
    /// difference of the two neighbours of `index` on a line of `count ≥ 2` values, one-sided
    /// at either end. Used for vertex positions and, for smooth colours, for colours.
    static func neighbourDifference<V: SIMD>(at index: Int, count: Int, _ value: (Int) -> V) -> V
        where V.Scalar: FloatingPoint {
        if index == 0 { return value(1) - value(0) }
        if index == count - 1 { return value(index) - value(index - 1) }
        return (value(index + 1) - value(index - 1)) / 2
    }
}
