/// Appends PNG chunks (length, type, data, CRC-32) to a growing byte array.
import CZlib

/// Builds a PNG file chunk by chunk; the CRC of each chunk is computed with zlib's `crc32`.
struct PNGChunkWriter {
    /// The file so far.
    private(set) var bytes: [UInt8]

    /// Starts a file with the PNG signature, reserving room for about `expectedSize` bytes.
    init(expectedSize: Int) {
        bytes = []
        bytes.reserveCapacity(expectedSize)
        bytes += PNGFormat.signature
    }

    /// Starts a run of chunks to go after others (no signature).
    init() {
        bytes = []
    }

    /// Appends the PNG signature.
    mutating func appendSignature() {
        bytes += PNGFormat.signature
    }

    /// Appends one chunk whose data is `data`.
    mutating func appendChunk(_ type: PNGChunkType, data: UnsafeRawBufferPointer) {
        precondition(data.count <= PNGFormat.maximumChunkLength, "chunk too long")
        bytes.appendBigEndian(UInt32(data.count))
        let typeBytes = type.bytes
        bytes += typeBytes
        var crc = typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, 4) }
        if let base = data.baseAddress, data.count > 0 {
            bytes.append(contentsOf: data)
            crc = crc32(crc, base.assumingMemoryBound(to: UInt8.self), UInt32(data.count))
        }
        bytes.appendBigEndian(UInt32(truncatingIfNeeded: crc))
    }

    /// Appends one chunk whose data is `data`.
    mutating func appendChunk(_ type: PNGChunkType, data: [UInt8]) {
        data.withUnsafeBytes { appendChunk(type, data: $0) }
    }
}
