@testable import AuroraRaster
import AuroraGeometry
import Foundation
import Testing

/// Coverage masks: made from a path, they hold the same coverage a fill computes, and
/// compositing one at a whole-pixel offset gives the same pixels as filling the moved path.
struct CoverageMaskTests {
    private func blob(at origin: CGPoint) -> BezierPath {
        var path = BezierPath(ellipseIn: CGRect(x: origin.x + 0.3, y: origin.y + 0.6, width: 13.4, height: 9.2))
        path.addRect(CGRect(x: origin.x + 4.25, y: origin.y - 3.5, width: 2.5, height: 18))
        return path
    }

    @Test func boundsSpanTheTouchedPixels() {
        let mask = CoverageMask(path: BezierPath(CGRect(x: 2.5, y: 1, width: 3, height: 2.25)))
        #expect(mask.bounds == PixelRect(x: 2, y: 1, width: 4, height: 3))
        #expect(mask[2, 1] == 128)
        #expect(mask[3, 1] == 255)
        #expect(mask[5, 2] == 128)
        #expect(mask[3, 3] == 64)
        #expect(mask[1, 1] == 0)
        #expect(mask[9, 9] == 0)
    }

    @Test func emptyPathGivesAnEmptyMask() {
        let mask = CoverageMask(path: BezierPath())
        #expect(mask.bounds.isEmpty)
        #expect(mask.values.isEmpty)
        let context = try! RasterContext(width: 4, height: 4)
        context.fill(mask, x: 1, y: 1, with: .color(.black))
        #expect(context.pixmap.pixel(x: 1, y: 1).alpha == 0)
    }

    @Test func mismatchedValuesGiveAnEmptyMask() {
        #expect(CoverageMask(bounds: PixelRect(x: 0, y: 0, width: 3, height: 3), values: [1, 2]).bounds.isEmpty)
    }

    @Test func compositingAtAnOffsetMatchesFillingTheMovedPath() {
        let mask = CoverageMask(path: blob(at: CGPoint(x: 0, y: 0)))
        let color = RGBAColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.9)
        for mode in RenderModes.all {
            let expected = try! RasterContext(width: 40, height: 32, threads: mode.threads)
            let actual = try! RasterContext(width: 40, height: 32, threads: mode.threads)
            expected.bandHeight = mode.bandHeight
            actual.bandHeight = mode.bandHeight
            for c in [expected, actual] { c.clear(.white) }
            // One copy partly off the left and top edges, two overlapping inside, one off the bottom right.
            for (dx, dy) in [(-5, -6), (12, 9), (17, 12), (31, 24)] {
                expected.fill(blob(at: CGPoint(x: dx, y: dy)), with: .color(color))
                actual.fill(mask, x: dx, y: dy, with: .color(color))
            }
            #expect(expected.pixmap.hasSamePixels(as: actual.pixmap))
        }
    }

    @Test func masksRespectTheClipAndIgnoreTheTransform() {
        let mask = CoverageMask(path: BezierPath(CGRect(x: 0, y: 0, width: 8, height: 8)))
        let context = try! RasterContext(width: 16, height: 16)
        context.transform = CGAffineTransform(translationX: 5, y: 5)
        context.clip(to: BezierPath(CGRect(x: -5, y: -5, width: 4, height: 16)))
        context.fill(mask, x: 0, y: 0, with: .color(.black))
        let pixels = context.pixmap
        #expect(pixels.pixel(x: 1, y: 1).alpha == 255)
        #expect(pixels.pixel(x: 3, y: 7).alpha == 255)
        #expect(pixels.pixel(x: 4, y: 1).alpha == 0)
        #expect(pixels.pixel(x: 9, y: 9).alpha == 0)
    }

    @Test func offsetMovesTheBoundsAndKeepsTheValues() {
        let mask = CoverageMask(path: blob(at: .zero))
        let moved = mask.offsetBy(x: 3, y: -2)
        #expect(moved.bounds == PixelRect(x: mask.bounds.x + 3, y: mask.bounds.y - 2, width: mask.width, height: mask.height))
        #expect(moved.values == mask.values)
        #expect(moved[7, 3] == mask[4, 5])
    }
}
