import Foundation
import Testing
@testable import AuroraGeometry

@Suite struct BezierPathBoundsTests {
    @Test func cubicBoundsComeFromItsExtremaNotItsControlPoints() {
        var path = BezierPath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(close(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 75)))
    }

    @Test func cubicWithHorizontalExtremaOnBothSides() {
        var path = BezierPath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 0, y: 30), control1: CGPoint(x: 40, y: 0), control2: CGPoint(x: -40, y: 30))
        // x(t) = 120 t (1 − t)² − 120 t² (1 − t) has extrema at t = (3 ± √3) / 6, x = ±40/(3√3)·… .
        let box = path.boundingRect
        let t = (3 - 3.0.squareRoot()) / 6
        let extreme = BezierPath.cubicPoint(.zero, CGPoint(x: 40, y: 0), CGPoint(x: -40, y: 30), CGPoint(x: 0, y: 30), at: t).x
        #expect(abs(box.maxX - extreme) < 1e-9)
        #expect(abs(box.minX + extreme) < 1e-9)
        #expect(box.minY == 0 && box.maxY == 30)
    }

    @Test func quadraticBounds() {
        var path = BezierPath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(close(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50)))
    }

    @Test func circleBoundsAreItsRect() {
        let rect = CGRect(x: -3, y: 7, width: 20, height: 10)
        #expect(close(BezierPath(ellipseIn: rect).boundingRect, rect))
    }

    @Test func curvesWithinTheBoundsSoFarLeaveThemAndOneControlOutsideWidensThem() {
        var path = BezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        // Both controls inside the square so far: the curve cannot leave it.
        path.addCurve(to: CGPoint(x: 0, y: 100), control1: CGPoint(x: 90, y: 10), control2: CGPoint(x: 10, y: 99))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 100))
        // One control below the square: the bottom is the curve's extremum, not the control.
        path.addCurve(to: CGPoint(x: 100, y: 100), control1: CGPoint(x: 50, y: 160), control2: CGPoint(x: 60, y: 90))
        let box = path.boundingRect
        #expect(box.maxY > 100 && box.maxY < 160)
        let t = (0...1000).map { CGFloat($0) / 1000 }.max { a, b in
            BezierPath.cubicPoint(CGPoint(x: 0, y: 100), CGPoint(x: 50, y: 160), CGPoint(x: 60, y: 90), CGPoint(x: 100, y: 100), at: a).y
                < BezierPath.cubicPoint(CGPoint(x: 0, y: 100), CGPoint(x: 50, y: 160), CGPoint(x: 60, y: 90), CGPoint(x: 100, y: 100), at: b).y
        } ?? 0
        let sampled = BezierPath.cubicPoint(CGPoint(x: 0, y: 100), CGPoint(x: 50, y: 160), CGPoint(x: 60, y: 90), CGPoint(x: 100, y: 100), at: t).y
        #expect(abs(box.maxY - sampled) < 1e-3)
    }

    @Test func emptyPathHasNullBounds() {
        #expect(BezierPath().boundingRect.isNull)
    }

    @Test func nonFinitePointsAreSkipped() {
        var path = BezierPath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 5))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addCurve(to: CGPoint(x: 5, y: 5), control1: CGPoint(x: CGFloat.infinity, y: 0), control2: .zero)
        #expect(close(path.boundingRect, CGRect(x: 1, y: 2, width: 4, height: 3)))
    }
}
