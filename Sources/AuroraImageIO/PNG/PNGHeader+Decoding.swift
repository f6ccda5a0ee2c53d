/// Reading and validating an IHDR chunk, and the sizes of the scanlines it implies.
import AuroraRaster

extension PNGHeader {
    /// The header stored in IHDR's 13 bytes, validated against PNG's rules and `limits`.
    init(parsing data: ArraySlice<UInt8>, limits: ImageDecodingLimits) throws(ImageIOError) {
        guard data.count == 13 else { throw .malformedChunk(chunk: "IHDR", reason: "length \(data.count), expected 13") }
        let start = data.startIndex
        let field = { (index: Int) in data[start + index] }
        let bigEndian = { (index: Int) in
            Int(field(index)) << 24 | Int(field(index + 1)) << 16 | Int(field(index + 2)) << 8 | Int(field(index + 3))
        }
        self.init(width: bigEndian(0), height: bigEndian(4), bitDepth: field(8), colorType: field(9), interlace: field(12))
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw .invalidSize(width: width, height: height)
        }
        guard width <= limits.maximumSide, height <= limits.maximumSide else {
            throw .imageTooLarge(width: width, height: height, maximumSide: limits.maximumSide)
        }
        let allowedDepths: [UInt8]
        switch colorType {
        case PNGFormat.colorTypeGrey: allowedDepths = [1, 2, 4, 8, 16]
        case PNGFormat.colorTypePalette: allowedDepths = [1, 2, 4, 8]
        case PNGFormat.colorTypeRGB, PNGFormat.colorTypeGreyAlpha, PNGFormat.colorTypeRGBA: allowedDepths = [8, 16]
        default: throw .unsupportedColorType(colorType)
        }
        guard allowedDepths.contains(bitDepth) else { throw .unsupportedBitDepth(bitDepth, colorType: colorType) }
        guard field(10) == 0 else { throw .malformedChunk(chunk: "IHDR", reason: "unknown compression method \(field(10))") }
        guard field(11) == 0 else { throw .malformedChunk(chunk: "IHDR", reason: "unknown filter method \(field(11))") }
        guard interlace <= 1 else { throw .unsupportedInterlace(interlace) }
        guard width <= Pixmap.maximumSide, height <= Pixmap.maximumSide, width * height <= Pixmap.maximumArea else {
            throw .invalidSize(width: width, height: height)
        }
        // Both counts fit easily in Int: sides are below 2¹⁵ here and a pixel is at most 8 bytes.
        let largest = max(decompressedByteCount, width * height * 4)
        guard largest <= limits.maximumDecompressedBytes else {
            throw .imageDataTooLarge(bytes: largest, limit: limits.maximumDecompressedBytes)
        }
    }

    /// Samples per pixel: 1 grey or index, 2 grey+alpha, 3 RGB, 4 RGBA.
    var channelCount: Int {
        switch colorType {
        case PNGFormat.colorTypeRGB: return 3
        case PNGFormat.colorTypeGreyAlpha: return 2
        case PNGFormat.colorTypeRGBA: return 4
        default: return 1
        }
    }

    /// Bits per pixel.
    var bitsPerPixel: Int { channelCount * Int(bitDepth) }

    /// The distance, in bytes, between a byte and the one the filters call "left" (at least 1).
    var filterStep: Int { max(1, bitsPerPixel / 8) }

    /// Bytes of samples in a scanline `pixels` wide, without its filter-type byte.
    func rowByteCount(pixels: Int) -> Int { (pixels * bitsPerPixel + 7) / 8 }

    /// The sub-images the data holds in order: the whole image, or Adam7's seven passes (empty ones omitted).
    var passes: [PNGPass] {
        interlace == 0
            ? [PNGPass(xStart: 0, yStart: 0, xStep: 1, yStep: 1, width: width, height: height)]
            : PNGPass.adam7(width: width, height: height)
    }

    /// The size of the decompressed data: each pass's rows, each with a filter-type byte.
    var decompressedByteCount: Int {
        passes.reduce(0) { total, pass in total + pass.height * (1 + rowByteCount(pixels: pass.width)) }
    }
}
