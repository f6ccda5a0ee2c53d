import AuroraGeometry
@testable import AuroraRaster
import Foundation
import Testing

/// Layers, clips and masks: group opacity, anti-aliased clip paths, alpha and luminance masks.
struct LayerTests {
    private let red = RGBAColor(red: 1, green: 0, blue: 0)

    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> BezierPath {
        var path = BezierPath()
        path.addRect(CGRect(x: x, y: y, width: w, height: h))
        return path
    }

    private func context() -> RasterContext { try! RasterContext(width: 32, height: 32, threads: 1) }

    @Test func layerOpacityAppliesToTheGroupNotEachShape() {
        let c = context()
        c.pushLayer(opacity: 0.5)
        c.fill(rect(0, 0, 20, 20), with: .color(red))
        c.fill(rect(10, 10, 20, 20), with: .color(red))
        c.popLayer()
        let p = c.pixmap
        #expect(p.pixel(x: 5, y: 5) == PremultipliedPixel(red: 128, green: 0, blue: 0, alpha: 128))
        #expect(p.pixel(x: 15, y: 15) == PremultipliedPixel(red: 128, green: 0, blue: 0, alpha: 128))
        #expect(p.pixel(x: 31, y: 0).alpha == 0)
    }

    @Test func layerClipPathIsAntialiased() {
        let c = context()
        c.pushLayer(clipPath: rect(0, 0, 10.5, 32))
        c.fill(rect(0, 0, 32, 32), with: .color(.white))
        c.popLayer()
        let p = c.pixmap
        #expect(p.pixel(x: 9, y: 3).alpha == 255)
        #expect(p.pixel(x: 10, y: 3).alpha == 128)
        #expect(p.pixel(x: 11, y: 3).alpha == 0)
    }

    @Test func evenOddClipCutsAHole() {
        let c = context()
        var ring = rect(0, 0, 32, 32)
        ring.addPath(rect(8, 8, 16, 16))
        c.clip(to: ring, fillRule: .evenOdd)
        c.fill(rect(0, 0, 32, 32), with: .color(.white))
        let p = c.pixmap
        #expect(p.pixel(x: 16, y: 16).alpha == 0)
        #expect(p.pixel(x: 2, y: 2).alpha == 255)
    }

    @Test func clipsIntersectAndRestorePopsThem() {
        let c = context()
        c.save()
        c.clip(to: rect(0, 0, 16, 32))
        c.clip(to: rect(0, 0, 32, 16))
        c.fill(rect(0, 0, 32, 32), with: .color(red))
        c.restore()
        c.fill(rect(24, 24, 8, 8), with: .color(.white))
        let p = c.pixmap
        #expect(p.pixel(x: 4, y: 4).red == 255)
        #expect(p.pixel(x: 20, y: 4).alpha == 0)
        #expect(p.pixel(x: 4, y: 20).alpha == 0)
        #expect(p.pixel(x: 28, y: 28) == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func alphaMaskKeepsOnlyTheMaskedPart() {
        let c = context()
        c.pushLayer()
        c.fill(rect(0, 0, 32, 32), with: .color(red))
        c.pushMask(.alpha)
        c.fill(rect(0, 0, 16, 32), with: .color(RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5)))
        c.popMask()
        c.popLayer()
        let p = c.pixmap
        #expect(p.pixel(x: 4, y: 4) == PremultipliedPixel(red: 128, green: 0, blue: 0, alpha: 128))
        #expect(p.pixel(x: 20, y: 4).alpha == 0)
    }

    @Test func luminanceMaskUsesBrightness() {
        let c = context()
        c.pushLayer()
        c.fill(rect(0, 0, 32, 32), with: .color(red))
        c.pushMask(.luminance)
        c.fill(rect(0, 0, 8, 32), with: .color(.white))
        c.fill(rect(8, 0, 8, 32), with: .color(.black))
        c.fill(rect(16, 0, 8, 32), with: .color(RGBAColor(red: 0, green: 1, blue: 0)))
        c.popMask()
        c.popLayer()
        let p = c.pixmap
        #expect(p.pixel(x: 4, y: 4).alpha == 255)
        #expect(p.pixel(x: 12, y: 4).alpha == 0)
        #expect(p.pixel(x: 20, y: 4).alpha == 182)   // 0.7152 × 255
        #expect(p.pixel(x: 28, y: 4).alpha == 0)     // transparent mask pixels mask everything out
    }

    @Test func nestedLayersComposeOpacities() {
        let c = context()
        c.pushLayer(opacity: 0.5)
        c.pushLayer(opacity: 0.5)
        c.fill(rect(0, 0, 32, 32), with: .color(.white))
        c.popLayer()
        c.popLayer()
        #expect(c.pixmap.pixel(x: 3, y: 3).alpha == 64)
    }

    @Test func clearReplacesPixelsInsideTheClip() {
        let c = context()
        c.fill(rect(0, 0, 32, 32), with: .color(red))
        c.clip(to: rect(0, 0, 16, 32))
        c.clear(RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        let p = c.pixmap
        #expect(p.pixel(x: 4, y: 4) == PremultipliedPixel(red: 0, green: 0, blue: 128, alpha: 128))
        #expect(p.pixel(x: 20, y: 4) == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test func imagesBlitAtWholePixelsWithOpacity() throws {
        var image = try Pixmap(width: 4, height: 4)
        image.fill(PremultipliedPixel(red: 0, green: 255, blue: 0, alpha: 255))
        let c = context()
        c.fill(rect(0, 0, 32, 32), with: .color(.white))
        c.draw(image, transform: CGAffineTransform(translationX: 30, y: -2), opacity: 0.5)
        let p = c.pixmap
        #expect(p.pixel(x: 30, y: 0) == PremultipliedPixel(red: 127, green: 255, blue: 127, alpha: 255))
        #expect(p.pixel(x: 29, y: 0) == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(p.pixel(x: 30, y: 2) == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
