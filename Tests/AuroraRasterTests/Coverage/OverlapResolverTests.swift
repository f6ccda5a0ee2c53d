import AuroraGeometry
@testable import AuroraRaster
import Foundation
import Testing

/// Overlapping pieces of one path cover their union, not the sum of their areas (issue 21):
/// two coincident circles' edge pixels were twice as opaque as one circle's.
struct OverlapResolverTests {
    private func render(size: Int, scale: CGFloat = 1, threads: Int = 1, _ draw: (RasterContext) -> Void) -> Pixmap {
        let context = try! RasterContext(width: size, height: size, threads: threads)
        context.transform = CGAffineTransform(scaleX: scale, y: scale)
        // The same outline at every scale: curves flattened within the same tolerance in user space.
        context.tolerance *= scale
        draw(context)
        return context.pixmap
    }

    private func circle(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat) -> BezierPath {
        var path = BezierPath()
        path.addEllipse(in: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
        return path
    }

    /// The alpha of every pixel of `size`², from a render `factor` times larger (of the same
    /// outline) averaged over each pixel's block: the union's area to within the large render's
    /// own edge pixels.
    private func supersampled(size: Int, factor: Int, _ draw: (RasterContext) -> Void) -> [Double] {
        let large = render(size: size * factor, scale: CGFloat(factor), draw)
        var alphas = [Double](repeating: 0, count: size * size)
        for y in 0..<(size * factor) {
            for x in 0..<(size * factor) {
                alphas[(y / factor) * size + x / factor] += Double(large.pixel(x: x, y: y).alpha)
            }
        }
        return alphas.map { $0 / Double(factor * factor) }
    }

    private func largestDifference(_ pixmap: Pixmap, _ reference: [Double], size: Int) -> Double {
        var worst = 0.0
        for y in 0..<size {
            for x in 0..<size {
                worst = max(worst, abs(Double(pixmap.pixel(x: x, y: y).alpha) - reference[y * size + x]))
            }
        }
        return worst
    }

    @Test(arguments: [1, 2])
    func coincidentCirclesRenderLikeOneCircle(threads: Int) {
        var twice = circle(12, 12, 7.3)
        twice.addPath(circle(12, 12, 7.3))
        let once = render(size: 24, threads: threads) { $0.fill(circle(12, 12, 7.3), with: .color(.white)) }
        let doubled = render(size: 24, threads: threads) { $0.fill(twice, with: .color(.white)) }
        // Without the union, a half-covered edge pixel (about 128) came out 255.
        for y in 0..<24 {
            for x in 0..<24 { #expect(doubled.pixel(x: x, y: y) == once.pixel(x: x, y: y), "pixel \(x), \(y)") }
        }
        let evenOdd = render(size: 24, threads: threads) { $0.fill(twice, with: .color(.white), fillRule: .evenOdd) }
        for y in 0..<24 {
            for x in 0..<24 { #expect(evenOdd.pixel(x: x, y: y).alpha == 0, "pixel \(x), \(y)") }
        }
    }

    @Test func overlappingCirclesCoverTheirUnion() {
        var path = circle(11, 12, 7)
        path.addPath(circle(15.5, 13, 6.2))
        let pixmap = render(size: 24) { $0.fill(path, with: .color(.white)) }
        let reference = supersampled(size: 24, factor: 16) { $0.fill(path, with: .color(.white)) }
        // The reference's own error is its large render's edge pixels, a sixteenth of a pixel wide.
        #expect(largestDifference(pixmap, reference, size: 24) <= 4)
    }
}
