/// `CoarseImageUpsampler`: the blocks of 8 columns give exactly the pixels of the one-column-at-a-time path.
@testable import AuroraRender
import AuroraGeometry
import AuroraRaster
import Foundation
import Testing

@Suite struct CoarseImageUpsamplerTests {
    /// The upsampler's arithmetic, one output pixel at a time: vertical then horizontal 8-bit lerps.
    static func reference(_ image: Pixmap, factor k: Int, origin: CGPoint, into rect: PixelRect) -> [UInt32] {
        func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
            let v = 256 - w
            let rb = ((a & 0x00ff_00ff) * v + (b & 0x00ff_00ff) * w + 0x0080_0080) >> 8 & 0x00ff_00ff
            let ga = (((a >> 8) & 0x00ff_00ff) * v + ((b >> 8) & 0x00ff_00ff) * w + 0x0080_0080) & 0xff00_ff00
            return rb | ga
        }
        let words = image.withUnsafePixels { Array($0) }
        func word(_ x: Int, _ y: Int) -> UInt32 {
            guard x >= 0, y >= 0, x < image.width, y < image.height else { return 0 }
            return words[y * image.width + x]
        }
        func sample(_ d: Int, _ o: CGFloat) -> (Int, UInt32) {
            let s = (Double(d) + 0.5 - Double(o)) / Double(k) + 0.5
            let floor = s.rounded(.down)
            return (Int(floor), UInt32(((s - floor) * 256).rounded()))
        }
        var out: [UInt32] = []
        for y in rect.y..<rect.maxY {
            let (row, fy) = sample(y, origin.y)
            for x in rect.x..<rect.maxX {
                let (column, fx) = sample(x, origin.x)
                out.append(lerp(lerp(word(column, row), word(column, row + 1), fy),
                                lerp(word(column + 1, row), word(column + 1, row + 1), fy), fx))
            }
        }
        return out
    }

    /// Factors 7 and 8 (every block on two coarse columns), 4–6 (some blocks on three, which go
    /// column by column) and 1, with whole and fractional origins; 61 columns end in a partial block.
    @Test(arguments: [(8, 0.0, 0.0), (8, 3.0, -5.0), (8, 2.5, 1.25), (7, 0.0, 0.0), (7, -4.0, 3.0), (7, 1.75, 0.5),
                      (6, 2.0, 1.0), (5, 0.5, 0.0), (4, 1.0, 2.0), (1, 0.0, 0.0)])
    func blocksMatchTheColumnPath(k: Int, originX: Double, originY: Double) throws {
        let image = try DisplayListRenderSupport.randomImage(width: 9, height: 6, seed: UInt64(k * 1000) + UInt64(originX * 10 + 100))
        let origin = CGPoint(x: originX, y: originY)
        let rect = PixelRect(x: 3, y: 2, width: 61, height: 30)
        let enlarged = try #require(CoarseImageUpsampler.upsample(image, factor: k, origin: origin, into: rect, threads: 2))
        let expected = Self.reference(image, factor: k, origin: origin, into: rect)
        let actual = enlarged.withUnsafePixels { Array($0) }
        #expect(actual == expected)
    }
}
