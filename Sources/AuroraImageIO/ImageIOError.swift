/// The errors image encoding and decoding report.
import AuroraGeometry

/// Why an image could not be encoded, decoded, read or written.
public enum ImageIOError: Error, Hashable, Sendable, CustomStringConvertible {
    /// zlib reported a failure while compressing (its return code).
    case compressionFailed(code: Int32)
    /// The compressed image data is not a valid zlib stream (zlib's return code).
    case decompressionFailed(code: Int32)
    /// The encoded image could not be written to a file.
    case fileWriteFailed(path: String, reason: String)
    /// The output path names a directory, which is never replaced by a file.
    case outputIsDirectory(path: String)
    /// A file could not be read.
    case fileReadFailed(path: String, reason: String)
    /// The data does not start with the PNG signature.
    case notPNG
    /// The data ends in the middle of `part` (a chunk, the image data, …).
    case truncated(part: String)
    /// A chunk's stored CRC does not match its contents.
    case badChecksum(chunk: String)
    /// A chunk breaks the PNG format (`reason` says how).
    case malformedChunk(chunk: String, reason: String)
    /// An unknown critical chunk, which a decoder must not skip.
    case unsupportedChunk(chunk: String)
    /// A PNG colour type that does not exist (PNG's codes: 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA).
    case unsupportedColorType(UInt8)
    /// A bit depth PNG does not allow for the colour type (1, 2, 4, 8, 16 for grey; 8, 16 for RGB and alpha types; up to 8 for palette).
    case unsupportedBitDepth(UInt8, colorType: UInt8)
    /// An interlace method this decoder does not read (1 is Adam7).
    case unsupportedInterlace(UInt8)
    /// Image dimensions that are zero or exceed `Pixmap`'s limits.
    case invalidSize(width: Int, height: Int)
    /// A side longer than `ImageDecodingLimits.maximumSide`.
    case imageTooLarge(width: Int, height: Int, maximumSide: Int)
    /// Image data (decompressed samples or decoded pixels) larger than `ImageDecodingLimits.maximumDecompressedBytes`.
    case imageDataTooLarge(bytes: Int, limit: Int)
    /// A chunk the image needs (IHDR, PLTE for palette images, IDAT, IEND) is absent.
    case missingChunk(String)
    /// A palette image uses an index with no palette entry.
    case paletteIndexOutOfRange(index: UInt8, paletteSize: Int)
    /// A row starts with a filter type outside 0...4.
    case invalidFilter(type: UInt8, row: Int)
    /// The decompressed image data is shorter or longer than the header's size implies.
    case imageDataSizeMismatch(expected: Int, actual: Int)
    /// The data does not start with a JPEG start-of-image marker (FF D8).
    case notJPEG
    /// A JPEG coding feature this decoder does not read (arithmetic coding, 12-bit samples, lossless, hierarchical, …).
    case unsupportedJPEGFeature(String)
    /// A JPEG marker segment breaks the format (`reason` says how); `marker` names it (`SOF0`, `DHT`, …).
    case malformedJPEGSegment(marker: String, reason: String)
    /// A segment or table the image needs (a frame header, a scan, a Huffman or quantisation table) is absent.
    case missingJPEGPart(String)
    /// The entropy-coded data holds a bit pattern no Huffman table defines, or a value out of range.
    case corruptJPEGData(String)
    /// An animation was given no frames to encode.
    case noFrames
    /// An APNG's frame count was announced before its frames (`announced`, nil when not) and differs
    /// from the frames written, on an output that cannot go back to correct it (a pipe).
    case frameCountMismatch(announced: Int?, written: Int)
    /// An animation frame's size differs from the first frame's.
    case frameSizeMismatch(index: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)

    /// A one-line explanation for logs and test failures.
    public var description: String {
        switch self {
        case .compressionFailed(let code): return "zlib compression failed (code \(code))"
        case .decompressionFailed(let code): return "the image data is not a valid zlib stream (code \(code))"
        case .fileWriteFailed(let path, let reason): return "cannot write \(path.echoed()): \(reason)"
        case .outputIsDirectory(let path): return "cannot write \(path.echoed()): it is a directory (name a file, or - for standard output)"
        case .fileReadFailed(let path, let reason): return "cannot read \(path.echoed()): \(reason)"
        case .notPNG: return "not a PNG file (bad signature)"
        case .truncated(let part): return "the data ends inside \(part)"
        case .badChecksum(let chunk): return "chunk \(chunk) has a bad CRC"
        case .malformedChunk(let chunk, let reason): return "malformed \(chunk) chunk: \(reason)"
        case .unsupportedChunk(let chunk): return "unsupported critical chunk \(chunk)"
        case .unsupportedColorType(let type): return "unknown PNG colour type \(type) (PNG has 0, 2, 3, 4 and 6)"
        case .unsupportedBitDepth(let depth, let type): return "bit depth \(depth) is not allowed for PNG colour type \(type)"
        case .unsupportedInterlace(let method): return "unknown PNG interlace method \(method) (0 = none, 1 = Adam7)"
        case .invalidSize(let width, let height): return "invalid image size \(width)×\(height)"
        case .imageTooLarge(let width, let height, let side): return "image size \(width)×\(height) exceeds the limit of \(side) pixels a side"
        case .imageDataTooLarge(let bytes, let limit): return "the image needs \(bytes) bytes, more than the limit of \(limit)"
        case .missingChunk(let chunk): return "the required \(chunk) chunk is missing"
        case .paletteIndexOutOfRange(let index, let size): return "palette index \(index) is outside the \(size)-entry palette"
        case .invalidFilter(let type, let row): return "row \(row) has unknown filter type \(type)"
        case .imageDataSizeMismatch(let expected, let actual): return "image data holds \(actual) bytes, expected \(expected)"
        case .notJPEG: return "not a JPEG file (no start-of-image marker)"
        case .unsupportedJPEGFeature(let feature): return "unsupported JPEG feature: \(feature)"
        case .malformedJPEGSegment(let marker, let reason): return "malformed JPEG \(marker) segment: \(reason)"
        case .missingJPEGPart(let part): return "the JPEG file has no \(part)"
        case .corruptJPEGData(let reason): return "corrupt JPEG entropy-coded data: \(reason)"
        case .noFrames: return "an animation needs at least one frame"
        case .frameCountMismatch(let announced, let written):
            return "the APNG announced \(announced.map(String.init) ?? "no frame count") but has \(written) frames, "
                + "and its output cannot go back to correct that (announce the count when writing to a stream)"
        case .frameSizeMismatch(let index, let width, let height, let expectedWidth, let expectedHeight):
            return "frame \(index) is \(width)×\(height), but the animation is \(expectedWidth)×\(expectedHeight)"
        }
    }
}
