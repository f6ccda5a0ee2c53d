import Foundation
import Testing
@testable import AuroraGeometry

@Suite struct BezierPathContainsTests {
    /// A five-pointed star drawn in one stroke: its centre has winding number 2.
    var star: BezierPath {
        var path = BezierPath()
        let points = (0..<5).map { i -> CGPoint in
            let angle = -CGFloat.pi / 2 + CGFloat(i * 2) * 2 * .pi / 5
            return CGPoint(x: 50 + 40 * cos(angle), y: 50 + 40 * sin(angle))
        }
        path.addLines(points)
        path.closeSubpath()
        return path
    }

    @Test func starCentreIsInsideOnlyUnderNonZero() {
        #expect(star.contains(CGPoint(x: 50, y: 50)))
        #expect(!star.contains(CGPoint(x: 50, y: 50), eoFill: true))
        // A point in a tip has winding 1 under both rules.
        #expect(star.contains(CGPoint(x: 50, y: 14)))
        #expect(star.contains(CGPoint(x: 50, y: 14), eoFill: true))
        #expect(!star.contains(CGPoint(x: 0, y: 0)))
    }

    @Test func nestedSquaresFollowTheirDirections() {
        var same = BezierPath()
        same.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        same.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(same.contains(CGPoint(x: 50, y: 50)))
        #expect(!same.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(same.contains(CGPoint(x: 10, y: 10), eoFill: true))
        var opposite = BezierPath()
        opposite.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        opposite.addLines([CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 75), CGPoint(x: 75, y: 75), CGPoint(x: 75, y: 25)])
        #expect(!opposite.contains(CGPoint(x: 50, y: 50)))
        #expect(opposite.contains(CGPoint(x: 10, y: 10)))
    }

    /// The cubic circle strays up to 2.7e-4·r (0.014 here) outside the true circle, so the
    /// probes sit 0.02 from it.
    @Test func circleEdgeIsResolvedFinely() {
        let circle = BezierPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        for i in 0..<16 {
            let angle = CGFloat(i) * .pi / 8
            let direction = CGPoint(x: cos(angle), y: sin(angle))
            #expect(circle.contains(CGPoint(x: 50, y: 50) + direction * 49.98))
            #expect(!circle.contains(CGPoint(x: 50, y: 50) + direction * 50.02))
        }
    }

    @Test func openSubpathsCountAsClosedAndBadPointsAreOutside() {
        var triangle = BezierPath()
        triangle.addLines([.zero, CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        #expect(triangle.contains(CGPoint(x: 2, y: 2)))
        #expect(!triangle.contains(CGPoint(x: CGFloat.nan, y: 2)))
        #expect(!BezierPath().contains(.zero))
    }
}
