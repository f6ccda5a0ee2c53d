/// Decodes 8-bit RGB and RGBA, non-interlaced PNG files into premultiplied pixmaps.
import AuroraRaster

/// A minimal PNG reader: enough for Aurora's golden images and benchmark inputs.
///
/// Every read is bounds-checked; anything outside the supported subset or malformed gives a
/// typed `ImageIOError`, never a crash.
package enum PNGDecoder {
    /// The image in `bytes`, with straight alpha premultiplied (rounded to nearest).
    package static func decode(_ bytes: [UInt8]) throws(ImageIOError) -> Pixmap {
        var reader = try PNGChunkReader(bytes)
        let first = try reader.next()
        guard first.type == .header else {
            throw .malformedChunk(chunk: first.type.description, reason: "the first chunk must be IHDR")
        }
        let header = try readHeader(first, reader: reader)
        var compressed: [UInt8] = []
        chunks: while true {
            let chunk = try reader.next()
            switch chunk.type {
            case .imageData: reader.appendData(of: chunk, to: &compressed)
            case .end: break chunks
            case .header: throw .malformedChunk(chunk: "IHDR", reason: "appears twice")
            case .palette: continue
            default:
                guard chunk.type.isAncillary else { throw .unsupportedChunk(chunk: chunk.type.description) }
            }
        }
        guard !compressed.isEmpty else { throw .malformedChunk(chunk: "IDAT", reason: "missing") }

        let step = header.bytesPerPixel, rowBytes = header.width * step
        var samples = try InflateStream.inflate(compressed, expectedCount: header.height * (1 + rowBytes))
        var pixmap: Pixmap
        do { pixmap = try Pixmap(width: header.width, height: header.height) } catch {
            throw .invalidSize(width: header.width, height: header.height)
        }
        try pixmap.withUnsafeMutablePixels { (words) throws(ImageIOError) in try reconstruct(&samples, header: header, into: words) }
        return pixmap
    }

    /// The validated IHDR fields.
    private static func readHeader(_ chunk: PNGChunk, reader: PNGChunkReader) throws(ImageIOError) -> PNGHeader {
        guard chunk.data.count == 13,
              let width = reader.readUInt32(at: chunk.data.lowerBound),
              let height = reader.readUInt32(at: chunk.data.lowerBound + 4) else {
            throw .malformedChunk(chunk: "IHDR", reason: "length \(chunk.data.count), expected 13")
        }
        let field = { (index: Int) in reader.byte(at: chunk.data.lowerBound + index) }
        let header = PNGHeader(width: Int(width), height: Int(height), bitDepth: field(8),
                               colorType: field(9), interlace: field(12))
        guard header.width > 0, header.height > 0, header.width <= Pixmap.maximumSide,
              header.height <= Pixmap.maximumSide, header.width * header.height <= Pixmap.maximumArea else {
            throw .invalidSize(width: header.width, height: header.height)
        }
        guard header.colorType == PNGFormat.colorTypeRGB || header.colorType == PNGFormat.colorTypeRGBA else {
            throw .unsupportedColorType(header.colorType)
        }
        guard header.bitDepth == 8 else { throw .unsupportedBitDepth(header.bitDepth) }
        guard field(10) == 0 else { throw .malformedChunk(chunk: "IHDR", reason: "unknown compression method \(field(10))") }
        guard field(11) == 0 else { throw .malformedChunk(chunk: "IHDR", reason: "unknown filter method \(field(11))") }
        guard header.interlace == 0 else { throw .unsupportedInterlace(header.interlace) }
        return header
    }

    /// Unfilters every row of `samples` (filter byte + samples per row) and stores premultiplied words.
    private static func reconstruct(_ samples: inout [UInt8], header: PNGHeader,
                                    into words: UnsafeMutableBufferPointer<UInt32>) throws(ImageIOError) {
        let step = header.bytesPerPixel, width = header.width, rowBytes = width * step
        let zeroRow = [UInt8](repeating: 0, count: rowBytes)
        try samples.withUnsafeMutableBufferPointer { (buffer: inout UnsafeMutableBufferPointer<UInt8>) throws(ImageIOError) in
            guard let base = buffer.baseAddress, let output = words.baseAddress,
                  buffer.count == header.height * (1 + rowBytes), words.count == header.width * header.height else { return }
            try zeroRow.withUnsafeBufferPointer { (zeros: UnsafeBufferPointer<UInt8>) throws(ImageIOError) in
                guard let zeros = zeros.baseAddress else { return }
                for y in 0..<header.height {
                    let row = base + y * (1 + rowBytes)
                    guard let type = PNGFilterType(rawValue: row[0]) else { throw .invalidFilter(type: row[0], row: y) }
                    let prior = y == 0 ? zeros : UnsafePointer(row - rowBytes)
                    PNGRowUnfilter.unfilter(type, row: row + 1, prior: prior, count: rowBytes, bytesPerPixel: step)
                    if step == 4 {
                        AlphaConversion.premultiplyRGBA(row + 1, count: width, to: output + y * width)
                    } else {
                        AlphaConversion.opaqueRGB(row + 1, count: width, to: output + y * width)
                    }
                }
            }
        }
    }
}
