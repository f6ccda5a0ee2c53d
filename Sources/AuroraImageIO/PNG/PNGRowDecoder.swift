/// Turns one unfiltered scanline of any colour type and bit depth into premultiplied pixel words.

/// Converts reconstructed scanline samples to premultiplied RGBA8 words.
///
/// - Sub-byte grey levels scale to 8 bits exactly (`v · 255 / (2ᵇ − 1)`); 16-bit samples round
///   to nearest (`(v · 255 + 32767) / 65535`), as the reference decodes do.
/// - A tRNS colour key is compared with the samples at their stored depth; a matching pixel is
///   transparent black.
/// - Straight alpha is premultiplied with `AlphaConversion.multiply` (rounded to nearest).
struct PNGRowDecoder {
    private let colorType: UInt8
    private let bitDepth: UInt8
    private let palette: [UInt32]
    private let colorKey: PNGColorKey?

    /// A decoder for rows of `header`'s format, with the palette (colour type 3) and colour key (types 0 and 2) from the file.
    init(header: PNGHeader, palette: PNGPalette?, colorKey: PNGColorKey?) {
        colorType = header.colorType
        bitDepth = header.bitDepth
        self.palette = palette?.words ?? []
        self.colorKey = colorKey
    }

    /// Writes `count` pixels of `row` (unfiltered samples) to `words`.
    func decode(_ row: UnsafePointer<UInt8>, count: Int, into words: UnsafeMutablePointer<UInt32>) throws(ImageIOError) {
        switch (colorType, bitDepth) {
        case (PNGFormat.colorTypeRGBA, 8):
            AlphaConversion.premultiplyRGBA(row, count: count, to: words)
        case (PNGFormat.colorTypeRGBA, _):
            for index in 0..<count {
                let pixel = row + index * 8
                words[index] = Self.premultiplied(red: Self.reduced(pixel), green: Self.reduced(pixel + 2),
                                                  blue: Self.reduced(pixel + 4), alpha: Self.reduced(pixel + 6))
            }
        case (PNGFormat.colorTypeGreyAlpha, 8):
            for index in 0..<count {
                let grey = UInt32(row[index * 2])
                words[index] = Self.premultiplied(red: grey, green: grey, blue: grey, alpha: UInt32(row[index * 2 + 1]))
            }
        case (PNGFormat.colorTypeGreyAlpha, _):
            for index in 0..<count {
                let grey = Self.reduced(row + index * 4)
                words[index] = Self.premultiplied(red: grey, green: grey, blue: grey, alpha: Self.reduced(row + index * 4 + 2))
            }
        case (PNGFormat.colorTypeRGB, 8):
            guard let key = colorKey else {
                AlphaConversion.opaqueRGB(row, count: count, to: words)
                return
            }
            for index in 0..<count {
                let pixel = row + index * 3
                let (red, green, blue) = (UInt16(pixel[0]), UInt16(pixel[1]), UInt16(pixel[2]))
                let transparent = red == key.red && green == key.green && blue == key.blue
                words[index] = transparent ? 0 : UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | 0xFF00_0000
            }
        case (PNGFormat.colorTypeRGB, _):
            for index in 0..<count {
                let pixel = row + index * 6
                let (red, green, blue) = (Self.sample16(pixel), Self.sample16(pixel + 2), Self.sample16(pixel + 4))
                let transparent = colorKey.map { red == $0.red && green == $0.green && blue == $0.blue } ?? false
                words[index] = transparent ? 0
                    : Self.reduced(red) | Self.reduced(green) << 8 | Self.reduced(blue) << 16 | 0xFF00_0000
            }
        case (PNGFormat.colorTypeGrey, 16):
            for index in 0..<count {
                let grey = Self.sample16(row + index * 2)
                words[index] = grey == colorKey?.red ? 0 : Self.opaqueGrey(Self.reduced(grey))
            }
        case (PNGFormat.colorTypeGrey, _):
            let scale = UInt32(255 / ((1 << bitDepth) - 1))
            for index in 0..<count {
                let level = Self.packedSample(row, index: index, bitDepth: bitDepth)
                words[index] = UInt16(level) == colorKey?.red ? 0 : Self.opaqueGrey(UInt32(level) * scale)
            }
        default:
            try palette.withUnsafeBufferPointer { (entries: UnsafeBufferPointer<UInt32>) throws(ImageIOError) in
                for index in 0..<count {
                    let entry = Self.packedSample(row, index: index, bitDepth: bitDepth)
                    guard Int(entry) < entries.count else {
                        throw .paletteIndexOutOfRange(index: entry, paletteSize: entries.count)
                    }
                    words[index] = entries[Int(entry)]
                }
            }
        }
    }

    /// The `index`th sample of a row packed `bitDepth` (1, 2, 4 or 8) bits per sample, leftmost in the high bits.
    @inline(__always)
    private static func packedSample(_ row: UnsafePointer<UInt8>, index: Int, bitDepth: UInt8) -> UInt8 {
        let bit = index &* Int(bitDepth)
        let shift = 8 &- Int(bitDepth) &- (bit & 7)
        return (row[bit >> 3] >> UInt8(shift)) & UInt8(truncatingIfNeeded: (1 << bitDepth) &- 1)
    }

    /// The big-endian 16-bit sample at `pointer`.
    @inline(__always)
    private static func sample16(_ pointer: UnsafePointer<UInt8>) -> UInt16 { UInt16(pointer[0]) << 8 | UInt16(pointer[1]) }

    /// The 16-bit sample at `pointer` rounded to 8 bits.
    @inline(__always)
    private static func reduced(_ pointer: UnsafePointer<UInt8>) -> UInt32 { reduced(sample16(pointer)) }

    /// `round(value · 255 / 65535)`.
    @inline(__always)
    private static func reduced(_ value: UInt16) -> UInt32 { (UInt32(value) &* 255 &+ 32_767) / 65_535 }

    /// An opaque grey word.
    @inline(__always)
    private static func opaqueGrey(_ level: UInt32) -> UInt32 { level &* 0x01_0101 | 0xFF00_0000 }

    /// The premultiplied word of straight 8-bit samples.
    @inline(__always)
    private static func premultiplied(red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32) -> UInt32 {
        AlphaConversion.multiply(red, alpha) | AlphaConversion.multiply(green, alpha) << 8
            | AlphaConversion.multiply(blue, alpha) << 16 | alpha << 24
    }
}
