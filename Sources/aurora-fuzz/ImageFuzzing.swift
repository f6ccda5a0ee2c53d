/// `ImageFuzzing`: animated PNG inputs — a seed, and checksums repaired so mutations reach the decoder.
// Built only for fuzzing: @testable import needs the debug build that Scripts/fuzz makes.
#if FUZZING
import AuroraImageIO
import AuroraRaster
import CZlib

/// Inputs for the APNG decoder.
enum ImageFuzzing {
    /// A 6×4 APNG of three translucent frames, each after the first storing only what changed.
    static let animation: [UInt8] = {
        // Fixed sizes and pixels: none of these steps can fail.
        let frames = (0..<3).map { index in
            var pixmap = try! Pixmap(width: 6, height: 4)
            pixmap.fill(PremultipliedPixel(red: 200, green: 30, blue: 10, alpha: 255))
            for x in index..<index + 3 { pixmap.setPixel(PremultipliedPixel(red: 0, green: 0, blue: 100, alpha: 128), x: x, y: 1) }
            return AnimationFrame(pixmap: pixmap, delay: .milliseconds(40 * (index + 1)))
        }
        return try! APNGEncoder().encode(frames)
    }()

    /// `bytes` with every whole chunk's CRC recomputed, so that a mutated frame control or
    /// sequence number is read instead of stopping at its checksum.
    static func fixingChecksums(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length <= bytes.count - offset - 12 else { break }
            let crc = bytes.withUnsafeBufferPointer { UInt32(truncatingIfNeeded: crc32(0, $0.baseAddress! + offset + 4, UInt32(length + 4))) }
            let end = offset + 8 + length
            bytes[end] = UInt8(crc >> 24); bytes[end + 1] = UInt8(crc >> 16 & 0xFF); bytes[end + 2] = UInt8(crc >> 8 & 0xFF); bytes[end + 3] = UInt8(crc & 0xFF)
            offset = end + 4
        }
        return bytes
    }
}
#endif
