/// `ShaderFormulas`: the Metal standard library's formulas in plain Swift, for the suite's expected values.
import Foundation

func mixf(_ a: Float, _ b: Float, _ t: Float) -> Float { a + (b - a) * t }
func clampf(_ x: Float, _ lo: Float, _ hi: Float) -> Float { Swift.min(Swift.max(x, lo), hi) }
func smoothstepf(_ e0: Float, _ e1: Float, _ x: Float) -> Float {
    let t = clampf((x - e0) / (e1 - e0), 0, 1)
    return t * t * (3 - 2 * t)
}
func fractf(_ x: Float) -> Float { Swift.min(x - x.rounded(.down), 0x1.fffffep-1) }
func lengthf(_ v: SIMD2<Float>) -> Float { (v * v).sum().squareRoot() }
func luminance(_ c: SIMD4<Float>) -> Float { c.x * 0.2126 + c.y * 0.7152 + c.z * 0.0722 }

/// The integer hash the suite's noise shaders use (a PCG-style permutation of 32 bits).
func hash(_ x: UInt32) -> UInt32 {
    var state = x &* 747_796_405 &+ 2_891_336_453
    let word = ((state >> ((state >> 28) &+ 4)) ^ state) &* 277_803_737
    state = (word >> 22) ^ word
    return state
}

/// The hash of a grid cell as a float in 0…1.
func cellNoise(_ x: Int32, _ y: Int32) -> Float {
    Float(hash(UInt32(bitPattern: x) &+ hash(UInt32(bitPattern: y))) & 0xFFFF) / 65535
}

/// Value noise: smooth interpolation of `cellNoise` between grid corners.
func valueNoise(_ p: SIMD2<Float>) -> Float {
    let i = SIMD2(p.x.rounded(.down), p.y.rounded(.down))
    let f = p - i
    let u = f * f * (3 - 2 * f)
    let x = Int32(i.x), y = Int32(i.y)
    let a = cellNoise(x, y), b = cellNoise(x + 1, y), c = cellNoise(x, y + 1), d = cellNoise(x + 1, y + 1)
    return mixf(mixf(a, b, u.x), mixf(c, d, u.x), u.y)
}

/// The same hash, noise and helpers in Metal, prepended to the sources that use them.
let metalNoise = """
    uint hash(uint x) {
        uint state = x * 747796405u + 2891336453u;
        uint word = ((state >> ((state >> 28u) + 4u)) ^ state) * 277803737u;
        return (word >> 22u) ^ word;
    }
    float cellNoise(int x, int y) {
        return float(hash(uint(x) + hash(uint(y))) & 0xFFFFu) / 65535.0;
    }
    float valueNoise(float2 p) {
        float2 i = floor(p);
        float2 f = p - i;
        float2 u = f * f * (3.0 - 2.0 * f);
        int x = int(i.x), y = int(i.y);
        float a = cellNoise(x, y), b = cellNoise(x + 1, y), c = cellNoise(x, y + 1), d = cellNoise(x + 1, y + 1);
        return mix(mix(a, b, u.x), mix(c, d, u.x), u.y);
    }

    """
