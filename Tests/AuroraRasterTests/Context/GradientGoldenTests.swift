import AuroraGeometry
import AuroraRaster
import Foundation
import Testing

/// Golden images of gradients: linear, radial, conic, elliptical, spreads, transparent stops.
struct GradientGoldenTests {
    private let rainbow = GradientStop.evenlySpaced([
        RGBAColor(red: 1, green: 0.23, blue: 0.19), RGBAColor(red: 1, green: 0.8, blue: 0),
        RGBAColor(red: 0.2, green: 0.78, blue: 0.35), RGBAColor(red: 0, green: 0.48, blue: 1),
    ])

    private func tile(_ c: RasterContext, _ x: CGFloat, _ y: CGFloat, _ gradient: GradientPaint) {
        c.fill(BezierPath(CGRect(x: x, y: y, width: 44, height: 44)), with: Paint(.gradient(gradient)))
    }

    @Test func everyGradientKind() {
        RenderModes.assertGolden("gradient/kinds", width: 144, height: 96) { c in
            c.clear(.white)
            tile(c, 2, 2, GradientPaint(.linear(start: CGPoint(x: 2, y: 2), end: CGPoint(x: 46, y: 46)), stops: rainbow))
            tile(c, 50, 2, GradientPaint(.radial(center: CGPoint(x: 72, y: 24), startRadius: 4, endRadius: 22), stops: rainbow))
            tile(c, 98, 2, GradientPaint(.conic(center: CGPoint(x: 120, y: 24), startAngle: .zero, endAngle: .degrees(360)),
                                         stops: rainbow))
            tile(c, 2, 50, GradientPaint(.conic(center: CGPoint(x: 24, y: 72), startAngle: .degrees(45), endAngle: .degrees(225)),
                                         stops: rainbow))
            let ellipse = CGAffineTransform(scaleX: 1, y: 0.5).concatenating(CGAffineTransform(translationX: 72, y: 72))
            tile(c, 50, 50, GradientPaint(.radial(center: .zero, startRadius: 0, endRadius: 22), stops: rainbow, transform: ellipse))
            tile(c, 98, 50, GradientPaint(.linear(start: CGPoint(x: 110, y: 0), end: CGPoint(x: 120, y: 0)), stops: rainbow,
                                          spread: .reflect))
        }
    }

    @Test func transparentStopsOverAnImage() {
        RenderModes.assertGolden("gradient/transparent-stops", width: 64, height: 64) { c in
            c.clear(.white)
            for y in 0..<8 { for x in 0..<8 where (x + y) % 2 == 0 {
                c.fill(BezierPath(CGRect(x: x * 8, y: y * 8, width: 8, height: 8)), with: .color(RGBAColor(red: 0.8, green: 0.8, blue: 0.8)))
            } }
            let stops = [GradientStop(color: RGBAColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1), location: 0),
                         GradientStop(color: RGBAColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 0), location: 1)]
            c.fillAll(with: Paint(.gradient(GradientPaint(.radial(center: CGPoint(x: 32, y: 32), startRadius: 0, endRadius: 32),
                                                          stops: stops))))
        }
    }
}
