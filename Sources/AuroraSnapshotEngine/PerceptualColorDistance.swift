/// `PerceptualColorDistance`: how far apart two pixels look, as CIE ΔE 1994 between their CIE L*a*b* colours.
import Foundation

/// The perceptual distance swift-snapshot-testing's `perceptualPrecision` is measured in.
///
/// swift-snapshot-testing compares images with Core Image's `CILabDeltaE` filter, whose values are
/// CIE ΔE 1994 (graphic-arts weights) between the two images' L*a*b* colours, on a 0–100 scale
/// where about 2 is a just noticeable difference; a pixel matches when its ΔE is at most
/// `(1 − perceptualPrecision) × 100`. Here the sRGB colours are converted to L*a*b* under D65.
/// Core Image compares opaque colours; a translucent pixel is compared composited over black and
/// over white and the larger ΔE counts, so a change of alpha alone is seen too.
package enum PerceptualColorDistance {
    /// ΔE 1994 between two premultiplied RGBA8 pixel words (red in the low byte), `reference` first
    /// (ΔE 1994 weighs chroma by the reference's).
    package static func deltaE(reference: UInt32, actual: UInt32) -> Float {
        guard reference != actual else { return 0 }
        let overBlack = deltaE1994(lab(reference, backdrop: 0), lab(actual, backdrop: 0))
        guard reference >> 24 != 0xFF || actual >> 24 != 0xFF else { return overBlack }
        return max(overBlack, deltaE1994(lab(reference, backdrop: 1), lab(actual, backdrop: 1)))
    }

    /// CIE ΔE 1994 with kL = kC = kH = 1, K1 = 0.045, K2 = 0.015.
    static func deltaE1994(_ first: SIMD3<Float>, _ second: SIMD3<Float>) -> Float {
        let deltaL = first.x - second.x
        let chroma1 = (first.y * first.y + first.z * first.z).squareRoot()
        let chroma2 = (second.y * second.y + second.z * second.z).squareRoot()
        let deltaC = chroma1 - chroma2
        let deltaA = first.y - second.y, deltaB = first.z - second.z
        let deltaHSquared = max(0, deltaA * deltaA + deltaB * deltaB - deltaC * deltaC)
        let chromaWeight = 1 + 0.045 * chroma1, hueWeight = 1 + 0.015 * chroma1
        let c = deltaC / chromaWeight
        return (deltaL * deltaL + c * c + deltaHSquared / (hueWeight * hueWeight)).squareRoot()
    }

    /// The L*a*b* colour (D65) of a premultiplied pixel composited over a grey `backdrop` (0 black, 1 white).
    static func lab(_ word: UInt32, backdrop: Float) -> SIMD3<Float> {
        let alpha = Float(word >> 24) / 255
        func channel(_ shift: UInt32) -> Float {
            let encoded = Float((word >> shift) & 0xFF) / 255 + backdrop * (1 - alpha)
            return encoded <= 0.04045 ? encoded / 12.92 : Float(pow(Double((encoded + 0.055) / 1.055), 2.4))
        }
        let red = channel(0), green = channel(8), blue = channel(16)
        // Linear sRGB to XYZ, then divided by the D65 white point (0.95047, 1, 1.08883).
        let x = (0.4124564 * red + 0.3575761 * green + 0.1804375 * blue) / 0.95047
        let y = 0.2126729 * red + 0.7151522 * green + 0.0721750 * blue
        let z = (0.0193339 * red + 0.1191920 * green + 0.9503041 * blue) / 1.08883
        func f(_ t: Float) -> Float {
            t > 216.0 / 24389.0 ? Float(cbrt(Double(t))) : (24389.0 / 27.0 * t + 16) / 116
        }
        let fx = f(x), fy = f(y), fz = f(z)
        return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
