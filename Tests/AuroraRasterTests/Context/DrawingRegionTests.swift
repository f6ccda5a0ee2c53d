/// A drawing region (`limitDrawing(to:)`) keeps every pixel inside it as drawn without it and
/// leaves every pixel outside it as it was.
import AuroraGeometry
@testable import AuroraRaster
import Foundation
import Testing

struct DrawingRegionTests {
    /// A scene whose pixels depend on how a clip is applied: a translucent image blitted at
    /// half opacity, an anti-aliased disc, a multiply layer, a rectangle clip and a black band
    /// with a screen group over it.
    private func draw(on c: RasterContext) throws {
        c.fill(BezierPath(CGRect(x: 0, y: 0, width: 40, height: 12)), with: Paint(.solid(RGBAColor(red: 0, green: 0, blue: 0))))
        c.pushLayer()
        c.fill(BezierPath(ellipseIn: CGRect(x: 6, y: 1, width: 20, height: 9)),
               with: Paint(.solid(RGBAColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.7)), blendMode: .screen))
        c.popLayer()
        var image = try Pixmap(width: 9, height: 9)
        for y in 0..<9 { for x in 0..<9 { image.setPixel(RGBAColor(red: 1, green: 0.5, blue: 0, alpha: Float(x + y) / 17).pixel, x: x, y: y) } }
        c.draw(image, transform: CGAffineTransform(translationX: 14, y: 16), opacity: 0.6)
        c.fill(BezierPath(ellipseIn: CGRect(x: 3.3, y: 14.6, width: 30, height: 24)),
               with: Paint(.solid(RGBAColor(red: 0.9, green: 0.1, blue: 0.3, alpha: 0.55))))
        c.save()
        c.clip(to: BezierPath(CGRect(x: 8, y: 20, width: 20, height: 16)))
        c.pushLayer(opacity: 0.7, blendMode: .multiply)
        c.fill(BezierPath(CGRect(x: 0, y: 0, width: 40, height: 44)), with: Paint(.solid(RGBAColor(red: 0.3, green: 0.8, blue: 0.4))))
        c.popLayer()
        c.restore()
    }

    @Test("pixels inside as without it, outside untouched", arguments: [
        PixelRect(x: 5, y: 9, width: 24, height: 27),   // across bands and the inner clip
        PixelRect(x: 0, y: 0, width: 40, height: 44),   // the canvas
        PixelRect(x: 10, y: 2, width: 6, height: 5),    // inside the black band
        PixelRect(x: 50, y: 0, width: 10, height: 10),  // outside
    ])
    func insideAsWithoutItOutsideUntouched(region: PixelRect) throws {
        for threads in [1, 2] {
            let reference = try RasterContext(width: 40, height: 44, threads: threads)
            reference.bandHeight = 8
            try draw(on: reference)
            let before = try Pixmap(width: 40, height: 44)
            let limited = RasterContext(pixmap: before, threads: threads)
            limited.bandHeight = 8
            limited.save()
            limited.limitDrawing(to: region)
            try draw(on: limited)
            limited.restore()
            let (full, result) = (reference.pixmap, limited.pixmap)
            for y in 0..<44 {
                for x in 0..<40 {
                    let inside = x >= region.x && x < region.maxX && y >= region.y && y < region.maxY
                    #expect(result.pixel(x: x, y: y) == (inside ? full.pixel(x: x, y: y) : before.pixel(x: x, y: y)),
                            "(\(x), \(y)) threads \(threads)")
                }
            }
        }
    }
}
