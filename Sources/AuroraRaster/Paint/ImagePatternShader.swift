/// Shading of image patterns: nearest or bilinear sampling under any affine transform, clear or tiled outside.
import AuroraGeometry
import Foundation

/// An image pattern prepared for one transform.
///
/// Bilinear sampling interpolates premultiplied values with pixel centres at `+0.5`; outside an
/// untiled image the neighbours are transparent, which gives its edges a one-pixel anti-aliased
/// fringe. A non-invertible or non-finite transform paints nothing (transparent words).
package struct ImagePatternShader: RowShader {
    private let image: Pixmap
    private let deviceToImage: CGAffineTransform
    private let isInvertible: Bool
    private let sampling: ImageSampling
    private let tiling: ImagePattern.Tiling
    private let opacity: Float
    /// Whether the pattern covers the plane with opaque pixels (a tiled opaque image at full opacity).
    package let isOpaque: Bool

    /// Prepares `pattern` for drawing under `userToDevice`, with `opacity` (0…1) applied.
    package init(_ pattern: ImagePattern, userToDevice: CGAffineTransform, opacity: Float) {
        let full = pattern.transform.concatenating(userToDevice)
        let determinant = full.a * full.d - full.b * full.c
        isInvertible = determinant != 0 && determinant.isFinite && full.tx.isFinite && full.ty.isFinite
        let inverse = full.inverted()
        deviceToImage = inverse
        image = pattern.image
        tiling = pattern.tiling
        self.opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        // An integral translation puts pixel centres on pixel centres: bilinear equals nearest.
        let isIntegralTranslation = inverse.a == 1 && inverse.b == 0 && inverse.c == 0 && inverse.d == 1
            && inverse.tx == inverse.tx.rounded() && inverse.ty == inverse.ty.rounded()
        sampling = isIntegralTranslation ? .nearest : pattern.sampling
        isOpaque = isInvertible && pattern.tiling == .repeat && self.opacity == 1
            && pattern.image.withUnsafePixels { pixels in pixels.allSatisfy { $0 >> 24 == 0xFF } }
    }

    package func shadeRow(x: Int, y: Int, count: Int, into output: UnsafeMutablePointer<UInt32>) {
        guard count > 0 else { return }
        guard isInvertible else {
            output.update(repeating: 0, count: count)
            return
        }
        let m = deviceToImage
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let u0 = m.a * px + m.c * py + m.tx, v0 = m.b * px + m.d * py + m.ty
        image.withUnsafePixels { pixels in
            guard let base = pixels.baseAddress else { return }
            let sampler = Sampler(pixels: base, width: image.width, height: image.height, tiling: tiling)
            for i in 0..<count {
                let u = u0 + Double(i) * m.a, v = v0 + Double(i) * m.b
                output[i] = sampling == .nearest ? nearest(sampler, u, v) : bilinear(sampler, u, v)
            }
        }
    }

    @inline(__always)
    private func nearest(_ sampler: Sampler, _ u: Double, _ v: Double) -> UInt32 {
        guard let (ix, iy) = sampler.cell(u, v) else { return 0 }
        let (x0, _, y0, _) = sampler.neighbours(ix, iy)
        let word = sampler.word(x0, y0)
        return opacity == 1 ? word : PixelConversion.pack(PixelConversion.unpack(word) * opacity)
    }

    @inline(__always)
    private func bilinear(_ sampler: Sampler, _ u: Double, _ v: Double) -> UInt32 {
        guard let (ix, iy) = sampler.cell(u - 0.5, v - 0.5) else { return 0 }
        let fx = Float(u - 0.5 - Double(ix)), fy = Float(v - 0.5 - Double(iy))
        let (x0, x1, y0, y1) = sampler.neighbours(ix, iy)
        let p00 = PixelConversion.unpack(sampler.word(x0, y0)), p10 = PixelConversion.unpack(sampler.word(x1, y0))
        let p01 = PixelConversion.unpack(sampler.word(x0, y1)), p11 = PixelConversion.unpack(sampler.word(x1, y1))
        let top = p00 * (1 - fx) + p10 * fx, bottom = p01 * (1 - fx) + p11 * fx
        return PixelConversion.pack((top * (1 - fy) + bottom * fy) * opacity)
    }

    /// Reads pixels by integer coordinates: transparent outside an untiled image, wrapped around a tiled one.
    private struct Sampler {
        let pixels: UnsafePointer<UInt32>
        let width: Int, height: Int
        let tiling: ImagePattern.Tiling

        /// The pixel cell holding image point `(u, v)` (`floor` of each), `nil` where the
        /// point is so far outside an untiled image that all its neighbours are clear, or is
        /// non-finite or beyond ±2⁵⁰ (where a tiled image's pixels are no longer resolved).
        @inline(__always)
        func cell(_ u: Double, _ v: Double) -> (Int, Int)? {
            switch tiling {
            case .none:
                guard u >= -1, v >= -1, u < Double(width) + 1, v < Double(height) + 1 else { return nil }
            case .repeat:
                let limit = 0x1p50
                guard u > -limit, v > -limit, u < limit, v < limit else { return nil }
            }
            return (floorToInt(u), floorToInt(v))
        }

        /// `floor(x)` for `x` well inside `Int`'s range, without the libm call `rounded(.down)` makes.
        @inline(__always)
        private func floorToInt(_ x: Double) -> Int {
            let truncated = Int(x)
            return Double(truncated) > x ? truncated - 1 : truncated
        }

        /// The columns `x, x + 1` and rows `y, y + 1` of a cell, wrapped into a tiled image (one
        /// division per axis); left as they are for an untiled one.
        @inline(__always)
        func neighbours(_ x: Int, _ y: Int) -> (Int, Int, Int, Int) {
            guard tiling == .repeat else { return (x, x + 1, y, y + 1) }
            var x0 = x % width, y0 = y % height
            if x0 < 0 { x0 += width }
            if y0 < 0 { y0 += height }
            return (x0, x0 + 1 == width ? 0 : x0 + 1, y0, y0 + 1 == height ? 0 : y0 + 1)
        }

        /// The pixel at `(x, y)`: coordinates from `neighbours`, transparent outside an untiled image.
        @inline(__always)
        func word(_ x: Int, _ y: Int) -> UInt32 {
            guard x >= 0, y >= 0, x < width, y < height else { return 0 }
            return pixels[y * width + x]
        }
    }
}
