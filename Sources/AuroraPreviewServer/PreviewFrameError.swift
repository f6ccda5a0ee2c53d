/// Why a `PreviewFrame` cannot be encoded.
public enum PreviewFrameError: Error, Equatable, Sendable {
    /// Rect number `index` is not inside the canvas (or has a negative size).
    case rectOutsideCanvas(index: Int)
    /// Rect number `index` has `actual` bytes of pixels instead of `width * height * 4`.
    case wrongPixelCount(index: Int, expected: Int, actual: Int)
    /// The variant, sequence, canvas size or rect count does not fit in 32 bits.
    case valueOutOfRange
}
