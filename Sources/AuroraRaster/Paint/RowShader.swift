/// The per-pixel paint interface: shading a device row span into premultiplied words, and compositing it.
import AuroraGeometry
import Foundation

/// A paint that produces premultiplied RGBA8 words for the pixel centres `(x + 0.5, y + 0.5)`
/// of a device row span. Shaders are immutable values and may shade from several threads at once.
package protocol RowShader: Sendable {
    /// Whether every word the shader produces is opaque (alpha 255).
    var isOpaque: Bool { get }

    /// Writes the words of the pixels `x ..< x + count` of device row `y` to `output`.
    func shadeRow(x: Int, y: Int, count: Int, into output: UnsafeMutablePointer<UInt32>)
}

extension RowShader {
    /// Shades the span `x ..< x + count` of row `y` and composites it onto `destination` (the
    /// words of that span) with `mode` and optional per-pixel `coverage`, as `BlendKernel.blend`.
    ///
    /// An opaque shader under `.normal` or `.copy` with full coverage writes straight into the
    /// destination; otherwise the span is shaded into a stack buffer in chunks of up to 4,096
    /// words, a whole row of any phone screen: a shader with set-up per call (a mesh gradient
    /// walks the cells of the row) pays it once a row, not once every 256 pixels.
    package func compositeRow(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>?, mode: BlendMode,
                              destination: UnsafeMutablePointer<UInt32>) {
        guard count > 0 else { return }
        if coverage == nil && (mode == .copy || (mode == .normal && isOpaque)) {
            shadeRow(x: x, y: y, count: count, into: destination)
            return
        }
        let chunk = min(count, 4096)
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: chunk) { buffer in
            guard let scratch = buffer.baseAddress else { return }
            var done = 0
            while done < count {
                let n = min(chunk, count - done)
                shadeRow(x: x + done, y: y, count: n, into: scratch)
                BlendKernel.blend(mode, source: scratch, coverage: coverage.map { $0 + done },
                                  destination: destination + done, count: n)
                done += n
            }
        }
    }
}

/// The shader for a paint source, with `userToDevice` the fill's current transform and
/// `opacity` multiplied into every word; `nil` for `.solid`, whose single premultiplied word
/// the caller uses directly (`color.withOpacity(opacity).pixel.word`). `canvas`, the device
/// pixels drawn, lets an image pattern keep its resampled pixels there across frames.
package func makeRowShader(for source: PaintSource, userToDevice: CGAffineTransform, opacity: Float,
                           canvas: PixelRect? = nil) -> (any RowShader)? {
    switch source {
    case .solid: nil
    case .gradient(let gradient): GradientShader(gradient, userToDevice: userToDevice, opacity: opacity)
    case .image(let pattern): ImagePatternShader(pattern, userToDevice: userToDevice, opacity: opacity, canvas: canvas)
    case .custom(let paint): CustomPaintShader(paint, userToDevice: userToDevice, opacity: opacity)
    case .mesh(let mesh): MeshGradientShader(mesh, userToDevice: userToDevice, opacity: opacity)
    }
}
