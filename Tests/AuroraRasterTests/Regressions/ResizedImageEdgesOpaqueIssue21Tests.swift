/// Issue 21: an image resampled into a rectangle keeps opaque edges; only the rectangle's own coverage anti-aliases them.
import AuroraGeometry
import Foundation
import Testing
@testable import AuroraRaster

@Suite("Resized image edges (issue 21)")
struct ResizedImageEdgesOpaqueIssue21Tests {
    /// A 3×3 opaque image, every pixel a different colour.
    static func image() throws -> Pixmap {
        var bytes: [UInt8] = []
        for index in 0..<9 { bytes += [UInt8(index * 28), UInt8(255 - index * 20), UInt8(index % 3 * 100), 255] }
        return try Pixmap(width: 3, height: 3, premultipliedRGBA: bytes)
    }

    /// The alpha of every pixel of `pixmap`, row by row.
    static func alphas(_ pixmap: Pixmap) -> [UInt8] {
        (0..<pixmap.height).flatMap { y in (0..<pixmap.width).map { x in pixmap.pixel(x: x, y: y).alpha } }
    }

    @Test("scaled by non-integer factors into whole pixels: opaque on every pixel of the rectangle, clear outside",
          arguments: [ImageSampling.bilinear, .nearest])
    func scaledIntoWholePixels(sampling: ImageSampling) throws {
        let image = try Self.image()
        // 3 pixels onto 13 × 10: factors 4.33… and 3.33…, the rectangle from (2, 3) to (15, 13).
        let placement = CGAffineTransform(a: 13.0 / 3, b: 0, c: 0, d: 10.0 / 3, tx: 2, ty: 3)
        for mode in RenderModes.all {
            let context = try RasterContext(width: 18, height: 16, threads: mode.threads)
            context.bandHeight = mode.bandHeight
            context.draw(image, transform: placement, sampling: sampling)
            let pixmap = context.pixmap
            for y in 0..<pixmap.height {
                for x in 0..<pixmap.width {
                    let inside = (2..<15).contains(x) && (3..<13).contains(y)
                    #expect(pixmap.pixel(x: x, y: y).alpha == (inside ? 255 : 0), "pixel (\(x), \(y))")
                }
            }
            // The corners are the image's corner pixels, unblended with anything beyond them.
            #expect(pixmap.pixel(x: 2, y: 3) == image.pixel(x: 0, y: 0))
            #expect(pixmap.pixel(x: 14, y: 12) == image.pixel(x: 2, y: 2))
        }
    }

    @Test("rotated: the edges are anti-aliased exactly as the rectangle's coverage")
    func rotatedEdgesFollowCoverage() throws {
        let image = try Self.image()
        let rotation = CGAffineTransform(translationX: 12, y: 2).rotated(by: .pi / 7)
        let placement = CGAffineTransform(scaleX: 11.0 / 3, y: 11.0 / 3).concatenating(rotation)
        let drawn = try RasterContext(width: 24, height: 24)
        drawn.draw(image, transform: placement)
        let covered = try RasterContext(width: 24, height: 24)
        covered.transform = rotation
        covered.fill(BezierPath(CGRect(x: 0, y: 0, width: 11, height: 11)), with: .color(.white))
        let alphas = Self.alphas(drawn.pixmap)
        #expect(alphas == Self.alphas(covered.pixmap))
        #expect(alphas.contains { $0 > 0 && $0 < 255 }, "a rotated edge has partly covered pixels")
        #expect(alphas.contains(255))
    }
}
