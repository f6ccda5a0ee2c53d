import AuroraGeometry
import AuroraRaster
import Foundation
import Testing

/// Golden images of fills: curves, both fill rules, rounded rectangles, alpha overlaps.
struct FillGoldenTests {
    private func star(center: CGPoint, radius: CGFloat) -> BezierPath {
        var path = BezierPath()
        path.addLines((0..<5).map { i in
            let a = -Double.pi / 2 + Double(i) * 4 * .pi / 5
            return CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
        })
        path.closeSubpath()
        return path
    }

    @Test func starsUnderBothFillRules() {
        RenderModes.assertGolden("fill/stars-non-zero-even-odd", width: 128, height: 64) { c in
            c.clear(.white)
            c.fill(star(center: CGPoint(x: 32, y: 34), radius: 28), with: .color(RGBAColor(red: 0.1, green: 0.4, blue: 0.9)))
            c.fill(star(center: CGPoint(x: 96, y: 34), radius: 28), with: .color(RGBAColor(red: 0.9, green: 0.3, blue: 0.1)),
                   fillRule: .evenOdd)
        }
    }

    @Test func curvesAndTranslucentOverlaps() {
        RenderModes.assertGolden("fill/curves-and-overlaps", width: 96, height: 96) { c in
            c.clear(.white)
            c.fill(BezierPath(ellipseIn: CGRect(x: 8, y: 8, width: 52, height: 52)),
                   with: .color(RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.6)))
            c.fill(BezierPath(ellipseIn: CGRect(x: 36, y: 8, width: 52, height: 52)),
                   with: .color(RGBAColor(red: 0, green: 0.7, blue: 0, alpha: 0.6)))
            c.fill(BezierPath(ellipseIn: CGRect(x: 22, y: 36, width: 52, height: 52)),
                   with: .color(RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.6)))
            var blob = BezierPath()
            blob.move(to: CGPoint(x: 4, y: 90))
            blob.addCurve(to: CGPoint(x: 92, y: 90), control1: CGPoint(x: 20, y: 40), control2: CGPoint(x: 76, y: 140))
            blob.addQuadCurve(to: CGPoint(x: 4, y: 90), control: CGPoint(x: 48, y: 60))
            c.fill(blob, with: .color(RGBAColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.8)))
        }
    }

    @Test func roundedRectangleCornerStyles() {
        RenderModes.assertGolden("fill/rounded-rect-circular-continuous", width: 128, height: 64) { c in
            c.clear(.white)
            let ink = Paint.color(RGBAColor(red: 0.15, green: 0.15, blue: 0.2))
            c.fill(BezierPath(roundedRect: CGRect(x: 6, y: 6, width: 52, height: 52), cornerRadius: 16, style: .circular), with: ink)
            c.fill(BezierPath(roundedRect: CGRect(x: 70, y: 6, width: 52, height: 52), cornerRadius: 16, style: .continuous), with: ink)
        }
    }

    @Test func transformedFillAtHalfScale() {
        RenderModes.assertGolden("fill/transformed", width: 64, height: 64) { c in
            c.clear(.white)
            c.transform = CGAffineTransform(translationX: 32, y: 32).rotated(by: .pi / 7).scaledBy(x: 0.5, y: 0.5)
            c.fill(BezierPath(CGRect(x: -40, y: -40, width: 80, height: 80)), with: .color(RGBAColor(red: 0.5, green: 0, blue: 0.6)))
        }
    }
}
