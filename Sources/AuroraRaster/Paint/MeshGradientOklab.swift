/// Conversions between straight sRGB and Oklab for `.perceptual` mesh and stop gradients.
import Foundation

/// Oklab (Björn Ottosson's perceptual space, the one CSS Color 4 uses) to and from non-linear
/// sRGB. Vertex colours are converted once in Double; pixels are converted back four at a time.
enum MeshGradientOklab {
    /// `(L, a, b, alpha)` of a straight sRGB colour.
    static func oklab(of color: RGBAColor) -> SIMD4<Double> {
        let r = decode(Double(color.red)), g = decode(Double(color.green)), b = decode(Double(color.blue))
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return SIMD4(0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                     1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                     0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s,
                     Double(color.alpha))
    }

    /// The straight sRGB colour (channels clamped to 0…1) of `(L, a, b, alpha)`.
    static func straightSRGB(ofOklab c: SIMD4<Double>) -> SIMD4<Float> {
        var L = SIMD4<Float>(repeating: Float(c.x)), a = SIMD4<Float>(repeating: Float(c.y))
        var b = SIMD4<Float>(repeating: Float(c.z))
        encodingTable.withUnsafeBufferPointer { toSRGB(&L, &a, &b, table: $0.baseAddress!) }
        return SIMD4(L[0], a[0], b[0], Float(min(max(c.w, 0), 1)))
    }

    /// Non-linear sRGB channels (unclamped) of four Oklab colours, in place.
    @inline(__always)
    static func toSRGB(_ L: inout SIMD4<Float>, _ a: inout SIMD4<Float>, _ b: inout SIMD4<Float>,
                       table: UnsafePointer<Float>) {
        let l1 = L + 0.3963377774 * a + 0.2158037573 * b
        let m1 = L - 0.1055613458 * a - 0.0638541728 * b
        let s1 = L - 0.0894841775 * a - 1.2914855480 * b
        let l = l1 * l1 * l1, m = m1 * m1 * m1, s = s1 * s1 * s1
        L = encode(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s, table)
        a = encode(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s, table)
        b = encode(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s, table)
    }

    /// Entries of `encodingTable` minus one: the table samples linear 0…1 in this many steps.
    static let encodingSteps = 4096

    /// The sRGB encoding of `i / encodingSteps` for `i` in `0...encodingSteps`; interpolated
    /// linearly, it is within 2·10⁻⁵ of the exact curve.
    static let encodingTable: [Float] = (0...encodingSteps).map { Float(encode(Double($0) / Double(encodingSteps))) }

    /// The sRGB encoding of four linear values (clamped to 0…1) through `table`.
    @inline(__always)
    private static func encode(_ linear: SIMD4<Float>, _ table: UnsafePointer<Float>) -> SIMD4<Float> {
        var x = linear.replacing(with: 0, where: .!(linear .>= 0))
        x = x.replacing(with: 1, where: x .> 1)
        let scaled = x * Float(encodingSteps)
        var result = SIMD4<Float>()
        for k in 0..<4 {
            let index = min(Int(scaled[k]), encodingSteps - 1)
            let low = table[index]
            result[k] = low + (scaled[k] - Float(index)) * (table[index + 1] - low)
        }
        return result
    }

    /// The sRGB transfer function, linear → non-linear.
    static func encode(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// The inverse sRGB transfer function, non-linear → linear.
    static func decode(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }
}
