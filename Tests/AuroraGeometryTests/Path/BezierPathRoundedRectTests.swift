import Foundation
import Testing
@testable import AuroraGeometry

@Suite struct BezierPathRoundedRectTests {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    let extent: CGFloat = 1.52866483

    @Test func circularCornersAreQuarterCircles() {
        let path = BezierPath(roundedRect: rect, cornerRadius: 10, style: .circular)
        #expect(path.elements.first == .move(to: CGPoint(x: 100, y: 30)))
        #expect(path.elements[1] == .line(to: CGPoint(x: 100, y: 50)))
        #expect(close(path.endPoints[2], CGPoint(x: 90, y: 60)))
        #expect(path.curveCount == 4)
        #expect(close(path.boundingRect, rect))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 4, y: 4)))
        #expect(path.contains(CGPoint(x: 50, y: 30)))
    }

    @Test func continuousCornerStartsOnePointFiveTimesTheRadiusFromTheCorner() {
        let path = BezierPath(roundedRect: rect, cornerRadius: 10, style: .continuous)
        #expect(path.elements.first == .move(to: CGPoint(x: 100, y: 30)))
        // The first corner (bottom right) begins on the right edge and ends on the bottom edge.
        #expect(close(path.endPoints[1], CGPoint(x: 100, y: 60 - 10 * extent)))
        #expect(close(path.endPoints[6], CGPoint(x: 100 - 10 * extent, y: 60)))
        // Three cubics and two short lines per corner.
        #expect(path.curveCount == 12)
        // The subpath ends on the right edge, 1.528·r below the top-right corner, then closes.
        #expect(close(path.endPoints[path.elements.count - 2], CGPoint(x: 100, y: 10 * extent)))
        #expect(path.elements.last == .closeSubpath)
        #expect(close(path.boundingRect, rect, within: 1e-9))
    }

    @Test func continuousCornerIsSymmetricAboutItsDiagonal() {
        let path = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20)
        let ends = path.endPoints.compactMap { $0 }
        // Bottom-right corner: points measured back from (100, 100) mirror across the diagonal.
        let corner = Array(ends[1...6]).map { CGPoint(x: 100 - $0.x, y: 100 - $0.y) }
        for (a, b) in zip(corner, corner.reversed()) { #expect(close(a, CGPoint(x: b.y, y: b.x), within: 1e-9)) }
    }

    @Test func radiiAreLimitedToFit() {
        let capsule = BezierPath(roundedRect: rect, cornerRadius: 500, style: .circular)
        #expect(close(capsule.boundingRect, rect))
        #expect(capsule.contains(CGPoint(x: 50, y: 1)))
        #expect(!capsule.contains(CGPoint(x: 2, y: 2)))
        let continuous = BezierPath(roundedRect: rect, cornerRadius: 500, style: .continuous)
        // r is limited to 60 / 2 / 1.528…, so the first corner starts at the right edge's middle.
        #expect(close(continuous.endPoints[1], CGPoint(x: 100, y: 30), within: 1e-9))
        #expect(close(continuous.boundingRect, rect, within: 1e-9))
    }

    @Test func unevenCornerRadii() {
        let radii = RectangleCornerRadii(topLeading: 20, bottomLeading: 0, bottomTrailing: 0, topTrailing: 0)
        for style in [RoundedCornerStyle.circular, .continuous] {
            let path = BezierPath(roundedRect: rect, cornerRadii: radii, style: style)
            #expect(!path.contains(CGPoint(x: 1, y: 1)))
            #expect(path.contains(CGPoint(x: 99.5, y: 0.5)))
            #expect(path.contains(CGPoint(x: 0.5, y: 59.5)))
            #expect(path.contains(CGPoint(x: 99.5, y: 59.5)))
            #expect(close(path.boundingRect, rect))
        }
    }

    @Test func badInputGivesSquareOrNoCorners() {
        let square = BezierPath(roundedRect: rect, cornerRadius: -5)
        #expect(square.curveCount == 0)
        #expect(square.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(BezierPath(roundedRect: rect, cornerSize: CGSize(width: CGFloat.nan, height: 3)).contains(CGPoint(x: 50, y: 30)))
        #expect(BezierPath(roundedRect: CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1), cornerRadius: 3).isEmpty)
        #expect(BezierPath(roundedRect: .zero, cornerRadius: 3).boundingRect == .zero)
    }
}
