/// Converts rows between premultiplied pixel words and PNG's straight-alpha samples.
///
/// Rounding rules (both directions round to nearest, so a valid premultiplied pixel survives
/// an encode → decode round trip unchanged):
/// - unpremultiply: `straight = round(c · 255 / a)`, clamped to 255; `a = 0` gives 0.
/// - premultiply: `c = round(straight · a / 255)`.
enum AlphaConversion {
    /// `round(c · 255 / a)` for every alpha `a` (high byte of the index) and channel `c` (low byte).
    static let unpremultiplyTable: [UInt8] = (0..<65_536).map { index in
        let alpha = index >> 8, channel = index & 0xFF
        guard alpha > 0 else { return 0 }
        return UInt8(min(255, (channel * 255 + alpha / 2) / alpha))
    }

    /// Whether every one of `count` pixel words has alpha 255.
    static func allOpaque(_ words: UnsafePointer<UInt32>, count: Int) -> Bool {
        var combined: UInt32 = 0xFFFF_FFFF
        for index in 0..<count { combined &= words[index] }
        return combined >> 24 == 0xFF
    }

    /// Writes `count` premultiplied words as straight R, G, B, A bytes.
    static func writeStraightRGBA(_ words: UnsafePointer<UInt32>, count: Int, to output: UnsafeMutablePointer<UInt8>) {
        unpremultiplyTable.withUnsafeBufferPointer { table in
            guard let table = table.baseAddress else { return }
            for index in 0..<count {
                let word = words[index]
                let alpha = Int(word >> 24)
                let out = output + index * 4
                if alpha == 255 {
                    UnsafeMutableRawPointer(out).storeBytes(of: word.littleEndian, as: UInt32.self)
                } else {
                    let row = table + alpha << 8
                    out[0] = row[Int(word & 0xFF)]
                    out[1] = row[Int((word >> 8) & 0xFF)]
                    out[2] = row[Int((word >> 16) & 0xFF)]
                    out[3] = UInt8(alpha)
                }
            }
        }
    }

    /// Writes `count` premultiplied words as straight R, G, B bytes, dropping alpha.
    static func writeStraightRGB(_ words: UnsafePointer<UInt32>, count: Int, to output: UnsafeMutablePointer<UInt8>) {
        unpremultiplyTable.withUnsafeBufferPointer { table in
            guard let table = table.baseAddress else { return }
            for index in 0..<count {
                let word = words[index]
                let alpha = Int(word >> 24)
                let out = output + index * 3
                if alpha == 255 {
                    out[0] = UInt8(truncatingIfNeeded: word)
                    out[1] = UInt8(truncatingIfNeeded: word >> 8)
                    out[2] = UInt8(truncatingIfNeeded: word >> 16)
                } else {
                    let row = table + alpha << 8
                    out[0] = row[Int(word & 0xFF)]
                    out[1] = row[Int((word >> 8) & 0xFF)]
                    out[2] = row[Int((word >> 16) & 0xFF)]
                }
            }
        }
    }

    /// Reads `count` straight R, G, B, A pixels and stores them premultiplied.
    static func premultiplyRGBA(_ input: UnsafePointer<UInt8>, count: Int, to words: UnsafeMutablePointer<UInt32>) {
        for index in 0..<count {
            let pixel = input + index * 4
            let alpha = UInt32(pixel[3])
            words[index] = multiply(UInt32(pixel[0]), alpha)
                | multiply(UInt32(pixel[1]), alpha) << 8
                | multiply(UInt32(pixel[2]), alpha) << 16
                | alpha << 24
        }
    }

    /// Reads `count` R, G, B pixels and stores them opaque.
    static func opaqueRGB(_ input: UnsafePointer<UInt8>, count: Int, to words: UnsafeMutablePointer<UInt32>) {
        for index in 0..<count {
            let pixel = input + index * 3
            words[index] = UInt32(pixel[0]) | UInt32(pixel[1]) << 8 | UInt32(pixel[2]) << 16 | 0xFF00_0000
        }
    }

    /// `round(value · alpha / 255)` for bytes, exact for every pair.
    @inline(__always)
    static func multiply(_ value: UInt32, _ alpha: UInt32) -> UInt32 {
        let product = value &* alpha &+ 128
        return (product &+ (product >> 8)) >> 8
    }
}
