/// `PixmapLayerSampler`: a layer rasterised into a pixmap, sampled bilinearly.
import AuroraRaster

/// A layer rasterised into a pixmap, sampled bilinearly.
///
/// The pixmap covers user space from `origin`, `scale` pixels per user-space unit: pixel `(i, j)`
/// has its centre at `origin + (i + 0.5, j + 0.5) / scale`. A sample at `p` blends the four pixels
/// whose centres surround `p` by the fractions of the distance to them (bilinear); a pixel outside the
/// pixmap is transparent, so the layer fades out over the half pixel past its edge. Channels are the
/// premultiplied bytes divided by 255.
public struct PixmapLayerSampler: LayerSampler, Sendable {
    /// The rasterised layer.
    public var pixmap: Pixmap
    /// The user-space position of the pixmap's top-left corner. Default: `(0, 0)`.
    public var origin: SIMD2<Float>
    /// Pixels per user-space unit. Default: 1.
    public var scale: Float

    /// A sampler of `pixmap`, whose top-left corner is at `origin` in user space, `scale` pixels a unit.
    public init(pixmap: Pixmap, origin: SIMD2<Float> = .zero, scale: Float = 1) {
        self.pixmap = pixmap
        self.origin = origin
        self.scale = scale
    }

    public func sample(_ position: SIMD2<Float>) -> SIMD4<Float> {
        let texel = (position - origin) * scale - 0.5
        guard texel.x.isFinite, texel.y.isFinite,
              texel.x > -2, texel.y > -2, texel.x < Float(pixmap.width) + 1, texel.y < Float(pixmap.height) + 1 else {
            return .zero
        }
        let x0 = texel.x.rounded(.down), y0 = texel.y.rounded(.down)
        let fx = texel.x - x0, fy = texel.y - y0
        let ix = Int(x0), iy = Int(y0)
        let top = read(ix, iy) * (1 - fx) + read(ix + 1, iy) * fx
        let bottom = read(ix, iy + 1) * (1 - fx) + read(ix + 1, iy + 1) * fx
        return top * (1 - fy) + bottom * fy
    }

    /// The pixel at `(x, y)` as 0…1 channels; transparent outside the pixmap.
    func read(_ x: Int, _ y: Int) -> SIMD4<Float> {
        guard x >= 0, y >= 0, x < pixmap.width, y < pixmap.height else { return .zero }
        let pixel = pixmap.pixel(x: x, y: y)
        return SIMD4(Float(pixel.red), Float(pixel.green), Float(pixel.blue), Float(pixel.alpha)) / 255
    }
}
