/// `BackdropImage`: the coarse grid's cells are the rounded means of their k × k source pixels, cut at the source's edges, with a copied border.
@testable import AuroraRender
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation
import Testing

@Suite struct BackdropImageTests {
    /// The mean of each channel over the cell `(u, v)` of `source`, rounded half up, as words.
    static func cellMean(_ pixels: Pixmap, source: PixelRect, k: Int, u: Int, v: Int) -> UInt32 {
        let x0 = source.x + u * k, x1 = min(source.maxX, x0 + k), y0 = source.y + v * k, y1 = min(source.maxY, y0 + k)
        var sums = [UInt32](repeating: 0, count: 4)
        for y in y0..<y1 {
            for x in x0..<x1 {
                let p = pixels.pixel(x: x, y: y)
                sums[0] += UInt32(p.red)
                sums[1] += UInt32(p.green)
                sums[2] += UInt32(p.blue)
                sums[3] += UInt32(p.alpha)
            }
        }
        let count = UInt32((x1 - x0) * (y1 - y0))
        let means = sums.map { min(255, ($0 + count / 2) / count) }
        return means[0] | means[1] << 8 | means[2] << 16 | means[3] << 24
    }

    /// Factors 7 and 8 as materials use, and 3; sources whose width is not a multiple of 8 or of k,
    /// off the pixmap's origin, so rows end in partial blocks and partial cells.
    @Test(arguments: [(7, PixelRect(x: 5, y: 3, width: 53, height: 30)), (8, PixelRect(x: 1, y: 0, width: 62, height: 17)),
                      (3, PixelRect(x: 2, y: 1, width: 29, height: 11))])
    func cellsAreTheMeansOfTheirPixels(k: Int, source: PixelRect) throws {
        let pixels = try DisplayListRenderSupport.randomImage(width: 64, height: 40, seed: UInt64(k * 7919 + source.width))
        // No blur, saturation 1 and a clear tint: the coarse image is the reduction itself.
        let recipe = DisplayList.Backdrop(blurRadius: 0, saturation: 1, tint: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
        let coarse = try #require(BackdropImage.make(from: pixels, source: source, factor: k, sigma: 0, recipe: recipe, threads: 2))
        let columns = (source.width + k - 1) / k, rows = (source.height + k - 1) / k
        #expect(coarse.width == columns + 2 && coarse.height == rows + 2)
        let words = coarse.withUnsafePixels { Array($0) }
        var mismatches = 0
        for v in 0..<(rows + 2) {
            for u in 0..<(columns + 2) {
                // The border repeats its inner neighbour.
                let cellU = min(max(u - 1, 0), columns - 1), cellV = min(max(v - 1, 0), rows - 1)
                if words[v * coarse.width + u] != Self.cellMean(pixels, source: source, k: k, u: cellU, v: cellV) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }
}
