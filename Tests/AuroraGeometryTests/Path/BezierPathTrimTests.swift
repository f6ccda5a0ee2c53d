import Foundation
import Testing
@testable import AuroraGeometry

@Suite struct BezierPathTrimTests {
    let circle = BezierPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))

    @Test func circleLengthIsItsCircumference() {
        #expect(abs(circle.length - 100 * .pi) < 100 * .pi * 1e-3)
    }

    @Test func halfTrimHasHalfTheLengthAndKeepsCurves() {
        let half = circle.trimmedPath(from: 0, to: 0.5)
        #expect(abs(half.length - circle.length / 2) < 1e-3)
        #expect(half.curveCount == 2)
        #expect(close(half.currentPoint, CGPoint(x: 0, y: 50), within: 1e-6))
        let middle = circle.trimmedPath(from: 0.1, to: 0.35)
        #expect(abs(middle.length - circle.length / 4) < 1e-3)
        #expect(middle.curveCount == 2)
    }

    @Test func trimSpansSubpathsByTotalLength() {
        var path = BezierPath()
        path.addLines([.zero, CGPoint(x: 10, y: 0)])
        path.addLines([CGPoint(x: 0, y: 10), CGPoint(x: 30, y: 10)])
        // Total length 40: 0.125…0.5 covers x 5…10 of the first and x 0…10 of the second.
        let trimmed = path.trimmedPath(from: 0.125, to: 0.5)
        #expect(trimmed.elements == [.move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 0)),
                                     .move(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 10, y: 10))])
    }

    @Test func closingLineCountsAndWholeSubpathsStayClosed() {
        var square = BezierPath()
        square.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let lastQuarter = square.trimmedPath(from: 0.75, to: 1)
        #expect(lastQuarter.elements == [.move(to: CGPoint(x: 0, y: 10)), .line(to: .zero)])
        var two = square
        two.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))
        let firstWhole = two.trimmedPath(from: 0, to: 0.6)
        #expect(Array(firstWhole.elements.prefix(5)) == square.elements)
        #expect(firstWhole.elements.dropFirst(5).first == .move(to: CGPoint(x: 20, y: 0)))
        #expect(close(firstWhole.currentPoint, CGPoint(x: 28, y: 0)))
    }

    @Test func degenerateRanges() {
        #expect(circle.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(circle.trimmedPath(from: 0.7, to: 0.2).isEmpty)
        #expect(circle.trimmedPath(from: .nan, to: 1).isEmpty)
        #expect(circle.trimmedPath(from: -1, to: 2) == circle)
        #expect(BezierPath().trimmedPath(from: 0.2, to: 0.4).isEmpty)
        var bad = BezierPath()
        bad.move(to: .zero)
        bad.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
        bad.addLine(to: CGPoint(x: 10, y: 0))
        _ = bad.trimmedPath(from: 0.1, to: 0.9)
    }
}
