import Foundation
import Testing
@testable import AuroraGeometry

@Suite struct BezierPathArcsTests {
    let center = CGPoint(x: 10, y: 20)

    @Test func counterclockwiseQuarterGoesTowardIncreasingAngles() {
        var path = BezierPath()
        path.addArc(center: center, radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(path.elements.first == .move(to: CGPoint(x: 15, y: 20)))
        #expect(path.curveCount == 1)
        #expect(close(path.currentPoint, CGPoint(x: 10, y: 25)))
        // The middle of the piece lies at 45°, below the centre on screen (y-down).
        guard case .curve(let end, let c1, let c2)? = path.elements.last else { Issue.record("no curve"); return }
        let mid = BezierPath.cubicPoint(CGPoint(x: 15, y: 20), c1, c2, end, at: 0.5)
        let expected = CGPoint(x: 10 + 5 * cos(CGFloat.pi / 4), y: 20 + 5 * sin(CGFloat.pi / 4))
        #expect(close(mid, expected, within: 5 * 3e-4))
    }

    @Test func clockwiseSweepsThroughDecreasingAngles() {
        var path = BezierPath()
        path.addArc(center: center, radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        // 0° → −90° → −180° → −270°: three quarter pieces through the top of the circle.
        #expect(path.curveCount == 3)
        let ends = path.endPoints
        #expect(close(ends[1], CGPoint(x: 10, y: 15)))
        #expect(close(ends[2], CGPoint(x: 5, y: 20)))
        #expect(close(ends[3], CGPoint(x: 10, y: 25)))
    }

    @Test func fullTurnIsFourPiecesEndingAtTheStart() {
        var path = BezierPath()
        path.addArc(center: center, radius: 5, startAngle: .degrees(90), endAngle: .degrees(450), clockwise: false)
        #expect(path.curveCount == 4)
        #expect(close(path.endPoints[0], CGPoint(x: 10, y: 25)))
        #expect(close(path.endPoints[2], CGPoint(x: 10, y: 15)))
        #expect(close(path.currentPoint, CGPoint(x: 10, y: 25)))
    }

    @Test func arcLinesFromTheCurrentPoint() {
        var path = BezierPath()
        path.move(to: .zero)
        path.addArc(center: center, radius: 5, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        #expect(path.elements[1] == .line(to: CGPoint(x: 5, y: 20 + 5 * sin(CGFloat.pi))))
        #expect(close(path.currentPoint, CGPoint(x: 10, y: 15)))
    }

    @Test func relativeArcFollowsTheSignOfDelta() {
        var path = BezierPath()
        path.addRelativeArc(center: center, radius: 5, startAngle: .zero, delta: .degrees(-90))
        #expect(close(path.currentPoint, CGPoint(x: 10, y: 15)))
        var longer = BezierPath()
        longer.addRelativeArc(center: center, radius: 5, startAngle: .zero, delta: .degrees(135))
        #expect(longer.curveCount == 2)
        #expect(close(longer.currentPoint, CGPoint(x: 10 + 5 * cos(0.75 * CGFloat.pi), y: 20 + 5 * sin(0.75 * CGFloat.pi))))
    }

    @Test func arcIsTransformed() {
        var path = BezierPath()
        path.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(90), clockwise: false,
                    transform: CGAffineTransform(translationX: 3, y: 4).scaledBy(x: 2, y: 2))
        #expect(close(path.elements.first.flatMap { if case .move(let p) = $0 { p } else { nil } }, CGPoint(x: 5, y: 4)))
        #expect(close(path.currentPoint, CGPoint(x: 3, y: 6)))
    }

    @Test func tangentArcRoundsTheCorner() {
        var path = BezierPath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        #expect(path.elements[1] == .line(to: CGPoint(x: 8, y: 0)))
        #expect(path.curveCount == 1)
        #expect(close(path.currentPoint, CGPoint(x: 10, y: 2)))
        guard case .curve(let end, let c1, let c2)? = path.elements.last else { Issue.record("no curve"); return }
        let mid = BezierPath.cubicPoint(CGPoint(x: 8, y: 0), c1, c2, end, at: 0.5)
        #expect(close(mid, CGPoint(x: 8 + 2.0.squareRoot(), y: 2 - 2.0.squareRoot()), within: 1e-3))
    }

    @Test func degenerateTangentArcsAreLines() {
        for (t2, radius) in [(CGPoint(x: 20, y: 0), CGFloat(2)), (CGPoint(x: 10, y: 10), 0), (CGPoint(x: 0, y: 0), 2)] {
            var path = BezierPath()
            path.move(to: .zero)
            path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: t2, radius: radius)
            #expect(path.elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))])
        }
        var empty = BezierPath()
        empty.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        #expect(empty.elements == [.move(to: CGPoint(x: 10, y: 0))])
    }

    @Test func badArcInputAddsNothingAndNeverTraps() {
        var path = BezierPath()
        path.addArc(center: center, radius: -1, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        path.addArc(center: center, radius: .nan, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        path.addArc(center: center, radius: 5, startAngle: .radians(.nan), endAngle: .zero, clockwise: true)
        path.addArc(center: CGPoint(x: CGFloat.infinity, y: 0), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        path.addRelativeArc(center: center, radius: 5, startAngle: .zero, delta: .radians(.nan))
        #expect(path.isEmpty)
        path.addRelativeArc(center: center, radius: 5, startAngle: .zero, delta: .radians(1e300))
        #expect(path.curveCount == 4)
        path.addArc(tangent1End: CGPoint(x: CGFloat.nan, y: 0), tangent2End: .zero, radius: 3)
        path.addArc(tangent1End: CGPoint(x: 1e300, y: 0), tangent2End: CGPoint(x: 0, y: 1e300), radius: 1e300)
        #expect(path.curveCount >= 4)
    }
}
