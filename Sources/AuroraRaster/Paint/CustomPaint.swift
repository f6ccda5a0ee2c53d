/// `CustomPaint`: the per-pixel paint hook that shader and mesh-gradient paints plug into.

/// Paint computed by a function over batches of pixel positions.
///
/// The function receives pixel centres in the fill's user space (the inverse of the
/// context's transform at draw time applied) and writes one premultiplied colour, channels in
/// 0...1, for each. It runs on several threads at once, on batches of up to
/// `CustomPaint.maximumBatch` positions.
public struct CustomPaint: Sendable {
    /// The largest batch handed to the function.
    public static let maximumBatch = 256

    /// The function: positions in, premultiplied colours out (same count).
    public let shade: @Sendable (UnsafeBufferPointer<SIMD2<Float>>, UnsafeMutableBufferPointer<SIMD4<Float>>) -> Void

    /// Creates a paint from a batch function.
    public init(_ shade: @escaping @Sendable (UnsafeBufferPointer<SIMD2<Float>>, UnsafeMutableBufferPointer<SIMD4<Float>>) -> Void) {
        self.shade = shade
    }
}
