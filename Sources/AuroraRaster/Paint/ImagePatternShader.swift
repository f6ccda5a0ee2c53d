/// Shading of image patterns: nearest or bilinear sampling under any affine transform, edges clamped or tiled.
import AuroraGeometry
import Foundation

/// An image pattern prepared for one transform.
///
/// Bilinear sampling interpolates premultiplied values with pixel centres at `+0.5`. An untiled
/// image's neighbours beyond its edge are its edge pixels (clamp to edge), never transparency:
/// an opaque image scaled into a rectangle stays opaque up to the rectangle's edge, whose
/// anti-aliasing is the filled shape's coverage alone, as in Core Graphics. A tiled image's
/// neighbours wrap around. A non-invertible or non-finite transform paints nothing.
package struct ImagePatternShader: RowShader {
    private let image: Pixmap
    private let deviceToImage: CGAffineTransform
    private let isInvertible: Bool
    private let sampling: ImageSampling
    private let tiling: ImagePattern.Tiling
    private let opacity: Float
    /// Whether the pattern covers the plane with opaque pixels (an opaque image at full opacity,
    /// clamped or tiled, covers all of it).
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
        isOpaque = isInvertible && self.opacity == 1
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
        guard let (ix, iy, _, _) = sampler.cell(u, v) else { return 0 }
        let (x0, _, y0, _) = sampler.neighbours(ix, iy)
        let word = sampler.pixels[y0 * sampler.width + x0]
        return opacity == 1 ? word : PixelConversion.pack(PixelConversion.unpack(word) * opacity)
    }

    @inline(__always)
    private func bilinear(_ sampler: Sampler, _ u: Double, _ v: Double) -> UInt32 {
        guard let (ix, iy, fx, fy) = sampler.cell(u - 0.5, v - 0.5) else { return 0 }
        let (x0, x1, y0, y1) = sampler.neighbours(ix, iy)
        let row0 = sampler.pixels + y0 * sampler.width, row1 = sampler.pixels + y1 * sampler.width
        let p00 = PixelConversion.unpack(row0[x0]), p10 = PixelConversion.unpack(row0[x1])
        let p01 = PixelConversion.unpack(row1[x0]), p11 = PixelConversion.unpack(row1[x1])
        let top = p00 * (1 - fx) + p10 * fx, bottom = p01 * (1 - fx) + p11 * fx
        return PixelConversion.pack((top * (1 - fy) + bottom * fy) * opacity)
    }

    /// Finds the pixels around a point of image space: clamped to the edges of an untiled image,
    /// wrapped around a tiled one.
    private struct Sampler {
        let pixels: UnsafePointer<UInt32>
        let width: Int, height: Int
        let tiling: ImagePattern.Tiling

        /// The pixel cell holding image point `(u, v)` (`floor` of each) and the point's
        /// fractions across it; `nil` for a non-finite point or, tiled, one beyond ±2⁵⁰ (where a
        /// tiled image's pixels are no longer resolved). Untiled, a point further than a pixel
        /// outside the image is first pulled to that distance: every neighbour there is an edge
        /// pixel anyway, and the cell stays well inside `Int`'s range.
        @inline(__always)
        func cell(_ u: Double, _ v: Double) -> (Int, Int, Float, Float)? {
            var u = u, v = v
            switch tiling {
            case .clamp:
                guard u.isFinite, v.isFinite else { return nil }
                u = Swift.min(Swift.max(u, -1), Double(width))
                v = Swift.min(Swift.max(v, -1), Double(height))
            case .repeat:
                let limit = 0x1p50
                guard u > -limit, v > -limit, u < limit, v < limit else { return nil }
            }
            let ix = floorToInt(u), iy = floorToInt(v)
            return (ix, iy, Float(u - Double(ix)), Float(v - Double(iy)))
        }

        /// `floor(x)` for `x` well inside `Int`'s range, without the libm call `rounded(.down)` makes.
        @inline(__always)
        private func floorToInt(_ x: Double) -> Int {
            let truncated = Int(x)
            return Double(truncated) > x ? truncated - 1 : truncated
        }

        /// The columns `x, x + 1` and rows `y, y + 1` of a cell as pixel indices: clamped into an
        /// untiled image, wrapped into a tiled one (one division per axis).
        @inline(__always)
        func neighbours(_ x: Int, _ y: Int) -> (Int, Int, Int, Int) {
            guard tiling == .repeat else {
                let lastColumn = width - 1, lastRow = height - 1
                return (Swift.min(Swift.max(x, 0), lastColumn), Swift.min(Swift.max(x + 1, 0), lastColumn),
                        Swift.min(Swift.max(y, 0), lastRow), Swift.min(Swift.max(y + 1, 0), lastRow))
            }
            var x0 = x % width, y0 = y % height
            if x0 < 0 { x0 += width }
            if y0 < 0 { y0 += height }
            return (x0, x0 + 1 == width ? 0 : x0 + 1, y0, y0 + 1 == height ? 0 : y0 + 1)
        }
    }
}
