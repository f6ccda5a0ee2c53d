@testable import AuroraRaster
import AuroraGeometry
import Foundation
import Testing

/// Images drawn one after another are rendered and let go once they pass the context's
/// `recordedImageLimit`, so memory follows the canvas, not the number of images (issue 22:
/// N sibling blurred items held N offscreen images until the end of the render).
struct RasterContextRecordedImageTests {
    /// The bytes of the images the recording holds.
    private func recordedImageBytes(_ context: RasterContext) -> Int {
        context.recordedCommands.reduce(0) { total, command in
            if case .blit(let blit) = command { total + blit.image.pixelCount * 4 } else { total }
        }
    }

    private func image(_ side: Int, _ color: RGBAColor) -> Pixmap {
        var pixmap = try! Pixmap(width: side, height: side)
        pixmap.fill(color.pixel)
        return pixmap
    }

    @Test func manyImagesHoldNoMoreThanTheLimit() {
        let context = try! RasterContext(width: 64, height: 64, threads: 1)
        let limit = context.recordedImageLimit
        var most = 0
        for index in 0..<400 {
            // 48×48 images, each a different one: 9 KiB each, 3.6 MB in all.
            context.draw(image(48, RGBAColor(red: Float(index % 7) / 7, green: 0.5, blue: 0.2)),
                         transform: CGAffineTransform(translationX: CGFloat(index % 16), y: 8))
            most = max(most, recordedImageBytes(context))
        }
        #expect(most <= limit, "held \(most) bytes of images, limit \(limit)")
        // The last image is on top, as if nothing had been rendered early.
        #expect(context.pixmap.pixel(x: 20, y: 20) == RGBAColor(red: Float(399 % 7) / 7, green: 0.5, blue: 0.2).pixel)
    }

    @Test func imagesUnderAnOpenLayerAreKept() {
        let context = try! RasterContext(width: 64, height: 64, threads: 1)
        context.pushLayer(opacity: 0.5)
        #expect(context.keepsRecordedImages)
        for _ in 0..<200 { context.draw(image(48, .white)) }
        #expect(recordedImageBytes(context) == 200 * 48 * 48 * 4)
        context.popLayer()
        #expect(!context.keepsRecordedImages)
        #expect(context.pixmap.pixel(x: 10, y: 10).word >> 24 == 128)
    }

    @Test func aFlushKeepsTheClipsThatAreSet() {
        let context = try! RasterContext(width: 16, height: 16, threads: 1)
        context.clip(to: BezierPath(CGRect(x: 0, y: 0, width: 8, height: 16)))
        context.fill(BezierPath(CGRect(x: 0, y: 0, width: 16, height: 4)), with: .color(.white))
        context.flush()
        context.fill(BezierPath(CGRect(x: 0, y: 8, width: 16, height: 8)), with: .color(.white))
        let pixels = context.pixmap
        #expect(pixels.pixel(x: 4, y: 2) == RGBAColor.white.pixel && pixels.pixel(x: 12, y: 2).word == 0)
        #expect(pixels.pixel(x: 4, y: 12) == RGBAColor.white.pixel)
        #expect(pixels.pixel(x: 12, y: 12).word == 0, "the clip set before the flush no longer clipped")
    }
}
