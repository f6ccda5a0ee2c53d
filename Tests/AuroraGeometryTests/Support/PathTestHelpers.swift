/// Helpers shared by the geometry tests: approximate comparisons and path measurements.
import Foundation
@testable import AuroraGeometry

/// Whether two points agree within `tolerance` in each coordinate.
func close(_ a: CGPoint?, _ b: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// Whether two rects agree within `tolerance` on every edge.
func close(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
}

extension BezierPath {
    /// The end points of every element, in order (`nil` for `closeSubpath`).
    var endPoints: [CGPoint?] {
        elements.map { element in
            switch element {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
            case .closeSubpath: return nil
            }
        }
    }

    /// The number of cubic curve elements.
    var curveCount: Int { elements.filter { if case .curve = $0 { return true } else { return false } }.count }

    /// The sum of the shoelace areas of the flattened subpaths (positive when a subpath turns
    /// from +x toward +y).
    var signedArea: CGFloat {
        var total: CGFloat = 0
        for polyline in flattened(tolerance: 1e-3) {
            let p = polyline.points
            for i in p.indices {
                let a = p[i], b = p[(i + 1) % p.count]
                total += a.x * b.y - b.x * a.y
            }
        }
        return total / 2
    }
}
