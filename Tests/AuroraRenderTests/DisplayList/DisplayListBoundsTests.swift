/// Conservative bounds of display lists: what bounded offscreen filters and projections rely on.
@testable import AuroraRender
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation
import Testing

@Suite struct DisplayListBoundsTests {
    private typealias S = DisplayListRenderSupport

    @Test func contentTransformsAndClipsBoundTheList() {
        let list = DisplayList(items: [
            S.fill(10, 20, 30, 40, S.red),
            S.effect(100, 0, 50, 50, .transform(CGAffineTransform(scaleX: 2, y: 2)), [S.fill(0, 0, 10, 10, S.blue)]),
            S.effect(0, 100, 50, 50, .clip(BezierPath(CGRect(x: 0, y: 0, width: 5, height: 5)), FillStyle()), [S.fill(0, 0, 50, 50, S.blue)]),
        ])
        let bounds = DisplayListBounds.bounds(of: list, transform: CGAffineTransform(scaleX: 3, y: 3))
        // The fill reaches (120, 180); the scaled item (300…360, 0…60); the clip keeps 6 × 6 pt of (0, 100…).
        #expect(bounds == CGRect(x: 0, y: 0, width: 360, height: 318))
    }

    @Test func filtersGrowByTheirReachAndUnboundedFiltersAreNil() {
        let blurred = DisplayList(items: [S.effect(0, 0, 10, 10, .filters([.blur(radius: 2, opaque: false)]), [S.fill(0, 0, 10, 10, S.red)])])
        #expect(DisplayListBounds.bounds(of: blurred, transform: .identity) == CGRect(x: -8, y: -8, width: 26, height: 26))
        var alphaOffset = ColorMatrix()
        alphaOffset.a5 = 0.5
        let flooded = DisplayList(items: [S.effect(0, 0, 10, 10, .filters([.colorMatrix(alphaOffset)]), [S.fill(0, 0, 10, 10, S.red)])])
        #expect(DisplayListBounds.bounds(of: flooded, transform: .identity) == nil)
        #expect(DisplayListBounds.bounds(of: DisplayList(), transform: .identity)?.isNull == true)
    }

    @Test func pixelRectsStayInsideTheCanvas() {
        #expect(DisplayListDrawer.pixelRect(CGRect(x: -5.5, y: 2.2, width: 20, height: 3), within: 10, 10)
                == PixelRect(x: 0, y: 2, width: 10, height: 4))
        #expect(DisplayListDrawer.pixelRect(CGRect(x: 20, y: 0, width: 5, height: 5), within: 10, 10) == nil)
    }

    @Test func aFilterAtTheCanvasEdgeMatchesTheWholeCanvasLayer() throws {
        // The same shadowed square, once bounded (its bounds are known) and once through a
        // whole-canvas layer (an alpha offset of 0 makes the bounds unknown without changing pixels).
        var noOp = ColorMatrix()
        noOp.a5 = 1e-9
        let square = [S.fill(-6, 40, 20, 20, S.red)]
        let shadow = DisplayList.Filter.shadow(color: .black, radius: 3, offset: CGSize(width: 2, height: 4))
        let bounded = try S.render([S.effect(0, 0, 64, 64, .filters([shadow]), square)])
        let whole = try S.render([S.effect(0, 0, 64, 64, .filters([shadow, .colorMatrix(noOp)]), square)])
        #expect(bounded.hasSamePixels(as: whole))
    }
}
