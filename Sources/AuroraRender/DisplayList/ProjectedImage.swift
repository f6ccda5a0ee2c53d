/// `ProjectedImage`: resampling an image through a projective transform, by bilinear inverse mapping.
import AuroraGeometry
import AuroraRaster
import Foundation

/// Maps an image through a 3×3 projective transform (image pixels → output pixels, same size
/// as the image): every output pixel centre is mapped back through the inverse and the image
/// is sampled there bilinearly, transparent outside. Points whose forward `w` is not positive
/// lie behind the viewer and stay transparent.
enum ProjectedImage {
    static func resample(_ image: Pixmap, by m: ProjectionTransform, threads: Int) -> Pixmap? {
        let det = m.determinant
        guard det.isFinite, det != 0 else { return nil }
        let inverse = m.inverted()
        let width = image.width, height = image.height
        guard var output = try? Pixmap(width: width, height: height) else { return nil }
        let rows = rowRange(of: m, width: width, height: height)
        guard !rows.isEmpty else { return output }
        // Double precision throughout: perspective division amplifies rounding near the horizon.
        let f = (m.m13, m.m23, m.m33)
        let inv = (inverse.m11, inverse.m12, inverse.m13, inverse.m21, inverse.m22, inverse.m23, inverse.m31, inverse.m32, inverse.m33)
        image.withUnsafePixels { source in
            output.withUnsafeMutablePixels { target in
                guard let src = source.baseAddress, let dst = target.baseAddress else { return }
                let input = SendableWords(pointer: UnsafeMutablePointer(mutating: src)), out = SendableWords(pointer: dst)
                let chunk = max(1, rows.count / (threads * 4))
                let chunks = stride(from: rows.lowerBound, to: rows.upperBound, by: chunk).map { $0..<min($0 + chunk, rows.upperBound) }
                DispatchQueue.concurrentPerform(iterations: chunks.count) { index in
                    for y in chunks[index] {
                        let qy = Double(y) + 0.5
                        let row = out.pointer + y * width
                        for x in 0..<width {
                            let qx = Double(x) + 0.5
                            let w = inv.2 * qx + inv.5 * qy + inv.8
                            let sx = (inv.0 * qx + inv.3 * qy + inv.6) / w
                            let sy = (inv.1 * qx + inv.4 * qy + inv.7) / w
                            guard sx.isFinite, sy.isFinite, f.0 * sx + f.1 * sy + f.2 > 0 else { continue }
                            row[x] = sample(input.pointer, width: width, height: height, x: sx - 0.5, y: sy - 0.5)
                        }
                    }
                }
            }
        }
        return output
    }

    /// The output rows the projected image can touch: those of the projected corners when all
    /// four lie in front of the viewer, otherwise every row.
    private static func rowRange(of m: ProjectionTransform, width: Int, height: Int) -> Range<Int> {
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: width, y: 0), CGPoint(x: 0, y: height), CGPoint(x: width, y: height)]
        var minY = CGFloat.infinity, maxY = -CGFloat.infinity
        for c in corners {
            guard m.m13 * c.x + m.m23 * c.y + m.m33 > 0 else { return 0..<height }
            let p = c.applying(m)
            guard p.y.isFinite else { return 0..<height }
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        let lo = max(0, Int(max(minY, -1).rounded(.down)) - 1), hi = min(height, Int(min(maxY, CGFloat(height) + 1).rounded(.up)) + 1)
        return lo < hi ? lo..<hi : 0..<0
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

/// A pixel pointer handed to the worker threads, each writing its own rows.
private struct SendableWords: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt32>
}
