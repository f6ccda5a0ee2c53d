/// Hit testing: whether a point lies inside a path under the non-zero or even-odd rule.
import Foundation

extension BezierPath {
    /// The flattening tolerance of hit testing, in path units: fine enough that points a
    /// thousandth of a point away from an edge are classified correctly.
    static let hitTestTolerance: CGFloat = 1e-3

    /// Whether `point` lies inside the path, using the even-odd rule when `eoFill` is true and
    /// the non-zero winding rule otherwise; every subpath counts as closed, as when filling.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        guard point.isFinitePoint else { return false }
        // Only curves near the point need refining: elsewhere a curve's chord has the same
        // winding about the point, which the flattener's clip bounds exploit.
        let near = CGRect(x: point.x - 1, y: point.y - 1, width: 2, height: 2)
        var winding = 0
        for polyline in flattened(tolerance: Self.hitTestTolerance, clipBounds: near) {
            winding += Self.winding(of: polyline.points, around: point)
        }
        return eoFill ? winding & 1 != 0 : winding != 0
    }

    /// The winding number of the closed polygon `points` around `p`, counting crossings of the
    /// ray from `p` toward +x.
    static func winding(of points: [CGPoint], around p: CGPoint) -> Int {
        guard var a = points.last, points.count > 2 else { return 0 }
        var winding = 0
        for b in points {
            if a.y <= p.y {
                if b.y > p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
            } else if b.y <= p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 {
                winding -= 1
            }
            a = b
        }
        return winding
    }
}
