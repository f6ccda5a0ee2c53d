/// Reused layer buffers: a layer pushed after others starts transparent, wherever they drew.
import AuroraGeometry
@testable import AuroraRaster
import Foundation
import Testing

struct LayerBufferReuseTests {
    private let red = RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.6)
    private let blue = RGBAColor(red: 0, green: 0.2, blue: 1, alpha: 0.5)

    private func ellipse(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> BezierPath {
        var path = BezierPath()
        path.addEllipse(in: CGRect(x: x, y: y, width: w, height: h))
        return path
    }

    /// The first layer: a big ellipse masked down to a small part (so the layer keeps pixels
    /// outside what it finally composites), then a screen-blended ellipse on its own layer.
    private func drawFirstLayers(_ c: RasterContext) {
        c.clear(.white)
        c.pushLayer()
        c.fill(ellipse(2, 3, 40, 44), with: .color(red))
        c.pushMask(.alpha)
        c.fill(ellipse(10, 10, 9, 7), with: .color(.white))
        c.popMask()
        c.popLayer()
        c.pushLayer(blendMode: .screen)
        c.fill(ellipse(20, 1, 25, 30), with: .color(red))
        c.popLayer()
    }

    /// The second layer, drawn over all of the first ones' area.
    private func drawSecondLayer(_ c: RasterContext) {
        c.pushLayer(opacity: 0.8)
        c.fill(ellipse(0, 0, 48, 48), with: .color(blue))
        c.popLayer()
    }

    @Test(arguments: [(1, 48), (1, 16), (2, 7)])
    func aLaterLayerStartsTransparent(threads: Int, bandHeight: Int) throws {
        let first = try RasterContext(width: 48, height: 48, threads: threads)
        first.bandHeight = bandHeight
        drawFirstLayers(first)
        let afterFirst = first.pixmap

        // The same two steps, the second in a context that never had a layer before it.
        let fresh = try RasterContext(width: 48, height: 48, threads: threads)
        fresh.bandHeight = bandHeight
        fresh.draw(afterFirst, transform: .identity)
        drawSecondLayer(fresh)

        let both = try RasterContext(width: 48, height: 48, threads: threads)
        both.bandHeight = bandHeight
        drawFirstLayers(both)
        drawSecondLayer(both)
        #expect(both.pixmap.hasSamePixels(as: fresh.pixmap))
        // The first layers really drew (the check above would pass on an empty scene too).
        #expect(afterFirst.pixel(x: 14, y: 13) != PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(afterFirst.pixel(x: 5, y: 40) == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
