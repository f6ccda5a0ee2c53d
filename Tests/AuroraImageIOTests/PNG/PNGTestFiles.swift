/// Helpers for PNG tests: test pixmaps, a chunk parser with its own CRC, and a PNG builder.
@testable import AuroraImageIO
import AuroraRaster
import AuroraTestSupport

enum PNGTestFiles {
    /// A pixmap of valid premultiplied pixels (each colour channel at most alpha); `opaque` forces alpha 255.
    static func randomPixmap(width: Int, height: Int, opaque: Bool, seed: UInt64) throws -> Pixmap {
        var generator = SeededGenerator(seed: seed)
        var pixmap = try Pixmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let alpha = opaque ? 255 : UInt8.random(in: 0...255, using: &generator)
                func channel() -> UInt8 { UInt8.random(in: 0...alpha, using: &generator) }
                pixmap.setPixel(PremultipliedPixel(red: channel(), green: channel(), blue: channel(), alpha: alpha), x: x, y: y)
            }
        }
        return pixmap
    }

    /// A smooth opaque gradient with a few hard edges, the kind of image filters help most.
    static func gradientPixmap(width: Int, height: Int) throws -> Pixmap {
        var pixmap = try Pixmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let edge: UInt8 = (x / 7 + y / 5) % 3 == 0 ? 90 : 0
                pixmap.setPixel(PremultipliedPixel(red: UInt8(truncatingIfNeeded: x * 3) &+ edge, green: UInt8(truncatingIfNeeded: y * 2),
                                                   blue: UInt8(truncatingIfNeeded: x + y), alpha: 255), x: x, y: y)
            }
        }
        return pixmap
    }

    /// One parsed chunk.
    struct Chunk {
        var type: String
        var data: [UInt8]
        var storedCRC: UInt32
        /// The CRC-32 of type and data, computed bit by bit (independent of zlib).
        var computedCRC: UInt32 { crc32(Array(type.utf8) + data) }
    }

    /// The chunks of a PNG file after its signature; `nil` when the structure is broken.
    static func chunks(of bytes: [UInt8]) -> [Chunk]? {
        var offset = 8, result: [Chunk] = []
        while offset + 12 <= bytes.count {
            let length = Int(bigEndian(bytes, offset))
            guard offset + 12 + length <= bytes.count else { return nil }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            result.append(Chunk(type: type, data: Array(bytes[offset + 8..<offset + 8 + length]),
                                storedCRC: bigEndian(bytes, offset + 8 + length)))
            offset += 12 + length
        }
        return offset == bytes.count ? result : nil
    }

    static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// Reflected CRC-32 (polynomial 0xEDB88320), as PNG specifies.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// A PNG file with the given header fields and raw (already filtered) scanline bytes.
    static func makePNG(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6,
                        interlace: UInt8 = 0, scanlines: [UInt8], extraChunks: [(PNGChunkType, [UInt8])] = []) throws -> [UInt8] {
        var header: [UInt8] = []
        header.appendBigEndian(width)
        header.appendBigEndian(height)
        header += [bitDepth, colorType, 0, 0, interlace]
        var writer = PNGChunkWriter(expectedSize: 1024)
        writer.appendChunk(.header, data: header)
        for (type, data) in extraChunks { writer.appendChunk(type, data: data) }
        writer.appendChunk(.imageData, data: try deflate(scanlines))
        writer.appendChunk(.end, data: [])
        return writer.bytes
    }

    /// `bytes` compressed as one zlib stream.
    static func deflate(_ bytes: [UInt8]) throws -> [UInt8] {
        var stream = try DeflateStream(level: 6, strategy: 0, blockSize: 4096)
        var output: [UInt8] = []
        try bytes.withUnsafeBufferPointer { buffer in
            try stream.write(buffer) { output += $0 }
        }
        try stream.finish { output += $0 }
        return output
    }

    /// Rewrites every chunk's CRC so a mutation inside a chunk reaches the layers behind the CRC check.
    static func fixingCRCs(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes, offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bigEndian(bytes, offset))
            guard length <= bytes.count, offset + 12 + length <= bytes.count else { break }
            let crc = crc32(Array(bytes[offset + 4..<offset + 8 + length]))
            for index in 0..<4 { bytes[offset + 8 + length + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
            offset += 12 + length
        }
        return bytes
    }
}
