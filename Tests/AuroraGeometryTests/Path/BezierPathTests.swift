import AuroraGeometry
import Foundation
import Testing

/// Building paths: elements, current point, and Core Graphics' implicit moves.
struct BezierPathTests {
    @Test func elementsAndCurrentPoint() {
        var path = BezierPath()
        #expect(path.isEmpty && path.currentPoint == nil)
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.addQuadCurve(to: CGPoint(x: 5, y: 5), control: CGPoint(x: 8, y: 3))
        #expect(path.currentPoint == CGPoint(x: 5, y: 5))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        #expect(path.elements.count == 4)
        path.closeSubpath()
        #expect(path.elements.count == 4, "a second close adds nothing")
    }

    @Test func aLineWithoutACurrentPointStartsASubpath() {
        var path = BezierPath()
        path.addLine(to: CGPoint(x: 3, y: 4))
        #expect(path.elements == [.move(to: CGPoint(x: 3, y: 4)), .line(to: CGPoint(x: 3, y: 4))])
        var empty = BezierPath()
        empty.closeSubpath()
        #expect(empty.isEmpty)
    }

    @Test func transformsApplyToEveryPoint() {
        var path = BezierPath()
        path.addRect(CGRect(x: 0, y: 0, width: 2, height: 1))
        let moved = path.offsetBy(dx: 10, dy: 20)
        #expect(moved.elements.first == .move(to: CGPoint(x: 10, y: 20)))
        #expect(path.applying(.identity) == path)
        var combined = BezierPath()
        combined.addPath(path, transform: CGAffineTransform(scaleX: 3, y: 3))
        #expect(combined.elements[2] == .line(to: CGPoint(x: 6, y: 3)))
    }
}
