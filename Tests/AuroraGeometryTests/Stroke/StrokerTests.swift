import Foundation
import AuroraTestSupport
import Testing
@testable import AuroraGeometry

@Suite struct StrokerTests {
    func line(_ points: CGPoint...) -> BezierPath {
        var path = BezierPath()
        path.addLines(points)
        return path
    }

    @Test(arguments: [CGLineJoin.round, .miter, .bevel])
    func strokedCircleCoversExactlyItsRing(join: CGLineJoin) {
        let radius: CGFloat = 40, width: CGFloat = 6, centre = CGPoint(x: 50, y: 50)
        let circle = BezierPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80))
        let outline = circle.strokedPath(StrokeStyle(lineWidth: width, lineJoin: join), tolerance: 1e-3)
        var random = SeededGenerator(seed: 7)
        var checked = 0
        while checked < 400 {
            let angle = CGFloat.random(in: 0..<(2 * .pi), using: &random)
            let distance = CGFloat.random(in: 30..<50, using: &random)
            // The cubic circle strays up to 0.011 from the true one, so stay 0.03 from the ring's edges.
            guard abs(abs(distance - radius) - width / 2) > 0.03 else { continue }
            let p = CGPoint(x: centre.x + distance * cos(angle), y: centre.y + distance * sin(angle))
            #expect(outline.contains(p) == (abs(distance - radius) < width / 2), "d = \(distance)")
            checked += 1
        }
        #expect(!outline.contains(centre))
    }

    /// With round joins and caps the stroke is exactly the set of points closer than half the
    /// width to the polyline, whatever its turns: a check of the inner-join logic on zigzags
    /// with segments both shorter and longer than the width.
    @Test func roundStrokeOfAZigzagIsItsDistanceField() {
        var random = SeededGenerator(seed: 11)
        for _ in 0..<6 {
            var points = [CGPoint(x: 50, y: 50)]
            for _ in 0..<12 {
                let step = CGFloat.random(in: 0.5..<20, using: &random)
                let angle = CGFloat.random(in: 0..<(2 * .pi), using: &random)
                let last = points[points.count - 1]
                points.append(CGPoint(x: last.x + step * cos(angle), y: last.y + step * sin(angle)))
            }
            var path = BezierPath()
            path.addLines(points)
            let h: CGFloat = 4
            let outline = path.strokedPath(StrokeStyle(lineWidth: 2 * h, lineCap: .round, lineJoin: .round),
                                           tolerance: 1e-3)
            var checked = 0
            while checked < 300 {
                let p = CGPoint(x: CGFloat.random(in: -20..<120, using: &random),
                                y: CGFloat.random(in: -20..<120, using: &random))
                let distance = Self.distance(from: p, to: points)
                guard abs(distance - h) > 0.01 else { continue }
                #expect(outline.contains(p) == (distance < h), "p = \(p), d = \(distance)")
                checked += 1
            }
        }
    }

    /// The distance from `p` to the polyline through `points`.
    static func distance(from p: CGPoint, to points: [CGPoint]) -> CGFloat {
        var best = CGFloat.infinity
        for (a, b) in zip(points, points.dropFirst()) {
            let ab = b - a, ap = p - a
            let t = min(max((ap.x * ab.x + ap.y * ab.y) / (ab.x * ab.x + ab.y * ab.y), 0), 1)
            best = min(best, (ap - ab * t).length)
        }
        return best
    }

    /// On a smooth closed curve every point of the stroke is covered once, so an exact-area
    /// rasterizer sees no doubled coverage along the edges.
    @Test func strokedCircleWindsOnceEverywhere() {
        let circle = BezierPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80))
        let outline = circle.strokedPath(StrokeStyle(lineWidth: 6, lineJoin: .round))
        let polylines = outline.flattened()
        var random = SeededGenerator(seed: 3)
        var covered = 0
        for _ in 0..<500 {
            let p = CGPoint(x: CGFloat.random(in: 0..<100, using: &random), y: CGFloat.random(in: 0..<100, using: &random))
            let winding = polylines.reduce(0) { $0 + BezierPath.winding(of: $1.points, around: p) }
            #expect(winding == 0 || winding == -1)
            if winding != 0 { covered += 1 }
        }
        #expect(covered > 20)
    }

    @Test func squareCornersFollowTheJoin() {
        let square = BezierPath(CGRect(x: 0, y: 0, width: 100, height: 100))
        let miter = square.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter))
        let bevel = square.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
        let round = square.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round))
        for corner in [CGPoint(x: -4.9, y: -4.9), CGPoint(x: 104.9, y: -4.9), CGPoint(x: 104.9, y: 104.9), CGPoint(x: -4.9, y: 104.9)] {
            #expect(miter.contains(corner))
            #expect(!bevel.contains(corner))
            #expect(!round.contains(corner))
        }
        #expect(round.contains(CGPoint(x: -3.4, y: -3.4)))
        #expect(!round.contains(CGPoint(x: -3.6, y: -3.6)))
        #expect(bevel.contains(CGPoint(x: -2.4, y: -2.4)))
        #expect(!bevel.contains(CGPoint(x: -2.6, y: -2.6)))
        for outline in [miter, bevel, round] {
            #expect(outline.contains(CGPoint(x: 4.9, y: 4.9)))
            #expect(!outline.contains(CGPoint(x: 5.1, y: 5.1)))
            #expect(!outline.contains(CGPoint(x: 50, y: 50)))
            #expect(outline.contains(CGPoint(x: 50, y: -4.9)))
            #expect(!outline.contains(CGPoint(x: 50, y: -5.1)))
        }
        // The ring between the squares: 110² − 90², wound the same way everywhere.
        #expect(abs(miter.signedArea + 4000) < 1e-6)
    }

    @Test func miterLimitBevelsSharpCorners() {
        // A 20° spike has a miter ratio of 1/sin(10°) ≈ 5.76.
        let spike = line(CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100 - 100 * cos(CGFloat.pi / 9), y: 100 * sin(CGFloat.pi / 9)))
        let tip = CGPoint(x: 103, y: -1)
        #expect(spike.strokedPath(StrokeStyle(lineWidth: 4, lineJoin: .miter, miterLimit: 10)).contains(tip))
        #expect(!spike.strokedPath(StrokeStyle(lineWidth: 4, lineJoin: .miter, miterLimit: 5)).contains(tip))
    }

    @Test func capsExtendOpenLines() {
        let segment = line(CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0))
        let butt = segment.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .butt))
        let square = segment.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
        let round = segment.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
        #expect(butt.contains(CGPoint(x: 0.1, y: 4.9)) && !butt.contains(CGPoint(x: -0.1, y: 0)))
        #expect(butt.contains(CGPoint(x: 99.9, y: -4.9)) && !butt.contains(CGPoint(x: 100.1, y: 0)))
        #expect(square.contains(CGPoint(x: -4.9, y: 4.9)) && !square.contains(CGPoint(x: -5.1, y: 0)))
        #expect(square.contains(CGPoint(x: 104.9, y: -4.9)) && !square.contains(CGPoint(x: 105.1, y: 0)))
        #expect(round.contains(CGPoint(x: -4.8, y: 0)) && !round.contains(CGPoint(x: -5.1, y: 0)))
        #expect(round.contains(CGPoint(x: 103, y: 3.8)) && !round.contains(CGPoint(x: 103, y: 4.1)))
        #expect(abs(butt.signedArea + 1000) < 1e-9)
        #expect(abs(square.signedArea + 1100) < 1e-9)
    }

    @Test func zeroLengthSubpathsBecomeDotsOrNothing() {
        let point = line(CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 10))
        let round = point.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .round))
        #expect(round.contains(CGPoint(x: 10, y: 12.8)) && !round.contains(CGPoint(x: 10, y: 13.1)))
        let square = point.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .square))
        #expect(square.contains(CGPoint(x: 12.9, y: 7.1)) && !square.contains(CGPoint(x: 13.1, y: 10)))
        #expect(point.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .butt)).isEmpty)
        var loneMove = BezierPath()
        loneMove.move(to: .zero)
        #expect(loneMove.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .round)).isEmpty)
        var closedPoint = BezierPath()
        closedPoint.move(to: .zero)
        closedPoint.closeSubpath()
        #expect(closedPoint.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .round)).contains(CGPoint(x: 0, y: 2)))
        #expect(round.signedArea < 0 && square.signedArea < 0)
    }

    @Test func reversalGetsOneRoundJoinAndStaysFilled() {
        let back = line(CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 50, y: 0))
        let round = back.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round))
        #expect(round.contains(CGPoint(x: 104.8, y: 0)) && !round.contains(CGPoint(x: 105.1, y: 0)))
        #expect(round.contains(CGPoint(x: 75, y: 4.9)) && round.contains(CGPoint(x: 75, y: -4.9)))
        #expect(!round.contains(CGPoint(x: 75, y: 5.1)))
        let miter = back.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter))
        #expect(!miter.contains(CGPoint(x: 100.1, y: 0)) && miter.contains(CGPoint(x: 99.9, y: 4.9)))
        // A cusp inside one curve stays filled around the cusp point.
        var cusp = BezierPath()
        cusp.move(to: .zero)
        cusp.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 100, y: 100), control2: CGPoint(x: 0, y: 100))
        let outline = cusp.strokedPath(StrokeStyle(lineWidth: 4, lineJoin: .round))
        let cuspPoint = BezierPath.cubicPoint(.zero, CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 100), CGPoint(x: 100, y: 0), at: 0.5)
        #expect(outline.contains(cuspPoint))
        #expect(outline.contains(cuspPoint + CGPoint(x: 0, y: 1.9)))
    }

    @Test func closedSubpathsHaveNoCaps() {
        var triangle = BezierPath()
        triangle.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 50, y: 80)])
        triangle.closeSubpath()
        let outline = triangle.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square, lineJoin: .bevel))
        // Two contours: outer and inner, of opposite directions.
        #expect(outline.elements.filter { $0 == .closeSubpath }.count == 2)
        #expect(outline.contains(CGPoint(x: 50, y: -1.9)))
        #expect(!outline.contains(CGPoint(x: -2.5, y: -1.9)))
        #expect(!outline.contains(CGPoint(x: 50, y: 30)))
    }

    @Test func badWidthsGiveEmptyPaths() {
        let segment = line(.zero, CGPoint(x: 10, y: 0))
        for width in [0, -1, CGFloat.nan, .infinity, -.infinity] {
            #expect(segment.strokedPath(StrokeStyle(lineWidth: width)).isEmpty)
        }
    }

    @Test func badGeometryNeverTraps() {
        var path = BezierPath()
        path.move(to: CGPoint(x: CGFloat.nan, y: 0))
        path.addLine(to: CGPoint(x: 10, y: CGFloat.infinity))
        path.addLine(to: CGPoint(x: 1e300, y: -1e300))
        path.addCurve(to: CGPoint(x: -1e300, y: 1e300), control1: CGPoint(x: 1e308, y: 0), control2: .zero)
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 1e30, height: 1e30))
        path.closeSubpath()
        for cap in [CGLineCap.butt, .round, .square] {
            for join in [CGLineJoin.miter, .round, .bevel] {
                let outline = path.strokedPath(StrokeStyle(lineWidth: 3, lineCap: cap, lineJoin: join, miterLimit: .nan,
                                                           dash: [1e-9, 1e-9]), tolerance: .nan)
                #expect(!outline.isEmpty)
                _ = outline.boundingRect
            }
        }
        #expect(BezierPath().strokedPath(StrokeStyle(lineWidth: 3)).isEmpty)
        let enormous = path.strokedPath(StrokeStyle(lineWidth: .greatestFiniteMagnitude, lineCap: .round, lineJoin: .round))
        #expect(enormous.elements.allSatisfy { element in
            if case .line(let p) = element { return p.x.isFinite && p.y.isFinite } else { return true }
        })
    }

    /// One outline reused from path to path (as a renderer strokes many) holds, each time,
    /// exactly the contours a fresh one gets and `strokedPolylines` returns: nothing of the
    /// previous stroke, or of its style, is left in it.
    @Test func reusedOutlineHoldsEachStrokeAsAFreshOneDoes() {
        var curve = BezierPath()
        curve.move(to: CGPoint(x: 10, y: 10))
        curve.addCurve(to: CGPoint(x: 90, y: 30), control1: CGPoint(x: 120, y: 0), control2: CGPoint(x: -20, y: 80))
        curve.addQuadCurve(to: CGPoint(x: 40, y: 70), control: CGPoint(x: 80, y: 90))
        curve.closeSubpath()
        curve.move(to: CGPoint(x: 5, y: 5))
        curve.addLine(to: CGPoint(x: 5, y: 5))
        let paths = [curve, line(CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 2), CGPoint(x: 31, y: 40), CGPoint(x: 0, y: 12)),
                     line(CGPoint(x: 7, y: 7), CGPoint(x: 7, y: 7)), BezierPath()]
        let styles = [StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round),
                      StrokeStyle(lineWidth: 2, dash: [4, 2], dashPhase: 1),
                      StrokeStyle(lineWidth: 5, lineCap: .square, lineJoin: .miter),
                      StrokeStyle(lineWidth: 0)]
        var reused = StrokeOutline()
        var strokes = 0
        for style in styles {
            for path in paths {
                path.stroke(style, tolerance: 0.1, into: &reused)
                var fresh = StrokeOutline()
                path.stroke(style, tolerance: 0.1, into: &fresh)
                #expect(reused.points == fresh.points)
                let contours = (0..<reused.contourCount).map { Array(reused.points[reused.contour($0)]) }
                #expect(contours == (0..<fresh.contourCount).map { Array(fresh.points[fresh.contour($0)]) })
                #expect(contours == path.strokedPolylines(style, tolerance: 0.1).map(\.points))
                #expect(contours.allSatisfy { $0.count > 2 })
                if !contours.isEmpty { strokes += 1 }
            }
        }
        // Every style but the zero width strokes the curve, the zigzag and the dot (butt caps
        // draw no dot).
        #expect(strokes == 8)
    }
}
