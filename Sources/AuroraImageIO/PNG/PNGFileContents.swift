/// The chunks of a PNG file a decoder needs, read in order and checked against PNG's ordering rules.

/// The header, palette, transparency and concatenated image data of a PNG file.
struct PNGFileContents {
    /// The validated IHDR.
    var header: PNGHeader
    /// PLTE with tRNS alphas applied; present for palette images.
    var palette: PNGPalette?
    /// The tRNS colour key of a grey or RGB image.
    var colorKey: PNGColorKey?
    /// The data of every IDAT chunk, in order.
    var compressed: [UInt8] = []
    /// The APNG chunks (acTL, fcTL, fdAT) in file order, each with whether it came before the
    /// IDAT chunks; a still-image decoder ignores them.
    var animationChunks: [(chunk: PNGChunk, beforeImageData: Bool)] = []

    /// Reads every chunk of `bytes` up to IEND, keeping what decoding needs and skipping ancillary chunks.
    init(_ bytes: [UInt8], limits: ImageDecodingLimits) throws(ImageIOError) {
        var reader = try PNGChunkReader(bytes)
        let first = try reader.next()
        guard first.type == .header else { throw .missingChunk("IHDR") }
        header = try PNGHeader(parsing: bytes[first.data], limits: limits)
        let isPalette = header.colorType == PNGFormat.colorTypePalette
        var sawImageData = false, imageDataEnded = false, sawTransparency = false
        chunks: while true {
            let chunk = try reader.next()
            let data = bytes[chunk.data]
            if sawImageData, chunk.type != .imageData { imageDataEnded = true }
            switch chunk.type {
            case .imageData:
                guard !imageDataEnded else { throw .malformedChunk(chunk: "IDAT", reason: "IDAT chunks are not consecutive") }
                guard compressed.count + data.count <= limits.maximumDecompressedBytes else {
                    throw .imageDataTooLarge(bytes: compressed.count + data.count, limit: limits.maximumDecompressedBytes)
                }
                sawImageData = true
                compressed.append(contentsOf: data)
            case .end:
                break chunks
            case .header:
                throw .malformedChunk(chunk: "IHDR", reason: "appears twice")
            case .palette:
                guard !sawImageData else { throw .malformedChunk(chunk: "PLTE", reason: "after IDAT") }
                guard palette == nil, !sawTransparency else { throw .malformedChunk(chunk: "PLTE", reason: "appears twice or after tRNS") }
                guard header.colorType != PNGFormat.colorTypeGrey, header.colorType != PNGFormat.colorTypeGreyAlpha else {
                    throw .malformedChunk(chunk: "PLTE", reason: "not allowed in a grey image")
                }
                // A suggested palette for a truecolour image is checked but otherwise unused.
                palette = try PNGPalette(entries: data)
            case .transparency:
                guard chunk.checksumMatches else { throw .badChecksum(chunk: "tRNS") }
                guard !sawImageData else { throw .malformedChunk(chunk: "tRNS", reason: "after IDAT") }
                guard !sawTransparency else { throw .malformedChunk(chunk: "tRNS", reason: "appears twice") }
                sawTransparency = true
                if isPalette {
                    guard let entries = palette else { throw .malformedChunk(chunk: "tRNS", reason: "before PLTE") }
                    palette = try entries.applyingAlphas(data)
                } else {
                    colorKey = try PNGColorKey(transparency: data, colorType: header.colorType)
                }
            case .animationControl, .frameControl, .frameData:
                animationChunks.append((chunk, !sawImageData))
            default:
                guard chunk.type.isAncillary else { throw .unsupportedChunk(chunk: chunk.type.description) }
            }
        }
        guard sawImageData else { throw .missingChunk("IDAT") }
        if isPalette {
            guard palette != nil else { throw .missingChunk("PLTE") }
        } else {
            palette = nil
        }
    }
}
