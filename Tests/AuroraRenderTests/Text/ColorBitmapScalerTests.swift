@testable import AuroraRender
import AuroraRaster
import Testing

/// Emoji bitmap scaling: sizes, flat colours kept, averages across edges, no aliasing skips.
struct ColorBitmapScalerTests {
    private func image(width: Int, height: Int, _ color: (Int, Int) -> PremultipliedPixel) -> Pixmap {
        var pixmap = try! Pixmap(width: width, height: height)
        for y in 0..<height { for x in 0..<width { pixmap.setPixel(color(x, y), x: x, y: y) } }
        return pixmap
    }

    private let red = PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255)
    private let clear = PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 0)

    @Test func flatColourStaysFlatAtAnySize() {
        let source = image(width: 109, height: 109) { _, _ in red }
        for side in [1, 7, 51, 150] {
            let scaled = ColorBitmapScaler.scaled(source, width: side, height: side)
            #expect(scaled.width == side && scaled.height == side)
            #expect(scaled.pixel(x: side / 2, y: side - 1) == red)
        }
    }

    @Test func sameSizeIsTheImageItself() {
        let source = image(width: 3, height: 2) { x, _ in x == 0 ? red : clear }
        #expect(ColorBitmapScaler.scaled(source, width: 3, height: 2).hasSamePixels(as: source))
    }

    @Test func reductionAveragesEverySourcePixel() {
        // One-pixel stripes: a 16× reduction must give their average, not whichever stripe a
        // bilinear tap happens to land on.
        let source = image(width: 64, height: 64) { x, _ in x % 2 == 0 ? red : clear }
        let scaled = ColorBitmapScaler.scaled(source, width: 4, height: 4)
        for x in 0..<4 {
            let p = scaled.pixel(x: x, y: 1)
            #expect(abs(Int(p.alpha) - 128) <= 1)
            #expect(p.red == p.alpha)
        }
    }

    @Test func enlargementInterpolatesBetweenPixels() {
        let source = image(width: 2, height: 1) { x, _ in x == 0 ? clear : red }
        let scaled = ColorBitmapScaler.scaled(source, width: 8, height: 1)
        #expect(scaled.pixel(x: 0, y: 0).alpha == 0)
        #expect(scaled.pixel(x: 7, y: 0).alpha == 255)
        let middle = Int(scaled.pixel(x: 4, y: 0).alpha)
        #expect(middle > 100 && middle < 200)
    }
}
