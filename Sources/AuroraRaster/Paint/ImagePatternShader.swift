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
    /// The kept device pixels of this image under this transform, when they are cached.
    private let cached: ResampledImageCache.Entry?
    /// Whether the shader copies its pixels from `ResampledImageCache` where it can.
    var keepsResampledPixels: Bool { cached != nil }

    /// Prepares `pattern` for drawing under `userToDevice`, with `opacity` (0…1) applied. With a
    /// `canvas` (the device pixels drawn), an untiled image's pixels there are kept in
    /// `ResampledImageCache` and copied when the same image is drawn the same way again.
    package init(_ pattern: ImagePattern, userToDevice: CGAffineTransform, opacity: Float, canvas: PixelRect? = nil) {
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
        let opaqueCandidate = isInvertible && self.opacity == 1
        let image = pattern.image
        func scan() -> Bool { opaqueCandidate && image.withUnsafePixels { pixels in pixels.allSatisfy { $0 >> 24 == 0xFF } } }
        if let canvas, isInvertible, tiling == .clamp, let rect = Self.deviceRect(of: image, under: full, within: canvas),
           let entry = ResampledImageCache.shared.entry(for: .init(image, transform: full, sampling: sampling, opacity: self.opacity, rect: rect),
                                                        image: image, isOpaque: scan()) {
            cached = entry
            isOpaque = entry.isOpaque
        } else {
            cached = nil
            isOpaque = scan()
        }
    }

    /// The device pixels an untiled image covers under `transform` (its corners' bounding box,
    /// rounded out) within `canvas`; `nil` when none.
    private static func deviceRect(of image: Pixmap, under t: CGAffineTransform, within canvas: PixelRect) -> PixelRect? {
        let w = CGFloat(image.width), h = CGFloat(image.height)
        let xs = [t.tx, t.a * w + t.tx, t.c * h + t.tx, t.a * w + t.c * h + t.tx]
        let ys = [t.ty, t.b * w + t.ty, t.d * h + t.ty, t.b * w + t.d * h + t.ty]
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max(),
              x0 > -1e9, y0 > -1e9, x1 < 1e9, y1 < 1e9 else { return nil }
        let left = Int(x0.rounded(.down)), top = Int(y0.rounded(.down))
        let rect = PixelRect(x: left, y: top, width: Int(x1.rounded(.up)) - left, height: Int(y1.rounded(.up)) - top)
        return rect.intersection(canvas)
    }

    package func shadeRow(x: Int, y: Int, count: Int, into output: UnsafeMutablePointer<UInt32>) {
        guard count > 0 else { return }
        if let cached, cached.copy(x: x, y: y, count: count, into: output, shade: resample) { return }
        resample(x: x, y: y, count: count, into: output)
    }

    /// The words of the pixels `x ..< x + count` of device row `y`, sampled from the image.
    private func resample(x: Int, y: Int, count: Int, into output: UnsafeMutablePointer<UInt32>) {
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
            guard let (ix, fx) = cell(u, size: width), let (iy, fy) = cell(v, size: height) else { return nil }
            return (ix, iy, fx, fy)
        }

        /// `cell` along one axis of `size` pixels.
        @inline(__always)
        func cell(_ u: Double, size: Int) -> (Int, Float)? {
            var u = u
            switch tiling {
            case .clamp:
                guard u.isFinite else { return nil }
                u = Swift.min(Swift.max(u, -1), Double(size))
            case .repeat:
                let limit = 0x1p50
                guard u > -limit, u < limit else { return nil }
            }
            let i = floorToInt(u)
            return (i, Float(u - Double(i)))
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
            let (x0, x1) = neighbours(x, size: width), (y0, y1) = neighbours(y, size: height)
            return (x0, x1, y0, y1)
        }

        /// `neighbours` along one axis of `size` pixels.
        @inline(__always)
        func neighbours(_ i: Int, size: Int) -> (Int, Int) {
            guard tiling == .repeat else {
                let last = size - 1
                return (Swift.min(Swift.max(i, 0), last), Swift.min(Swift.max(i + 1, 0), last))
            }
            var i0 = i % size
            if i0 < 0 { i0 += size }
            return (i0, i0 + 1 == size ? 0 : i0 + 1)
        }
    }
}
