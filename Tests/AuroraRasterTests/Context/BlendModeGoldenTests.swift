import AuroraGeometry
import AuroraRaster
import Foundation
import Testing

/// Golden images of all 28 blend modes: a translucent disc over an opaque gradient and a
/// translucent square, one cell per mode in `BlendMode.allCases` order (7 × 4).
struct BlendModeGoldenTests {
    @Test func everyBlendMode() {
        RenderModes.assertGolden("blend-mode/all-modes", width: 7 * 24, height: 4 * 24) { c in
            for (index, mode) in BlendMode.allCases.enumerated() {
                let x = CGFloat(index % 7) * 24, y = CGFloat(index / 7) * 24
                c.save()
                c.clip(to: BezierPath(CGRect(x: x, y: y, width: 24, height: 24)))
                c.pushLayer()
                c.fill(BezierPath(CGRect(x: x + 2, y: y + 2, width: 14, height: 20)),
                       with: Paint(.gradient(GradientPaint(.linear(start: CGPoint(x: x, y: y), end: CGPoint(x: x, y: y + 24)),
                                                           stops: GradientStop.evenlySpaced([RGBAColor(red: 0.1, green: 0.3, blue: 0.9),
                                                                                             RGBAColor(red: 0.95, green: 0.85, blue: 0.2)])))))
                c.fill(BezierPath(CGRect(x: x + 10, y: y + 4, width: 12, height: 8)),
                       with: .color(RGBAColor(red: 0.2, green: 0.8, blue: 0.4, alpha: 0.5)))
                c.fill(BezierPath(ellipseIn: CGRect(x: x + 6, y: y + 6, width: 16, height: 16)),
                       with: Paint(.solid(RGBAColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 0.75)), blendMode: mode))
                c.popLayer()
                c.restore()
            }
        }
    }
}
