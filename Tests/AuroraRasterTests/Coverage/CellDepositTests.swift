/// Edge deposits: pieces within one cell, across two, and longer, on and off cell boundaries,
/// give each pixel its exact covered area.
import AuroraGeometry
@testable import AuroraRaster
import Foundation
import Testing

struct CellDepositTests {
    /// The area of `polygon` inside the unit pixel at (`px`, `py`) (Sutherland–Hodgman clipping).
    private func pixelArea(_ polygon: [(Double, Double)], _ px: Int, _ py: Int) -> Double {
        var points = polygon
        let x0 = Double(px), x1 = x0 + 1, y0 = Double(py), y1 = y0 + 1
        let planes: [((Double, Double)) -> Double] = [{ $0.0 - x0 }, { x1 - $0.0 }, { $0.1 - y0 }, { y1 - $0.1 }]
        for inside in planes {
            var out: [(Double, Double)] = []
            for i in points.indices {
                let a = points[i], b = points[(i + 1) % points.count]
                let da = inside(a), db = inside(b)
                if da >= 0 { out.append(a) }
                if (da >= 0) != (db >= 0) {
                    let t = da / (da - db)
                    out.append((a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t))
                }
            }
            points = out
            if points.isEmpty { return 0 }
        }
        var area = 0.0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            area += a.0 * b.1 - b.0 * a.1
        }
        return abs(area) / 2
    }

    /// A quadrilateral whose left edge runs `slope` pixels right per row from `left`, and
    /// whose right edge is vertical at x = 30, rows 2…14.
    private func quad(left: Double, slope: Double) -> [(Double, Double)] {
        [(left, 2), (30, 2), (30, 14), (left + 12 * slope, 14)]
    }

    /// Fills `polygons` in white on a 40 × 16 canvas and returns the largest difference, in
    /// 1/255 steps, between a pixel's alpha and the exact area the polygons cover in it.
    private func worstAlphaError(filling polygons: [[(Double, Double)]]) throws -> Double {
        let context = try RasterContext(width: 40, height: 16, threads: 1)
        var path = BezierPath()
        for polygon in polygons {
            path.addLines(polygon.map { CGPoint(x: $0.0, y: $0.1) })
            path.closeSubpath()
        }
        context.fill(path, with: .color(.white))
        let pixmap = context.pixmap
        var worst = 0.0
        for y in 0..<16 {
            for x in 0..<40 {
                let expected = polygons.reduce(0) { $0 + pixelArea($1, x, y) } * 255
                worst = max(worst, abs(Double(pixmap.pixel(x: x, y: y).alpha) - expected))
            }
        }
        return worst
    }

    @Test("every pixel's alpha is its exact area, rounded",
          arguments: [0.0, 0.25, 0.5, 1.0, 1.5, 2.0, -1.0, -0.75, 0.999])
    func exactAreas(slope: Double) throws {
        for left in [3.0, 3.25, 3.5, 3.75] {
            let worst = try worstAlphaError(filling: [quad(left: left + (slope < 0 ? 12 : 0), slope: slope)])
            // Float sums round at most a hair past the half step.
            #expect(worst <= 0.52, "slope \(slope), left \(left): worst \(worst)/255")
        }
    }

    @Test("edges at and past the canvas's right side give exact areas, and no row disturbs the next",
          arguments: [39.0, 39.25, 39.75, 40.0, 41.5])
    func rightSideOfTheCanvas(right: Double) throws {
        for slope in [0.0, 0.1, -0.1, 0.6] {
            // One polygon per row, each starting a fraction into the row's first column, so a
            // mark or deposit spilling into the next row would change that row's pixels.
            let polygons = (1..<15).map { row -> [(Double, Double)] in
                let y0 = Double(row), y1 = y0 + 1, left = 33.25 + 0.05 * Double(row)
                return [(left, y0), (right, y0), (right + slope, y1), (left, y1)]
            }
            let worst = try worstAlphaError(filling: polygons)
            #expect(worst <= 0.52, "right \(right), slope \(slope): worst \(worst)/255")
        }
    }
}
