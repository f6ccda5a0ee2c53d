/// The errors image encoding and decoding report.

/// Why an image could not be encoded or decoded.
public enum ImageIOError: Error, Hashable, Sendable {
    /// zlib reported a failure (its return code).
    case compressionFailed(code: Int32)
}
