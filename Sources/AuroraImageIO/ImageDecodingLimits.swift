/// The bounds every image decoder checks before it allocates, so hostile files cost little.

/// How large an image a decoder accepts; checked against the file's header before any large allocation.
public struct ImageDecodingLimits: Hashable, Sendable {
    /// The longest side, in pixels, an image may have. Default: 16,384.
    public var maximumSide: Int
    /// The most bytes a decoder may inflate or allocate for one image: both the decompressed
    /// sample data and the decoded pixels (4 bytes each) must fit. Default: 512 MiB.
    public var maximumDecompressedBytes: Int

    /// Limits with the given bounds.
    public init(maximumSide: Int = 16_384, maximumDecompressedBytes: Int = 512 << 20) {
        self.maximumSide = maximumSide
        self.maximumDecompressedBytes = maximumDecompressedBytes
    }

    /// The default limits: 16,384 pixels a side, 512 MiB of image data.
    public static let `default` = ImageDecodingLimits()
}
