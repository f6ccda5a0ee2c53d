/// Resizing colour-glyph bitmaps (emoji strikes) to the text size: box halving, then bilinear filtering.
import AuroraRaster

/// Scales premultiplied bitmaps to a new size with bilinear filtering.
///
/// Emoji strikes are drawn for one size (Noto Color Emoji: 109 px per em) and shown at any
/// other. Bilinear filtering alone reads only 2 × 2 source pixels per output pixel, so a
/// strong reduction would skip source pixels and alias; the bitmap is first halved with a
/// 2 × 2 box filter until the remaining reduction is less than 2×, which keeps every source
/// pixel in the average.
package enum ColorBitmapScaler {
    /// `image` resampled to `width × height` pixels (at least 1 × 1, at most `Pixmap.maximumSide`).
    package static func scaled(_ image: Pixmap, width: Int, height: Int) -> Pixmap {
        let width = min(max(1, width), 4096), height = min(max(1, height), 4096)
        if width == image.width && height == image.height { return image }
        var source = image
        while source.width >= 2 * width && source.height >= 2 * height && source.width > 1 && source.height > 1 {
            source = halved(source)
        }
        return bilinear(source, width: width, height: height)
    }

    /// Each pixel the average of a 2 × 2 block (the last row or column of an odd size repeats).
    private static func halved(_ image: Pixmap) -> Pixmap {
        let w = max(1, image.width / 2), h = max(1, image.height / 2)
        guard var result = try? Pixmap(width: w, height: h) else { return image }
        let sw = image.width, sh = image.height
        image.withUnsafePixels { source in
            result.withUnsafeMutablePixels { out in
                for y in 0..<h {
                    let r0 = min(2 * y, sh - 1) * sw, r1 = min(2 * y + 1, sh - 1) * sw
                    for x in 0..<w {
                        let c0 = min(2 * x, sw - 1), c1 = min(2 * x + 1, sw - 1)
                        out[y * w + x] = average(source[r0 + c0], source[r0 + c1], source[r1 + c0], source[r1 + c1])
                    }
                }
            }
        }
        return result
    }

    /// The rounded average of four premultiplied words, channel by channel.
    @inline(__always)
    private static func average(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
        var word: UInt32 = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let sum = (a >> shift & 0xFF) + (b >> shift & 0xFF) + (c >> shift & 0xFF) + (d >> shift & 0xFF)
            word |= ((sum + 2) / 4) << shift
        }
        return word
    }

    /// Bilinear resampling with pixel centres aligned (output pixel centre ↦ source position).
    private static func bilinear(_ image: Pixmap, width: Int, height: Int) -> Pixmap {
        guard var result = try? Pixmap(width: width, height: height) else { return image }
        let sw = image.width, sh = image.height
        let sx = Float(sw) / Float(width), sy = Float(sh) / Float(height)
        image.withUnsafePixels { source in
            result.withUnsafeMutablePixels { out in
                for y in 0..<height {
                    let fy = min(max((Float(y) + 0.5) * sy - 0.5, 0), Float(sh - 1))
                    let y0 = Int(fy), y1 = min(y0 + 1, sh - 1), ty = fy - Float(y0)
                    for x in 0..<width {
                        let fx = min(max((Float(x) + 0.5) * sx - 0.5, 0), Float(sw - 1))
                        let x0 = Int(fx), x1 = min(x0 + 1, sw - 1), tx = fx - Float(x0)
                        out[y * width + x] = mix(source[y0 * sw + x0], source[y0 * sw + x1], source[y1 * sw + x0],
                                                 source[y1 * sw + x1], tx, ty)
                    }
                }
            }
        }
        return result
    }

    /// The bilinear blend of four premultiplied words at (`tx`, `ty`) between them.
    @inline(__always)
    private static func mix(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ tx: Float, _ ty: Float) -> UInt32 {
        let wa = (1 - tx) * (1 - ty), wb = tx * (1 - ty), wc = (1 - tx) * ty, wd = tx * ty
        var word: UInt32 = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let v = Float(a >> shift & 0xFF) * wa + Float(b >> shift & 0xFF) * wb
                + Float(c >> shift & 0xFF) * wc + Float(d >> shift & 0xFF) * wd
            word |= UInt32(min(max(v + 0.5, 0), 255)) << shift
        }
        return word
    }
}
