import AuroraGeometry
import Foundation
import Testing

/// Flattening: polylines stay within the tolerance at any scale; bad points are dropped.
struct BezierPathFlatteningTests {
    /// The largest distance from points of the cubic to the polyline (sampled finely).
    private func deviation(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ polyline: [CGPoint]) -> CGFloat {
        var worst: CGFloat = 0
        for i in 0...400 {
            let t = CGFloat(i) / 400, u = 1 - t
            let q = CGPoint(x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
                            y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y)
            var nearest = CGFloat.infinity
            for (a, b) in zip(polyline, polyline.dropFirst()) {
                let dx = b.x - a.x, dy = b.y - a.y
                let s = max(0, min(1, ((q.x - a.x) * dx + (q.y - a.y) * dy) / max(dx * dx + dy * dy, 1e-30)))
                nearest = min(nearest, hypot(q.x - a.x - s * dx, q.y - a.y - s * dy))
            }
            worst = max(worst, nearest)
        }
        return worst
    }

    @Test(arguments: [1.0, 4.0, 50.0])
    func curvesStayWithinTheToleranceAtEveryScale(scale: Double) {
        let p0 = CGPoint(x: 0, y: 0), p1 = CGPoint(x: 10, y: 40), p2 = CGPoint(x: 50, y: -30), p3 = CGPoint(x: 60, y: 10)
        var path = BezierPath()
        path.move(to: p0)
        path.addCurve(to: p3, control1: p1, control2: p2)
        let t = CGAffineTransform(scaleX: scale, y: scale)
        let polylines = path.flattened(transform: t, tolerance: 0.25)
        #expect(polylines.count == 1)
        let points = polylines[0].points
        let error = deviation(p0.applying(t), p1.applying(t), p2.applying(t), p3.applying(t), points)
        #expect(error <= 0.25)
        // Not absurdly fine either: the segment count grows with the square root of the scale.
        #expect(points.count < Int(40 * scale.squareRoot()) + 10)
    }

    @Test func closedSubpathsAreMarkedAndDoNotRepeatTheirStart() {
        var path = BezierPath()
        path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 12, y: 10))
        let polylines = path.flattened()
        #expect(polylines.count == 2)
        #expect(polylines[0].isClosed && polylines[0].points.count == 4)
        #expect(!polylines[1].isClosed && polylines[1].points.count == 2)
    }

    @Test func nonFinitePointsAreDroppedAndHugeOnesClamped() {
        var path = BezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 3))
        path.addLine(to: CGPoint(x: 1e300, y: 5))
        path.addCurve(to: CGPoint(x: 2, y: 2), control1: CGPoint(x: CGFloat.infinity, y: 0), control2: .zero)
        path.addLine(to: CGPoint(x: 4, y: 0))
        let points = path.flattened()[0].points
        #expect(points.allSatisfy { $0.x.isFinite && $0.y.isFinite && abs($0.x) <= BezierPath.coordinateLimit })
        #expect(points == [CGPoint(x: 0, y: 0), CGPoint(x: BezierPath.coordinateLimit, y: 5), CGPoint(x: 4, y: 0)])
    }

    @Test func curvesOutsideTheClipBecomeChords() {
        var path = BezierPath()
        path.move(to: CGPoint(x: -500, y: 0))
        path.addCurve(to: CGPoint(x: -500, y: 100), control1: CGPoint(x: -900, y: 30), control2: CGPoint(x: -100, y: 60))
        let clipped = path.flattened(clipBounds: CGRect(x: 0, y: 0, width: 64, height: 64))
        #expect(clipped[0].points.count == 2)
        #expect(path.flattened()[0].points.count > 10)
    }

    @Test func hugeCurvesGrazingTheClipStayBounded() {
        var path = BezierPath()
        path.move(to: CGPoint(x: -1e7, y: 10))
        path.addCurve(to: CGPoint(x: 1e7, y: 10), control1: CGPoint(x: -1e7, y: -1e7), control2: CGPoint(x: 1e7, y: 1e7))
        let points = path.flattened(clipBounds: CGRect(x: 0, y: 0, width: 64, height: 64))[0].points
        #expect(points.count < 20_000)
    }
}
