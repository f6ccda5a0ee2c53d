/// `VectorMath`: the standard library's rounding and transcendental functions over eight lanes at once.
import Foundation

/// Eight float lanes: the unit every VM kernel works on.
typealias FloatLanes = SIMD8<Float>
/// Eight lanes of raw bits.
typealias BitLanes = SIMD8<UInt32>
/// Eight signed integer lanes.
typealias IntLanes = SIMD8<Int32>
/// A comparison result over eight lanes.
typealias LaneMask = SIMDMask<SIMD8<Int32>>

/// Branch-free functions on `FloatLanes`.
///
/// Accuracy, measured against the C library in `VectorMathTests`: `sin cos` within 2 ulp for
/// |x| ≤ 8192 (larger lanes fall back to the C library, so they stay exact), `tan` within 3;
/// `exp exp2 log log2` within 2 ulp (subnormals included); `atan asin acos` within 2 ulp, `atan2`
/// within 3; `sinh cosh tanh` within 3 ulp; `pow` as `exp2(y·log2 x)`, whose relative error grows
/// with |y·log2 x| (below 5e-6 up to 22). `floor ceil trunc round fract` and the rounding to
/// `half` are exact. Everything avoids calls so a kernel loop stays inline (the C
/// library's vector floor/round are calls on the baseline x86-64 target, hence the magic-number
/// rounding below).
enum VectorMath {
    // MARK: Bits and selection

    @inline(__always) static func bits(_ x: FloatLanes) -> BitLanes { unsafeBitCast(x, to: BitLanes.self) }
    @inline(__always) static func float(_ x: BitLanes) -> FloatLanes { unsafeBitCast(x, to: FloatLanes.self) }
    @inline(__always) static func select(_ mask: LaneMask, _ a: FloatLanes, _ b: FloatLanes) -> FloatLanes {
        b.replacing(with: a, where: mask)
    }
    @inline(__always) static func abs(_ x: FloatLanes) -> FloatLanes { float(bits(x) & 0x7FFF_FFFF) }
    @inline(__always) static func copySign(_ magnitude: FloatLanes, _ sign: FloatLanes) -> FloatLanes {
        float((bits(magnitude) & 0x7FFF_FFFF) | (bits(sign) & 0x8000_0000))
    }
    @inline(__always) static func mask(_ m: LaneMask) -> BitLanes {
        BitLanes(repeating: 0).replacing(with: 0xFFFF_FFFF, where: m)
    }
    @inline(__always) static func isNaN(_ x: FloatLanes) -> LaneMask { x .!= x }

    /// Whether every lane of a mask is set (the standard library's `all` reduces through a call).
    @inline(__always) static func allLanes(_ m: LaneMask) -> Bool {
        let x = unsafeBitCast(m, to: IntLanes.self)
        return (x[0] & x[1] & x[2] & x[3] & x[4] & x[5] & x[6] & x[7]) != 0
    }

    /// `min`, NaN-avoiding: a NaN operand gives the other one.
    @inline(__always) static func minimum(_ a: FloatLanes, _ b: FloatLanes) -> FloatLanes {
        a.replacing(with: b, where: (b .< a) .| isNaN(a))
    }
    /// `max`, NaN-avoiding.
    @inline(__always) static func maximum(_ a: FloatLanes, _ b: FloatLanes) -> FloatLanes {
        a.replacing(with: b, where: (b .> a) .| isNaN(a))
    }

    // MARK: Rounding

    /// Round to nearest, ties to even (values of magnitude 2²³ and more are already integers).
    @inline(__always) static func roundEven(_ x: FloatLanes) -> FloatLanes {
        let ax = abs(x)
        let rounded = copySign((ax + 8_388_608) - 8_388_608, x)
        return x.replacing(with: rounded, where: ax .< 8_388_608)
    }
    @inline(__always) static func floor(_ x: FloatLanes) -> FloatLanes {
        let r = roundEven(x)
        return r - FloatLanes(repeating: 0).replacing(with: 1, where: r .> x)
    }
    @inline(__always) static func ceil(_ x: FloatLanes) -> FloatLanes {
        let r = roundEven(x)
        return r + FloatLanes(repeating: 0).replacing(with: 1, where: r .< x)
    }
    @inline(__always) static func trunc(_ x: FloatLanes) -> FloatLanes { copySign(floor(abs(x)), x) }
    /// Round to nearest, ties away from zero (Metal's `round`).
    @inline(__always) static func roundAway(_ x: FloatLanes) -> FloatLanes {
        let t = trunc(x)
        return t.replacing(with: t + copySign(FloatLanes(repeating: 1), x), where: abs(x - t) .>= 0.5)
    }
    /// `fract`: `x - floor(x)`, kept below 1 (NaN stays NaN).
    @inline(__always) static func fract(_ x: FloatLanes) -> FloatLanes {
        let r = x - floor(x)
        return r.replacing(with: 0x1.fffffep-1, where: r .> 0x1.fffffep-1)
    }

    /// `clamp(x, 0, 1)` as `min(max(x, 0), 1)` with Swift's `min`/`max` (NaN stays NaN).
    @inline(__always) static func unitClamp(_ x: FloatLanes) -> FloatLanes {
        let low = x.replacing(with: 0, where: x .<= 0)
        return low.replacing(with: 1, where: low .> 1)
    }

    /// The nearest `Float16` value (ties to even, overflow to infinity), as a Float.
    @inline(__always) static func roundToHalf(_ x: FloatLanes) -> FloatLanes {
        let size = abs(x)
        if allLanes(((size .>= 0x1p-14) .& (size .<= 65504)) .| (size .== 0)) {
            // Every lane zero or a normal half: drop 13 mantissa bits, rounding to nearest even.
            return roundNormalToHalf(x)
        }
        return roundToHalfWithSpecials(x)
    }

    /// `roundToHalf` for lanes known to be zero or normal halves in size (2⁻¹⁴ ≤ |x| ≤ 65504):
    /// drops 13 mantissa bits, rounding to nearest even, with no range check.
    @inline(__always) static func roundNormalToHalf(_ x: FloatLanes) -> FloatLanes {
        let b = bits(x)
        return float((b &+ 0x0FFF &+ ((b &>> 13) & 1)) & 0xFFFF_E000)
    }

    /// `roundToHalf` for batches with subnormal, overflowing or non-finite lanes (kept out of
    /// line so the common path stays small where it is inlined).
    @inline(never) static func roundToHalfWithSpecials(_ x: FloatLanes) -> FloatLanes {
        let b = bits(x)
        let sign = b & 0x8000_0000
        let magnitude = b & 0x7FFF_FFFF
        let normal = (magnitude &+ 0x0FFF &+ ((magnitude &>> 13) & 1)) & 0xFFFF_E000
        // Comparisons in the float domain (integer lane comparisons are slow, see IntLaneMath).
        let value = float(magnitude)
        var result = float(normal).replacing(with: .infinity, where: float(normal) .> 65504)
        result = result.replacing(with: (value + 0.5) - 0.5, where: value .< 0x1p-14)
        result = result.replacing(with: value, where: .!(value .< .infinity))
        return float(bits(result) | sign)
    }

    /// The integer in `x` (|x| < 2²²) as Int32 lanes, by the 1.5·2²³ bias.
    @inline(__always) static func smallInteger(_ x: FloatLanes) -> IntLanes {
        unsafeBitCast(bits(x + 12_582_912) &- 0x4B40_0000, to: IntLanes.self)
    }

    /// Small integer lanes (|i| < 2²²) as floats, by the same bias.
    @inline(__always) static func smallFloat(_ i: IntLanes) -> FloatLanes {
        float(unsafeBitCast(i &+ 0x4B40_0000, to: BitLanes.self)) - 12_582_912
    }

    /// The polynomial `c0·x⁴ + … + c4` at `x`, by Horner's rule.
    @inline(__always) static func horner(_ x: FloatLanes, _ c0: Float, _ c1: Float, _ c2: Float, _ c3: Float,
                                         _ c4: Float) -> FloatLanes {
        var p = x * c0 + c1
        p = p * x + c2
        p = p * x + c3
        return p * x + c4
    }

    /// The polynomial `c0·x⁵ + … + c5` at `x`.
    @inline(__always) static func horner(_ x: FloatLanes, _ c0: Float, _ c1: Float, _ c2: Float, _ c3: Float,
                                         _ c4: Float, _ c5: Float) -> FloatLanes {
        horner(x, c0, c1, c2, c3, c4) * x + c5
    }

    /// The polynomial `c0·x⁸ + … + c8` at `x`.
    @inline(__always) static func horner(_ x: FloatLanes, _ c0: Float, _ c1: Float, _ c2: Float, _ c3: Float,
                                         _ c4: Float, _ c5: Float, _ c6: Float, _ c7: Float, _ c8: Float) -> FloatLanes {
        var p = horner(x, c0, c1, c2, c3, c4) * x + c5
        p = p * x + c6
        p = p * x + c7
        return p * x + c8
    }

    // MARK: Trigonometry

    /// `sin` (or `cos` when `cosine`), Cody–Waite reduction by π/4 and minimax polynomials.
    @inline(__always) static func sinCos(_ x: FloatLanes, cosine: Bool) -> FloatLanes {
        let ax = abs(x)
        var j = floor(ax * 1.27323954473516)
        j += smallFloat(smallInteger(j) & 1)
        var quadrant = smallInteger(j)
        if cosine { quadrant &+= 2 }
        let y = ((ax - j * 0.78515625) - j * 2.4187564849853515625e-4) - j * 3.77489497744594108e-8
        let z = y * y
        let sine = ((-1.9515295891e-4 * z + 8.3321608736e-3) * z - 1.6666654611e-1) * z * y + y
        let cos = ((2.443315711809948e-5 * z - 1.388731625493765e-3) * z + 4.166664568298827e-2) * z * z - 0.5 * z + 1
        var r = IntLaneMath.select(IntLaneMath.bit(quadrant, 1), cos, sine)
        r = IntLaneMath.select(IntLaneMath.bit(quadrant, 2), -r, r)
        if !cosine { r = float(bits(r) ^ (bits(x) & 0x8000_0000)) }
        return fallBack(x, r, ax .<= 8192) { cosine ? Foundation.cos($0) : Foundation.sin($0) }
    }

    @inline(__always) static func tan(_ x: FloatLanes) -> FloatLanes {
        let ax = abs(x)
        var j = floor(ax * 1.27323954473516)
        j += smallFloat(smallInteger(j) & 1)
        let quadrant = smallInteger(j)
        let y = ((ax - j * 0.78515625) - j * 2.4187564849853515625e-4) - j * 3.77489497744594108e-8
        let z = y * y
        var p = horner(z, 9.38540185543e-3, 3.11992232697e-3, 2.44301354525e-2, 5.34112807005e-2,
                       1.33387994085e-1, 3.33331568548e-1)
        p = p * z * y + y
        p = IntLaneMath.select(IntLaneMath.bit(quadrant, 1), -1 / p, p)
        let r = float(bits(p) ^ (bits(x) & 0x8000_0000))
        return fallBack(x, r, ax .<= 8192) { Foundation.tan($0) }
    }

    /// Replaces the lanes outside `valid` (or non-finite) by the scalar function's values.
    @inline(__always) static func fallBack(_ x: FloatLanes, _ r: FloatLanes, _ valid: LaneMask,
                                           _ scalar: (Float) -> Float) -> FloatLanes {
        if allLanes(valid) { return r }
        var result = r
        for i in 0..<8 where !valid[i] { result[i] = scalar(x[i]) }
        return result
    }

    /// `atan` on |x|, then the sign of `x`.
    @inline(__always) static func atan(_ x: FloatLanes) -> FloatLanes {
        let ax = abs(x)
        let big = ax .> 2.414213562373095
        let middle = (ax .> 0.4142135623730950) .& .!big
        var t = ax
        t = select(big, -1 / ax, t)
        t = select(middle, (ax - 1) / (ax + 1), t)
        var offset = FloatLanes(repeating: 0)
        offset = select(big, FloatLanes(repeating: .pi / 2), offset)
        offset = select(middle, FloatLanes(repeating: .pi / 4), offset)
        let z = t * t
        let p = (((8.05374449538e-2 * z - 1.38776856032e-1) * z + 1.99777106478e-1) * z - 3.33329491539e-1) * z * t + t
        return copySign(offset + p, x)
    }

    /// `atan2(y, x)` with the C library's signed zeros and infinities.
    @inline(__always) static func atan2(_ y: FloatLanes, _ x: FloatLanes) -> FloatLanes {
        let ay = abs(y), ax = abs(x)
        var ratio = ay / ax
        ratio = select((ay .== 0) .& (ax .== 0), FloatLanes(repeating: 0), ratio)
        let bothInfinite = (ay .== .infinity) .& (ax .== .infinity)
        var angle = atan(ratio)
        angle = select(bothInfinite, FloatLanes(repeating: .pi / 4), angle)
        let negativeX = unsafeBitCast(x, to: IntLanes.self) &>> 31
        angle = IntLaneMath.select(negativeX, FloatLanes(repeating: .pi) - angle, angle)
        angle = select(isNaN(x) .| isNaN(y), x + y, angle)
        return copySign(angle, y)
    }

    /// `asin(|x|)` pieces shared with `acos`: the polynomial on the reduced argument.
    @inline(__always) static func asinCore(_ ax: FloatLanes) -> (value: FloatLanes, reduced: LaneMask) {
        let reduced = ax .> 0.5
        let z = select(reduced, 0.5 * (1 - ax), ax * ax)
        let t = select(reduced, z.squareRoot(), ax)
        var p = horner(z, 4.2163199048e-2, 2.4181311049e-2, 4.5470025998e-2, 7.4953002686e-2, 1.6666752422e-1)
        p = p * z * t + t
        return (p, reduced)
    }

    @inline(__always) static func asin(_ x: FloatLanes) -> FloatLanes {
        let ax = abs(x)
        let (p, reduced) = asinCore(ax)
        var r = select(reduced, FloatLanes(repeating: .pi / 2) - 2 * p, p)
        r = select(ax .> 1, FloatLanes(repeating: .nan), r)
        return copySign(r, x)
    }

    @inline(__always) static func acos(_ x: FloatLanes) -> FloatLanes {
        let ax = abs(x)
        let (p, reduced) = asinCore(ax)
        // |x| ≤ 0.5: π/2 − asin(x); x > 0.5: 2·asin(√((1−x)/2)); x < −0.5: π − that.
        let signedP = copySign(p, x)
        var r = FloatLanes(repeating: .pi / 2) - signedP
        let big = 2 * p
        r = select(reduced, select(x .< 0, FloatLanes(repeating: .pi) - big, big), r)
        return select(ax .> 1, FloatLanes(repeating: .nan), r)
    }

    // MARK: Exponentials and logarithms

    /// `e^r` for |r| ≤ ln2/2 (the polynomial of `exp`).
    @inline(__always) static func expPolynomial(_ r: FloatLanes) -> FloatLanes {
        let p = horner(r, 1.9875691500e-4, 1.3981999507e-3, 8.3334519073e-3, 4.1665795894e-2,
                       1.6666665459e-1, 5.0000001201e-1)
        return p * r * r + r + 1
    }

    /// Multiplies by 2ⁿ (n integer lanes in −160…130) in two steps, so subnormal results are right.
    @inline(__always) static func scale(_ p: FloatLanes, byPowerOfTwo n: IntLanes) -> FloatLanes {
        let half = n &>> 1
        let rest = n &- half
        let s1 = float(unsafeBitCast((half &+ 127) &<< 23, to: BitLanes.self))
        let s2 = float(unsafeBitCast((rest &+ 127) &<< 23, to: BitLanes.self))
        return p * s1 * s2
    }

    @inline(__always) static func exp(_ x: FloatLanes) -> FloatLanes {
        var v = x.replacing(with: 90, where: x .> 90)
        v = v.replacing(with: -110, where: v .< -110)
        let n = roundEven(v * 1.44269504088896341)
        let r = (v - n * 0.693359375) - n * -2.12194440e-4
        return scale(expPolynomial(r), byPowerOfTwo: smallInteger(n))
    }

    @inline(__always) static func exp2(_ x: FloatLanes) -> FloatLanes {
        var v = x.replacing(with: 130, where: x .> 130)
        v = v.replacing(with: -160, where: v .< -160)
        let n = roundEven(v)
        return scale(expPolynomial((v - n) * 0.693147180559945309), byPowerOfTwo: smallInteger(n))
    }

    /// `log(x)` split as `e·ln2 + log(m)`: returns (e, log(m)) with m in [√½, √2).
    @inline(__always) static func logParts(_ x: FloatLanes) -> (exponent: FloatLanes, logMantissa: FloatLanes) {
        let subnormal = x .< Float.leastNormalMagnitude
        let scaled = select(subnormal, x * 8_388_608, x)
        let b = bits(scaled)
        var e = smallFloat(unsafeBitCast((b &>> 23) & 0xFF, to: IntLanes.self) &- 126)
        e = select(subnormal, e - 23, e)
        var m = float((b & 0x007F_FFFF) | 0x3F00_0000)
        let low = m .< 0.707106781186547524
        e = select(low, e - 1, e)
        m = select(low, m + m - 1, m - 1)
        let z = m * m
        var y = horner(m, 7.0376836292e-2, -1.1514610310e-1, 1.1676998740e-1, -1.2420140846e-1,
                       1.4249322787e-1, -1.6668057665e-1, 2.0000714765e-1, -2.4999993993e-1, 3.3333331174e-1)
        y = y * m * z
        y -= 0.5 * z
        return (e, m + y)
    }

    /// The IEEE special cases of a logarithm: NaN below zero, −∞ at zero, +∞ at +∞.
    @inline(__always) static func logSpecials(_ x: FloatLanes, _ r: FloatLanes) -> FloatLanes {
        var result = select(x .== 0, FloatLanes(repeating: -.infinity), r)
        result = select(x .== .infinity, x, result)
        return select((x .< 0) .| isNaN(x), FloatLanes(repeating: .nan), result)
    }

    @inline(__always) static func log(_ x: FloatLanes) -> FloatLanes {
        let (e, lm) = logParts(x)
        return logSpecials(x, (lm + e * -2.12194440e-4) + e * 0.693359375)
    }

    @inline(__always) static func log2(_ x: FloatLanes) -> FloatLanes {
        let (e, lm) = logParts(x)
        return logSpecials(x, lm * 1.44269504088896341 + e)
    }

    @inline(__always) static func pow(_ x: FloatLanes, _ y: FloatLanes) -> FloatLanes {
        let ax = abs(x)
        var r = exp2(y * log2(ax))
        let yIsInteger = floor(y) .== y
        let yIsOdd = yIsInteger .& (floor(y * 0.5) .!= y * 0.5)
        let negativeX = x .< 0
        r = select(negativeX .& yIsOdd, -r, r)
        r = select(negativeX .& .!yIsInteger .& (abs(y) .!= .infinity), FloatLanes(repeating: .nan), r)
        r = select((y .== 0) .| (x .== 1), FloatLanes(repeating: 1), r)
        return r
    }

    // MARK: Hyperbolic

    @inline(__always) static func sinh(_ x: FloatLanes) -> FloatLanes {
        let ax = abs(x)
        let z = ax * ax
        let small = ((2.03721912945e-4 * z + 8.33028376239e-3) * z + 1.66667160211e-1) * z * ax + ax
        let e = exp(ax)
        var large = 0.5 * e - 0.5 / e
        large = select(ax .> 10, exp(ax - 0.693147180559945309), large)
        return copySign(select(ax .< 1, small, large), x)
    }

    @inline(__always) static func cosh(_ x: FloatLanes) -> FloatLanes {
        let ax = abs(x)
        let e = exp(ax)
        return select(ax .> 10, exp(ax - 0.693147180559945309), 0.5 * e + 0.5 / e)
    }

    @inline(__always) static func tanh(_ x: FloatLanes) -> FloatLanes {
        let ax = abs(x)
        let z = ax * ax
        var small = horner(z, -5.70498872745e-3, 2.06390887954e-2, -5.37397155531e-2, 1.33314422036e-1,
                           -3.33332819422e-1)
        small = small * z * ax + ax
        let large = 1 - 2 / (exp(2 * ax) + 1)
        return copySign(select(ax .< 0.625, small, large), x)
    }
}
