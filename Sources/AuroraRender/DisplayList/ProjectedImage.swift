/// `ProjectedImage`: resampling an image through a projective transform, by bilinear inverse mapping.
import AuroraGeometry
import AuroraRaster
import Foundation

/// Maps an image through a 3×3 projective transform (image pixels → canvas pixels): every
/// output pixel centre is mapped back through the inverse and the image is sampled there
/// bilinearly, transparent outside. Points whose forward `w` is not positive lie behind the
/// viewer and stay transparent.
enum ProjectedImage {
    /// The canvas pixels a `width × height` image can cover under `m`: the bounding box of its
    /// projected corners when all four lie in front of the viewer, else the whole `canvas`;
    /// `nil` when nothing of it lands on the canvas.
    static func coveredRect(of width: Int, _ height: Int, by m: ProjectionTransform, within canvas: PixelRect) -> PixelRect? {
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: width, y: 0), CGPoint(x: 0, y: height), CGPoint(x: width, y: height)]
        var box = CGRect.null
        for c in corners {
            guard m.m13 * c.x + m.m23 * c.y + m.m33 > 0 else { return canvas }
            let p = c.applying(m)
            guard p.x.isFinite, p.y.isFinite else { return canvas }
            box = box.union(CGRect(origin: p, size: .zero))
        }
        let limit = CGFloat(Pixmap.maximumSide)
        let x0 = max(-limit, box.minX - 1).rounded(.down), y0 = max(-limit, box.minY - 1).rounded(.down)
        let x1 = min(limit, box.maxX + 1).rounded(.up), y1 = min(limit, box.maxY + 1).rounded(.up)
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0)).intersection(canvas)
    }

    /// The pixels of `output` (canvas coordinates) of `image` mapped by `m`, as a pixmap of
    /// `output`'s size; `nil` for a singular transform.
    static func resample(_ image: Pixmap, by m: ProjectionTransform, into output: PixelRect, threads: Int) -> Pixmap? {
        let det = m.determinant
        guard det.isFinite, det != 0, var result = try? Pixmap(width: output.width, height: output.height) else { return nil }
        let inverse = m.inverted()
        // Double precision throughout: perspective division amplifies rounding near the horizon.
        let inv = (inverse.m11, inverse.m12, inverse.m13, inverse.m21, inverse.m22, inverse.m23, inverse.m31, inverse.m32, inverse.m33)
        let forward = (m.m13, m.m23, m.m33)
        let width = image.width, height = image.height, outWidth = output.width, origin = (Double(output.x), Double(output.y))
        image.withUnsafePixels { source in
            result.withUnsafeMutablePixels { target in
                guard let src = source.baseAddress, let dst = target.baseAddress else { return }
                let input = SendablePointer(readOnly: src), out = SendablePointer(dst)
                ParallelLoop.forEachChunk(count: output.height, threads: threads, chunksPerThread: 4) { rows in
                    for y in rows {
                        let qy = origin.1 + Double(y) + 0.5
                        let row = out.pointer + y * outWidth
                        for x in 0..<outWidth {
                            let qx = origin.0 + Double(x) + 0.5
                            let w = inv.2 * qx + inv.5 * qy + inv.8
                            let sx = (inv.0 * qx + inv.3 * qy + inv.6) / w
                            let sy = (inv.1 * qx + inv.4 * qy + inv.7) / w
                            guard sx.isFinite, sy.isFinite, forward.0 * sx + forward.1 * sy + forward.2 > 0 else { continue }
                            row[x] = sample(input.pointer, width: width, height: height, x: sx - 0.5, y: sy - 0.5)
                        }
                    }
                }
            }
        }
        return result
    }

    /// The bilinear sample at pixel-space `(x, y)` (pixel centres at integers), transparent outside.
    @inline(__always)
    private static func sample(_ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, x: Double, y: Double) -> UInt32 {
        guard x > -1, y > -1, x < Double(width), y < Double(height) else { return 0 }
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = Float(x - Double(x0)), fy = Float(y - Double(y0))
        func texel(_ px: Int, _ py: Int) -> SIMD4<Float> {
            guard px >= 0, py >= 0, px < width, py < height else { return .zero }
            let word = pixels[py * width + px]
            return SIMD4(Float(word & 0xff), Float((word >> 8) & 0xff), Float((word >> 16) & 0xff), Float(word >> 24))
        }
        let top = texel(x0, y0) * (1 - fx) + texel(x0 + 1, y0) * fx
        let bottom = texel(x0, y0 + 1) * (1 - fx) + texel(x0 + 1, y0 + 1) * fx
        let c = top * (1 - fy) + bottom * fy + 0.5
        return UInt32(c.x) | UInt32(c.y) << 8 | UInt32(c.z) << 16 | UInt32(c.w) << 24
    }
}
