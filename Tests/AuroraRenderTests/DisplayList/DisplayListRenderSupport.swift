/// Builders and a render helper for the display-list renderer tests.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraRender
import AuroraTestSupport
import Foundation
import Testing

/// Short builders for display-list items, and rendering in every band mode.
enum DisplayListRenderSupport {
    static let red = RGBAColor(red: 1, green: 0, blue: 0)
    static let green = RGBAColor(red: 0, green: 0.6, blue: 0.2)
    static let blue = RGBAColor(red: 0.1, green: 0.3, blue: 1)
    static let yellow = RGBAColor(red: 1, green: 0.85, blue: 0)
    static let rainbow = GradientStop.evenlySpaced([red, yellow, green, blue])

    /// A `width × height` image of random premultiplied pixels (colour within alpha), the same for the same `seed`.
    static func randomImage(width: Int, height: Int, seed: UInt64) throws -> Pixmap {
        var generator = SeededGenerator(seed: seed)
        var image = try Pixmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let a = UInt8.random(in: 0...255, using: &generator)
                func c() -> UInt8 { UInt8.random(in: 0...a, using: &generator) }
                image.setPixel(PremultipliedPixel(red: c(), green: c(), blue: c(), alpha: a), x: x, y: y)
            }
        }
        return image
    }

    static func content(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ content: DisplayList.Content) -> DisplayList.Item {
        DisplayList.Item(frame: CGRect(x: x, y: y, width: w, height: h), content: content)
    }

    static func fill(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ color: RGBAColor) -> DisplayList.Item {
        content(x, y, w, h, .fill(.color(color)))
    }

    static func effect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ effect: DisplayList.Effect,
                       _ items: [DisplayList.Item]) -> DisplayList.Item {
        DisplayList.Item(frame: CGRect(x: x, y: y, width: w, height: h), effect: effect, DisplayList(items: items))
    }

    /// A 4×4 image: a red/blue checkerboard with a white corner pixel.
    static let checker: DisplayList.Image = {
        var pixmap = try! Pixmap(width: 4, height: 4)
        for y in 0..<4 {
            for x in 0..<4 {
                pixmap.setPixel(((x + y) % 2 == 0 ? red : blue).pixel, x: x, y: y)
            }
        }
        pixmap.setPixel(RGBAColor.white.pixel, x: 0, y: 0)
        return DisplayList.Image(pixmap)
    }()

    /// Renders `items` on a white canvas of `size` points; records an issue when one band on one
    /// thread and the default banding disagree, or when random edits of the list rendered
    /// incrementally differ from full renders (`IncrementalRenderCheck`).
    static func render(_ items: [DisplayList.Item], size: CGFloat = 64, scale: CGFloat = 1,
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> Pixmap {
        let list = DisplayList(items: items)
        let canvas = CGSize(width: size, height: size)
        let banded = try DisplayListRenderer().render(list, size: canvas, scale: scale, background: .white)
        let single = try DisplayListRenderer(threads: 1).render(list, size: canvas, scale: scale, background: .white)
        #expect(banded.hasSamePixels(as: single), "one thread and many threads disagree", sourceLocation: sourceLocation)
        try IncrementalRenderCheck.expectMatchesFullRender(list, size: canvas, scale: scale, background: .white,
                                                           sourceLocation: sourceLocation)
        return banded
    }
}
