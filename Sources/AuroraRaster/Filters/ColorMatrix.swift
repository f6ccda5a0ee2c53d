/// `ColorMatrix`: SwiftUI's 4×5 colour matrix, and the colour filters expressed with it.
import AuroraGeometry
import Foundation

/// A 4×5 matrix applied to un-premultiplied `(r, g, b, a, 1)`, with SwiftUI's field names:
/// `r′ = r1·r + r2·g + r3·b + r4·a + r5`, and so on for g, b and a. Results are clamped to 0…1.
public struct ColorMatrix: Hashable, Sendable {
    /// Red row.
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    /// Green row.
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    /// Blue row.
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    /// Alpha row.
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// The identity matrix.
    public init() {}

    /// Rec. 709 luminance weights, which SwiftUI's colour filters use.
    static let luminanceWeights = SIMD3<Float>(0.2126, 0.7152, 0.0722)

    /// Builds a matrix from a 3×3 colour part (rows), an offset added to colour, alpha unchanged.
    private init(rgb rows: (SIMD3<Float>, SIMD3<Float>, SIMD3<Float>), offset: Float = 0) {
        (r1, r2, r3) = (rows.0.x, rows.0.y, rows.0.z)
        (g1, g2, g3) = (rows.1.x, rows.1.y, rows.1.z)
        (b1, b2, b3) = (rows.2.x, rows.2.y, rows.2.z)
        (r5, g5, b5) = (offset, offset, offset)
    }

    /// SwiftUI's `brightness(_:)`: adds `amount` to each colour channel.
    public static func brightness(_ amount: Float) -> ColorMatrix {
        ColorMatrix(rgb: (SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)), offset: amount)
    }

    /// SwiftUI's `contrast(_:)`: 0 makes every colour mid-grey, 1 leaves it unchanged.
    public static func contrast(_ amount: Float) -> ColorMatrix {
        ColorMatrix(rgb: (SIMD3(amount, 0, 0), SIMD3(0, amount, 0), SIMD3(0, 0, amount)), offset: (1 - amount) / 2)
    }

    /// SwiftUI's `saturation(_:)`: 0 is grey, 1 unchanged, above 1 more saturated (SVG's
    /// `saturate` matrix with Rec. 709 weights; negative amounts act as 0).
    public static func saturation(_ amount: Float) -> ColorMatrix {
        let s = max(amount, 0), l = luminanceWeights
        return ColorMatrix(rgb: (SIMD3(l.x + (1 - l.x) * s, l.y - l.y * s, l.z - l.z * s),
                                 SIMD3(l.x - l.x * s, l.y + (1 - l.y) * s, l.z - l.z * s),
                                 SIMD3(l.x - l.x * s, l.y - l.y * s, l.z + (1 - l.z) * s)))
    }

    /// SwiftUI's `hueRotation(_:)`: turns hues by `angle` around the grey axis (SVG's
    /// `hueRotate` matrix built on Rec. 709 weights, which is where SwiftUI's differs from SVG's).
    public static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let c = Float(cos(angle.radians)), s = Float(sin(angle.radians)), l = luminanceWeights
        return ColorMatrix(rgb: (SIMD3(l.x + c * (1 - l.x) - s * l.x, l.y - c * l.y - s * l.y, l.z - c * l.z + s * (1 - l.z)),
                                 SIMD3(l.x - c * l.x + s * 0.143, l.y + c * (1 - l.y) + s * 0.140, l.z - c * l.z - s * 0.283),
                                 SIMD3(l.x - c * l.x - s * (1 - l.x), l.y - c * l.y + s * l.y, l.z + c * (1 - l.z) + s * l.z)))
    }

    /// SwiftUI's `grayscale(_:)`: 0 unchanged, 1 fully grey (Rec. 709 luminance).
    public static func grayscale(_ amount: Float) -> ColorMatrix {
        let a = amount, l = luminanceWeights * amount
        return ColorMatrix(rgb: (SIMD3(1 - a + l.x, l.y, l.z), SIMD3(l.x, 1 - a + l.y, l.z), SIMD3(l.x, l.y, 1 - a + l.z)))
    }

    /// SwiftUI's `colorInvert(_:)`: 1 inverts each colour channel, 0 leaves it unchanged.
    public static func colorInvert(_ amount: Float = 1) -> ColorMatrix {
        let k = 1 - 2 * amount
        return ColorMatrix(rgb: (SIMD3(k, 0, 0), SIMD3(0, k, 0), SIMD3(0, 0, k)), offset: amount)
    }

    /// SwiftUI's `colorMultiply(_:)`: multiplies each channel, alpha included, by `color`'s.
    public static func colorMultiply(_ color: RGBAColor) -> ColorMatrix {
        var m = ColorMatrix(rgb: (SIMD3(color.red, 0, 0), SIMD3(0, color.green, 0), SIMD3(0, 0, color.blue)))
        m.a4 = color.alpha
        return m
    }

    /// SwiftUI's `luminanceToAlpha`: alpha becomes the colour's luminance; colour becomes black.
    public static let luminanceToAlpha: ColorMatrix = {
        var m = ColorMatrix(rgb: (.zero, .zero, .zero))
        (m.a1, m.a2, m.a3, m.a4) = (luminanceWeights.x, luminanceWeights.y, luminanceWeights.z, 0)
        return m
    }()

    /// The matrix as five columns, for the per-pixel loop.
    var columns: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>) {
        (SIMD4(r1, g1, b1, a1), SIMD4(r2, g2, b2, a2), SIMD4(r3, g3, b3, a3), SIMD4(r4, g4, b4, a4), SIMD4(r5, g5, b5, a5))
    }

    /// Applies the matrix to `count` premultiplied words in place.
    func apply(to pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        let (c1, c2, c3, c4, c5) = columns
        // Non-finite entries would poison every pixel; they make the filter a no-op instead.
        let finite = ((c1 - c1) + (c2 - c2) + (c3 - c3) + (c4 - c4) + (c5 - c5)) == .zero
        guard finite else { return }
        // Runs of one colour (flat fills, transparent margins) are the common case: the last
        // pixel's result is reused when the next pixel is the same word (the same arithmetic,
        // so the output is identical).
        var lastInput: UInt32 = 0
        var lastOutput: UInt32 = 0
        var hasLast = false
        let words = UnsafeMutableRawPointer(pixels)
        var lastInputs: UInt64 = 0, lastOutputs: UInt64 = 0
        var i = 0
        while i < count {
            // Eight repeats of the last word at a time (as four pairs): eight copies of its result.
            if hasLast, i + 8 <= count {
                let offset = i * 4
                let differs = (words.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ lastInputs)
                    | (words.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self) ^ lastInputs)
                    | (words.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self) ^ lastInputs)
                    | (words.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self) ^ lastInputs)
                if differs == 0 {
                    for pair in 0..<4 { words.storeBytes(of: lastOutputs, toByteOffset: offset + 8 * pair, as: UInt64.self) }
                    i += 8
                    continue
                }
            }
            let word = pixels[i]
            i += 1
            if hasLast, word == lastInput {
                pixels[i - 1] = lastOutput
                continue
            }
            let p = PixelConversion.unpack(word)
            let a = p.w
            let rgb = a > 0 ? p / a : .zero
            var out = c1 * rgb.x + c2 * rgb.y + c3 * rgb.z + c4 * a + c5
            out = out.replacing(with: 0, where: .!(out .>= 0))
            out = out.replacing(with: 1, where: out .> 1)
            let result = PixelConversion.pack(SIMD4(out.x * out.w, out.y * out.w, out.z * out.w, out.w))
            pixels[i - 1] = result
            lastInput = word
            lastOutput = result
            lastInputs = UInt64(word) | UInt64(word) << 32
            lastOutputs = UInt64(result) | UInt64(result) << 32
            hasLast = true
        }
    }
}
