/// Small scalar helpers of the mesh-gradient shader that avoid libm calls in its loops.

/// Floor and ceiling of Floats known to lie within ±2²³ (device coordinates of accepted patches),
/// written with a truncating conversion so they compile without a call on baseline x86-64.
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
}
