/// Walks the chunks of a PNG file with bounds-checked reads, verifying each chunk's CRC.
import CZlib

/// One chunk of a PNG file: its type and where its data lies in the file.
struct PNGChunk {
    /// The chunk type.
    var type: PNGChunkType
    /// The byte range of the chunk's data within the file.
    var data: Range<Int>
    /// Whether the stored CRC matches (always true for a critical chunk: a mismatch there is an error).
    var checksumMatches = true
}

/// Reads a PNG file's chunks in order; every read is checked against the end of the data.
struct PNGChunkReader {
    private let bytes: [UInt8]
    private var offset: Int

    /// A reader positioned after the signature, or `ImageIOError.notPNG`.
    init(_ bytes: [UInt8]) throws(ImageIOError) {
        guard bytes.count >= PNGFormat.signature.count, bytes.prefix(PNGFormat.signature.count).elementsEqual(PNGFormat.signature) else {
            throw .notPNG
        }
        self.bytes = bytes
        offset = PNGFormat.signature.count
    }

    /// The next chunk, with its CRC checked; throws `.truncated` at the end of the data.
    ///
    /// A bad CRC in a critical chunk is an error; in an ancillary chunk it only marks the chunk,
    /// which the decoder then skips unless it needs its contents (as libpng does by default).
    mutating func next() throws(ImageIOError) -> PNGChunk {
        guard let length = readUInt32(at: offset), let code = readUInt32(at: offset + 4) else {
            throw .truncated(part: "a chunk header")
        }
        let type = PNGChunkType(code: code)
        guard Int(length) <= PNGFormat.maximumChunkLength else {
            throw .malformedChunk(chunk: type.description, reason: "length \(length) exceeds 2³¹ − 1")
        }
        let dataStart = offset + 8, dataEnd = dataStart + Int(length)
        guard let storedCRC = readUInt32(at: dataEnd) else { throw .truncated(part: "chunk \(type)") }
        let crc = bytes.withUnsafeBufferPointer { buffer in
            // `dataEnd + 4 <= count` was checked by the CRC read above.
            crc32(0, buffer.baseAddress.map { $0 + offset + 4 }, UInt32(length) + 4)
        }
        let checksumMatches = UInt32(truncatingIfNeeded: crc) == storedCRC
        guard checksumMatches || type.isAncillary else { throw .badChecksum(chunk: type.description) }
        offset = dataEnd + 4
        return PNGChunk(type: type, data: dataStart..<dataEnd, checksumMatches: checksumMatches)
    }

    /// The big-endian 32-bit value at `position`, or `nil` past the end.
    private func readUInt32(at position: Int) -> UInt32? {
        guard position >= 0, position <= bytes.count - 4 else { return nil }
        return UInt32(bytes[position]) << 24 | UInt32(bytes[position + 1]) << 16
            | UInt32(bytes[position + 2]) << 8 | UInt32(bytes[position + 3])
    }
}
