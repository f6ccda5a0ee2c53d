/// The backdrop's clip test: which shapes cover a whole pixel region, so the frosted image needs no clip.
@testable import AuroraRender
import AuroraGeometry
import AuroraRaster
import Foundation
import Testing

@Suite struct BackdropRectangleClipTests {
    static let scale3 = CGAffineTransform(scaleX: 3, y: 3)

    @Test("a rectangle whose device edges hold the region clips nothing")
    func alignedRectangleCovers() {
        let path = BezierPath(CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(DisplayListDrawer.rectangle(path, transform: Self.scale3, covers: PixelRect(x: 0, y: 0, width: 1179, height: 2556)))
        // Also a region inside it, and under a whole-pixel translation.
        #expect(DisplayListDrawer.rectangle(path, transform: Self.scale3, covers: PixelRect(x: 10, y: 20, width: 100, height: 100)))
        let moved = Self.scale3.concatenating(CGAffineTransform(translationX: 5, y: 7))
        #expect(DisplayListDrawer.rectangle(path, transform: moved, covers: PixelRect(x: 5, y: 7, width: 1179, height: 2556)))
    }

    @Test("fractional edges, rotation and other shapes keep the clip")
    func otherShapesNeedTheClip() {
        // Device edges at 1.5 and 301.5: the region rounded out to 1…302 is not fully covered.
        let fractional = BezierPath(CGRect(x: 0.5, y: 0.5, width: 100, height: 100))
        #expect(!DisplayListDrawer.rectangle(fractional, transform: Self.scale3, covers: PixelRect(x: 1, y: 1, width: 301, height: 301)))
        let square = BezierPath(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!DisplayListDrawer.rectangle(square, transform: CGAffineTransform(rotationAngle: 0.3),
                                             covers: PixelRect(x: 0, y: 0, width: 2, height: 2)))
        let region = PixelRect(x: 0, y: 0, width: 30, height: 30)
        #expect(!DisplayListDrawer.rectangle(BezierPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)), transform: Self.scale3, covers: region))
        #expect(!DisplayListDrawer.rectangle(BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2),
                                             transform: Self.scale3, covers: region))
        var parallelogram = BezierPath()
        parallelogram.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 12, y: 0), CGPoint(x: 14, y: 12), CGPoint(x: 2, y: 12)])
        parallelogram.closeSubpath()
        #expect(!DisplayListDrawer.rectangle(parallelogram, transform: Self.scale3, covers: PixelRect(x: 6, y: 0, width: 2, height: 2)))
        var two = BezierPath(CGRect(x: 0, y: 0, width: 10, height: 10))
        two.addRect(CGRect(x: 2, y: 2, width: 4, height: 4))
        #expect(!DisplayListDrawer.rectangle(two, transform: Self.scale3, covers: region))
        // A rectangle smaller than the region.
        #expect(!DisplayListDrawer.rectangle(square, transform: Self.scale3, covers: PixelRect(x: 0, y: 0, width: 31, height: 30)))
    }
}
