import AuroraGeometry
@testable import AuroraRaster
import Foundation
import AuroraTestSupport
import Testing

/// Coverage: exact areas, fill rules, and input that must not crash.
struct CoverageAccumulatorTests {
    /// The summed alpha of white drawn on transparent, in pixels.
    private func coveredArea(_ pixmap: Pixmap) -> Double {
        pixmap.withUnsafePixels { $0.reduce(0.0) { $0 + Double($1 >> 24) / 255 } }
    }

    private func render(width: Int = 64, height: Int = 64, threads: Int = 1, _ draw: (RasterContext) -> Void) -> Pixmap {
        let context = try! RasterContext(width: width, height: height, threads: threads)
        draw(context)
        return context.pixmap
    }

    private func polygon(_ points: [(Double, Double)]) -> BezierPath {
        var path = BezierPath()
        path.addLines(points.map { CGPoint(x: $0.0, y: $0.1) })
        path.closeSubpath()
        return path
    }

    @Test func summedAlphaOfAPolygonEqualsItsArea() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<20 {
            // A random convex polygon: points on a circle at sorted random angles.
            let n = Int.random(in: 3...9, using: &generator)
            let angles = (0..<n).map { _ in Double.random(in: 0..<(2 * .pi), using: &generator) }.sorted()
            let r = Double.random(in: 5...30, using: &generator)
            let cx = Double.random(in: 31...33, using: &generator), cy = Double.random(in: 31...33, using: &generator)
            let points = angles.map { (cx + r * cos($0), cy + r * sin($0)) }
            var area = 0.0
            for i in 0..<n {
                let (x0, y0) = points[i], (x1, y1) = points[(i + 1) % n]
                area += x0 * y1 - x1 * y0
            }
            area = abs(area) / 2
            let pixmap = render { $0.fill(polygon(points), with: .color(.white)) }
            // 8-bit rounding of each edge pixel adds at most ±0.5/255 per pixel.
            #expect(abs(coveredArea(pixmap) - area) <= max(area * 0.001, 0.1), "polygon area \(area)")
        }
    }

    @Test func pixelAlignedRectangleIsExact() {
        let pixmap = render { $0.fill(polygon([(10, 10), (20, 10), (20, 30), (10, 30)]), with: .color(.white)) }
        #expect(pixmap.pixel(x: 10, y: 10) == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(pixmap.pixel(x: 19, y: 29).alpha == 255)
        #expect(pixmap.pixel(x: 9, y: 10).alpha == 0)
        #expect(pixmap.pixel(x: 20, y: 10).alpha == 0)
        #expect(pixmap.pixel(x: 10, y: 30).alpha == 0)
        #expect(coveredArea(pixmap) == 200)
    }

    @Test func halfPixelEdgesGiveHalfCoverage() {
        let pixmap = render { $0.fill(polygon([(10.5, 10), (20, 10), (20, 20.5), (10.5, 20.5)]), with: .color(.white)) }
        #expect(pixmap.pixel(x: 10, y: 15).alpha == 128)
        #expect(pixmap.pixel(x: 15, y: 20).alpha == 128)
        #expect(pixmap.pixel(x: 10, y: 20).alpha == 64)
        #expect(pixmap.pixel(x: 11, y: 15).alpha == 255)
    }

    @Test func nonZeroAndEvenOddDifferOnNestedSquares() {
        // Two squares wound the same way: the inner one is a hole only under even-odd.
        var path = polygon([(8, 8), (56, 8), (56, 56), (8, 56)])
        path.addPath(polygon([(24, 24), (40, 24), (40, 40), (24, 40)]))
        let nonZero = render { $0.fill(path, with: .color(.white), fillRule: .nonZero) }
        let evenOdd = render { $0.fill(path, with: .color(.white), fillRule: .evenOdd) }
        #expect(nonZero.pixel(x: 32, y: 32).alpha == 255)
        #expect(evenOdd.pixel(x: 32, y: 32).alpha == 0)
        #expect(evenOdd.pixel(x: 16, y: 16).alpha == 255)
        #expect(coveredArea(nonZero) == 48 * 48)
        #expect(coveredArea(evenOdd) == 48 * 48 - 16 * 16)
    }

    @Test func selfIntersectingStarUnderBothRules() {
        // A pentagram: its centre pentagon has winding 2.
        let points = (0..<5).map { i -> (Double, Double) in
            let a = -Double.pi / 2 + Double(i) * 4 * .pi / 5
            return (32 + 28 * cos(a), 32 + 28 * sin(a))
        }
        let nonZero = render { $0.fill(polygon(points), with: .color(.white), fillRule: .nonZero) }
        let evenOdd = render { $0.fill(polygon(points), with: .color(.white), fillRule: .evenOdd) }
        #expect(nonZero.pixel(x: 32, y: 33).alpha == 255)
        #expect(evenOdd.pixel(x: 32, y: 33).alpha == 0)
        #expect(evenOdd.pixel(x: 32, y: 8).alpha == 255)
    }

    @Test func reversedWindingCoversTheSame() {
        let clockwise = render { $0.fill(polygon([(5, 5), (50, 9), (30, 60)]), with: .color(.white)) }
        let counter = render { $0.fill(polygon([(30, 60), (50, 9), (5, 5)]), with: .color(.white)) }
        #expect(clockwise.hasSamePixels(as: counter))
    }

    @Test func offCanvasGeometryIsClippedCorrectly() {
        // A triangle reaching far outside on every side: inside the canvas it is a known half-plane.
        let pixmap = render { $0.fill(polygon([(-1000, -1000), (3000, -1000), (-1000, 3000)]), with: .color(.white)) }
        // The hypotenuse x + y = 2000 lies outside the 64×64 canvas: everything is covered.
        #expect(coveredArea(pixmap) == 64 * 64)
        let diagonal = render { $0.fill(polygon([(-100, -100), (200, -100), (-100, 200)]), with: .color(.white)) }
        // x + y = 100 crosses the canvas: pixels with x + y + 1 <= 100 are full, beyond empty.
        #expect(diagonal.pixel(x: 49, y: 50).alpha == 128)
        #expect(diagonal.pixel(x: 40, y: 40).alpha == 255)
        #expect(diagonal.pixel(x: 50, y: 55).alpha == 0)
        #expect(abs(coveredArea(diagonal) - (64 * 64 - 28.0 * 28 / 2)) < 0.5)
    }

    @Test func nonFiniteAndHugeCoordinatesNeverCrash() {
        let values: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 1e9, 0, 32]
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<200 {
            var path = BezierPath()
            path.move(to: CGPoint(x: values.randomElement(using: &generator)!, y: 10))
            for _ in 0..<3 {
                let p = { CGPoint(x: values.randomElement(using: &generator)!, y: values.randomElement(using: &generator)!) }
                path.addCurve(to: p(), control1: p(), control2: p())
                path.addLine(to: p())
            }
            path.closeSubpath()
            let pixmap = render(width: 16, height: 16) { $0.fill(path, with: .color(.white)) }
            pixmap.withUnsafePixels { pixels in
                for p in pixels { #expect(p & 0xFF <= p >> 24) }
            }
        }
    }

    @Test func hugeFiniteShapeCoversTheCanvas() {
        let pixmap = render(width: 16, height: 16) {
            $0.fill(polygon([(-1e12, -1e12), (1e12, -1e12), (1e12, 1e12), (-1e12, 1e12)]), with: .color(.white))
        }
        #expect(coveredArea(pixmap) == 256)
    }

    @Test func degeneratePathsDrawNothing() {
        let pixmap = render(width: 16, height: 16) { context in
            context.fill(BezierPath(), with: .color(.white))
            context.fill(polygon([(1, 1), (10, 1), (20, 1)]), with: .color(.white))   // zero area
            context.fill(polygon([(5, 5)]), with: .color(.white))
            var lineOnly = BezierPath()
            lineOnly.move(to: CGPoint(x: 2, y: 2)); lineOnly.addLine(to: CGPoint(x: 2, y: 12))
            context.fill(lineOnly, with: .color(.white))
        }
        #expect(coveredArea(pixmap) == 0)
    }

    @Test func aliasedFillsHaveOnlyFullOrNoCoverage() {
        var circle = BezierPath()
        circle.move(to: CGPoint(x: 52, y: 32))
        for i in 1...64 {
            let a = Double(i) / 64 * 2 * .pi
            circle.addLine(to: CGPoint(x: 32 + 20 * cos(a), y: 32 + 20 * sin(a)))
        }
        let pixmap = render { $0.fill(circle, with: Paint(.solid(.white), isAntialiased: false)) }
        pixmap.withUnsafePixels { pixels in
            #expect(pixels.allSatisfy { $0 >> 24 == 0 || $0 >> 24 == 255 })
        }
        #expect(abs(coveredArea(pixmap) - Double.pi * 400) < 40)
    }
}
