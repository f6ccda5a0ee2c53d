import AuroraGeometry
import AuroraRaster
import Foundation
import Testing

/// Golden images of strokes: caps, joins, miter limit, dashes, trimmed paths, scaled strokes.
struct StrokeGoldenTests {
    private let ink = Paint.color(RGBAColor(red: 0.1, green: 0.1, blue: 0.15))

    private func zigzag(y: CGFloat) -> BezierPath {
        var path = BezierPath()
        path.addLines([CGPoint(x: 12, y: y + 12), CGPoint(x: 36, y: y - 10), CGPoint(x: 60, y: y + 12),
                       CGPoint(x: 84, y: y - 4), CGPoint(x: 116, y: y + 2)])
        return path
    }

    @Test func capsAndJoins() {
        RenderModes.assertGolden("stroke/caps-and-joins", width: 128, height: 128) { c in
            c.clear(.white)
            let styles: [(CGLineCap, CGLineJoin)] = [(.butt, .miter), (.round, .round), (.square, .bevel)]
            for (i, (cap, join)) in styles.enumerated() {
                c.stroke(zigzag(y: 24 + CGFloat(i) * 40), with: ink, style: StrokeStyle(lineWidth: 7, lineCap: cap, lineJoin: join))
            }
        }
    }

    @Test func miterLimitBevelsSharpCorners() {
        RenderModes.assertGolden("stroke/miter-limit", width: 96, height: 64) { c in
            c.clear(.white)
            var sharp = BezierPath()
            sharp.addLines([CGPoint(x: 8, y: 56), CGPoint(x: 24, y: 8), CGPoint(x: 40, y: 56)])
            c.stroke(sharp, with: ink, style: StrokeStyle(lineWidth: 6, lineJoin: .miter, miterLimit: 10))
            c.stroke(sharp.offsetBy(dx: 48, dy: 0), with: ink, style: StrokeStyle(lineWidth: 6, lineJoin: .miter, miterLimit: 2))
        }
    }

    @Test func dashesWithPhaseAndTrimmedCircle() {
        RenderModes.assertGolden("stroke/dashes-and-trim", width: 128, height: 96) { c in
            c.clear(.white)
            var line = BezierPath()
            line.addLines([CGPoint(x: 8, y: 12), CGPoint(x: 120, y: 12)])
            c.stroke(line, with: ink, style: StrokeStyle(lineWidth: 4, dash: [12, 6]))
            c.stroke(line.offsetBy(dx: 0, dy: 14), with: ink, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [12, 6], dashPhase: 6))
            let circle = BezierPath(ellipseIn: CGRect(x: 16, y: 40, width: 48, height: 48))
            c.stroke(circle.trimmedPath(from: 0, to: 0.7), with: .color(RGBAColor(red: 0.9, green: 0.2, blue: 0.3)),
                     style: StrokeStyle(lineWidth: 6, lineCap: .round))
            c.stroke(BezierPath(roundedRect: CGRect(x: 76, y: 44, width: 40, height: 40), cornerRadius: 10),
                     with: ink, style: StrokeStyle(lineWidth: 1))
        }
    }

    @Test func strokeWidthScalesWithTheTransform() {
        RenderModes.assertGolden("stroke/scaled", width: 64, height: 64) { c in
            c.clear(.white)
            c.transform = CGAffineTransform(scaleX: 4, y: 2)
            c.stroke(BezierPath(ellipseIn: CGRect(x: 2, y: 4, width: 12, height: 24)), with: ink, style: StrokeStyle(lineWidth: 1.5))
        }
    }
}
