/// Bounded offscreen work: filters and projections drawn only over the pixels a list can touch.
@testable import AuroraRender
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation
import Testing

@Suite struct DisplayListDrawerBoundsTests {
    private typealias S = DisplayListRenderSupport

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
