import Foundation
import Testing
@testable import AuroraGeometry

@Suite struct BezierPathEllipseTests {
    @Test func ellipseStartsAtTheRightAndGoesDownFirst() {
        let path = BezierPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(path.elements.first == .move(to: CGPoint(x: 100, y: 25)))
        #expect(path.curveCount == 4)
        let ends = path.endPoints
        #expect(close(ends[1], CGPoint(x: 50, y: 50)))
        #expect(close(ends[2], CGPoint(x: 0, y: 25)))
        #expect(close(ends[3], CGPoint(x: 50, y: 0)))
        #expect(close(ends[4], CGPoint(x: 100, y: 25)))
        #expect(path.elements.last == .closeSubpath)
    }

    @Test func quarterTrimOfACircleEndsAtSixOClock() {
        let circle = BezierPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let quarter = circle.trimmedPath(from: 0, to: 0.25)
        #expect(close(quarter.currentPoint, CGPoint(x: 50, y: 100), within: 1e-6))
    }

    @Test func ellipseHonoursTheTransform() {
        var path = BezierPath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 2, height: 2), transform: CGAffineTransform(translationX: 10, y: 0))
        #expect(close(path.boundingRect, CGRect(x: 10, y: 0, width: 2, height: 2)))
    }

    @Test func shapeInitialisersMatchTheirAddMethods() {
        let rect = CGRect(x: 1, y: 2, width: 30, height: 40)
        var byAdding = BezierPath()
        byAdding.addRect(rect)
        #expect(BezierPath(rect) == byAdding)
        var rounded = BezierPath()
        rounded.addRoundedRect(in: rect, cornerSize: CGSize(width: 5, height: 5))
        #expect(BezierPath(roundedRect: rect, cornerRadius: 5) == rounded)
        #expect(BezierPath(roundedRect: rect, cornerSize: CGSize(width: 5, height: 5)) == rounded)
    }

    @Test func badRectsAddNothing() {
        #expect(BezierPath(ellipseIn: .null).isEmpty)
        #expect(BezierPath(ellipseIn: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)).isEmpty)
        #expect(BezierPath(ellipseIn: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)).isEmpty)
        #expect(BezierPath(ellipseIn: .zero).curveCount == 4)
    }
}
