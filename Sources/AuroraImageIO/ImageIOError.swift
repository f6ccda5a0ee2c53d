/// The errors image encoding and decoding report.

/// Why an image could not be encoded, decoded, read or written.
public enum ImageIOError: Error, Hashable, Sendable, CustomStringConvertible {
    /// zlib reported a failure while compressing (its return code).
    case compressionFailed(code: Int32)
    /// The compressed image data is not a valid zlib stream (zlib's return code).
    case decompressionFailed(code: Int32)
    /// The encoded image could not be written to a file.
    case fileWriteFailed(path: String, reason: String)
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
    /// A PNG colour type this decoder does not read (PNG's code: 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA).
    case unsupportedColorType(UInt8)
    /// A bit depth this decoder does not read for its colour type.
    case unsupportedBitDepth(UInt8)
    /// An interlace method this decoder does not read (1 is Adam7).
    case unsupportedInterlace(UInt8)
    /// Image dimensions that are zero or exceed `Pixmap`'s limits.
    case invalidSize(width: Int, height: Int)
    /// A row starts with a filter type outside 0...4.
    case invalidFilter(type: UInt8, row: Int)
    /// The decompressed image data is shorter or longer than the header's size implies.
    case imageDataSizeMismatch(expected: Int, actual: Int)

    /// A one-line explanation for logs and test failures.
    public var description: String {
        switch self {
        case .compressionFailed(let code): return "zlib compression failed (code \(code))"
        case .decompressionFailed(let code): return "the image data is not a valid zlib stream (code \(code))"
        case .fileWriteFailed(let path, let reason): return "cannot write \(path): \(reason)"
        case .fileReadFailed(let path, let reason): return "cannot read \(path): \(reason)"
        case .notPNG: return "not a PNG file (bad signature)"
        case .truncated(let part): return "the data ends inside \(part)"
        case .badChecksum(let chunk): return "chunk \(chunk) has a bad CRC"
        case .malformedChunk(let chunk, let reason): return "malformed \(chunk) chunk: \(reason)"
        case .unsupportedChunk(let chunk): return "unsupported critical chunk \(chunk)"
        case .unsupportedColorType(let type): return "unsupported PNG colour type \(type) (only 2 = RGB and 6 = RGBA are read)"
        case .unsupportedBitDepth(let depth): return "unsupported PNG bit depth \(depth) (only 8 is read)"
        case .unsupportedInterlace(let method): return "unsupported PNG interlace method \(method) (only 0 = none is read)"
        case .invalidSize(let width, let height): return "invalid image size \(width)×\(height)"
        case .invalidFilter(let type, let row): return "row \(row) has unknown filter type \(type)"
        case .imageDataSizeMismatch(let expected, let actual): return "image data holds \(actual) bytes, expected \(expected)"
        }
    }
}
