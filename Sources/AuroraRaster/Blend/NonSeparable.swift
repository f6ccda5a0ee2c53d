/// The helper functions of the non-separable blend modes (hue, saturation, color, luminosity).

/// `Lum`, `ClipColor`, `SetLum`, `Sat` and `SetSat` of the W3C Compositing and Blending spec,
/// on un-premultiplied colours held in the `x`, `y`, `z` lanes (the `w` lane is ignored).
enum NonSeparable {
    /// The luminance weights of the spec (0.3, 0.59, 0.11).
    @inline(__always)
    static func lum(_ c: SIMD4<Float>) -> Float {
        0.3 * c.x + 0.59 * c.y + 0.11 * c.z
    }

    @inline(__always)
    static func minimum(_ c: SIMD4<Float>) -> Float { min(c.x, min(c.y, c.z)) }

    @inline(__always)
    static func maximum(_ c: SIMD4<Float>) -> Float { max(c.x, max(c.y, c.z)) }

    /// Brings a colour whose channels left 0…1 back inside, keeping its luminance.
    @inline(__always)
    static func clipColor(_ c: SIMD4<Float>) -> SIMD4<Float> {
        let l = lum(c)
        let n = minimum(c), x = maximum(c)
        var result = c
        if n < 0 {
            result = l + (result - l) * (l / (l - n))
        }
        if x > 1 {
            result = l + (result - l) * ((1 - l) / (x - l))
        }
        return result
    }

    /// `c` shifted to luminance `l`, then clipped.
    @inline(__always)
    static func setLum(_ c: SIMD4<Float>, _ l: Float) -> SIMD4<Float> {
        clipColor(c + (l - lum(c)))
    }

    /// The saturation: largest minus smallest channel.
    @inline(__always)
    static func sat(_ c: SIMD4<Float>) -> Float { maximum(c) - minimum(c) }

    /// `c` with saturation `s`: the smallest channel goes to 0, the largest to `s`, the middle
    /// one in proportion; a grey colour becomes black.
    @inline(__always)
    static func setSat(_ c: SIMD4<Float>, _ s: Float) -> SIMD4<Float> {
        let n = minimum(c), x = maximum(c)
        guard x > n else { return .zero }
        return (c - n) * (s / (x - n))
    }
}
