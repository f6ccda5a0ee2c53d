/// Conservative bounds of display lists: what bounded offscreen filters and projections rely on.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation
import Testing

@Suite struct DisplayListBoundsTests {
    private let red = RGBAColor(red: 1, green: 0, blue: 0)
    private let blue = RGBAColor(red: 0.1, green: 0.3, blue: 1)

    private func fill(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ color: RGBAColor) -> DisplayList.Item {
        DisplayList.Item(frame: CGRect(x: x, y: y, width: w, height: h), content: .fill(.color(color)))
    }

    private func effect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ effect: DisplayList.Effect,
                        _ items: [DisplayList.Item]) -> DisplayList.Item {
        DisplayList.Item(frame: CGRect(x: x, y: y, width: w, height: h), effect: effect, DisplayList(items: items))
    }

    @Test func contentTransformsAndClipsBoundTheList() {
        let list = DisplayList(items: [
            fill(10, 20, 30, 40, red),
            effect(100, 0, 50, 50, .transform(CGAffineTransform(scaleX: 2, y: 2)), [fill(0, 0, 10, 10, blue)]),
            effect(0, 100, 50, 50, .clip(BezierPath(CGRect(x: 0, y: 0, width: 5, height: 5)), FillStyle()), [fill(0, 0, 50, 50, blue)]),
        ])
        let bounds = DisplayListBounds.bounds(of: list, transform: CGAffineTransform(scaleX: 3, y: 3))
        // The fill reaches (120, 180); the scaled item (300…360, 0…60); the clip keeps 6 × 6 pt of (0, 100…).
        #expect(bounds == CGRect(x: 0, y: 0, width: 360, height: 318))
    }

    @Test func filtersGrowByTheirReachAndUnboundedFiltersAreNil() {
        let blurred = DisplayList(items: [effect(0, 0, 10, 10, .filters([.blur(radius: 2, opaque: false)]), [fill(0, 0, 10, 10, red)])])
        #expect(DisplayListBounds.bounds(of: blurred, transform: .identity) == CGRect(x: -8, y: -8, width: 26, height: 26))
        var alphaOffset = ColorMatrix()
        alphaOffset.a5 = 0.5
        let flooded = DisplayList(items: [effect(0, 0, 10, 10, .filters([.colorMatrix(alphaOffset)]), [fill(0, 0, 10, 10, red)])])
        #expect(DisplayListBounds.bounds(of: flooded, transform: .identity) == nil)
        #expect(DisplayListBounds.bounds(of: DisplayList(), transform: .identity)?.isNull == true)
    }
}
