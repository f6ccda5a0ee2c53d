import AuroraGeometry
import AuroraRaster
import Foundation
import Testing

/// Golden images of layers and clips: group opacity, clip paths, masks, blend-mode layers.
struct LayerGoldenTests {
    private let red = RGBAColor(red: 0.95, green: 0.2, blue: 0.2)
    private let blue = RGBAColor(red: 0.2, green: 0.4, blue: 0.95)

    @Test func groupOpacityVersusShapeOpacity() {
        RenderModes.assertGolden("layer/group-opacity", width: 128, height: 64) { c in
            c.clear(.white)
            // Left: each disc at half opacity (the overlap is darker). Right: one layer at half opacity.
            c.fill(BezierPath(ellipseIn: CGRect(x: 4, y: 12, width: 36, height: 36)), with: Paint(.solid(red), opacity: 0.5))
            c.fill(BezierPath(ellipseIn: CGRect(x: 24, y: 12, width: 36, height: 36)), with: Paint(.solid(blue), opacity: 0.5))
            c.pushLayer(opacity: 0.5)
            c.fill(BezierPath(ellipseIn: CGRect(x: 68, y: 12, width: 36, height: 36)), with: .color(red))
            c.fill(BezierPath(ellipseIn: CGRect(x: 88, y: 12, width: 36, height: 36)), with: .color(blue))
            c.popLayer()
        }
    }

    @Test func clipPathsAndMasks() {
        RenderModes.assertGolden("layer/clips-and-masks", width: 128, height: 64) { c in
            c.clear(.white)
            var ring = BezierPath(ellipseIn: CGRect(x: 4, y: 4, width: 56, height: 56))
            ring.addEllipse(in: CGRect(x: 18, y: 18, width: 28, height: 28))
            c.pushLayer(clipPath: ring, clipFillRule: .evenOdd)
            c.fillAll(with: Paint(.gradient(GradientPaint(.linear(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 64, y: 0)),
                                                          stops: GradientStop.evenlySpaced([red, blue])))))
            c.popLayer()
            c.pushLayer()
            c.fill(BezierPath(CGRect(x: 68, y: 4, width: 56, height: 56)), with: .color(blue))
            c.pushMask(.luminance)
            c.fillAll(with: Paint(.gradient(GradientPaint(.radial(center: CGPoint(x: 96, y: 32), startRadius: 0, endRadius: 30),
                                                          stops: GradientStop.evenlySpaced([.white, .black])))))
            c.popMask()
            c.popLayer()
        }
    }

    @Test func blendModeLayerOverContent() {
        RenderModes.assertGolden("layer/multiply-layer", width: 64, height: 64) { c in
            c.clear(.white)
            c.fill(BezierPath(CGRect(x: 0, y: 0, width: 32, height: 64)), with: .color(RGBAColor(red: 1, green: 0.85, blue: 0.1)))
            c.pushLayer(opacity: 0.9, blendMode: .multiply)
            c.fill(BezierPath(ellipseIn: CGRect(x: 8, y: 8, width: 48, height: 48)), with: .color(blue))
            c.popLayer()
        }
    }
}
