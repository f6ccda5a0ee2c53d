/// Bounds: the tight rectangle around a path's curves, found from their extrema.
import Foundation

extension BezierPath {
    /// The smallest rectangle enclosing every point of the path, not including the control
    /// points of its curves; `.null` for an empty path, as Core Graphics' `boundingBoxOfPath`
    /// (which SwiftUI's `Path.boundingRect` reports). Points with a NaN or infinite coordinate are skipped.
    public var boundingRect: CGRect {
        var box = BoundsAccumulator()
        var current: CGPoint?
        var subpathStart: CGPoint?
        for element in elements {
            switch element {
            case .move(let p):
                box.add(p)
                current = p
                subpathStart = p
            case .line(let p):
                box.add(p)
                current = p
            case .quadCurve(let p, let c):
                box.add(p)
                if let s = current, c.isFinitePoint, s.isFinitePoint, p.isFinitePoint, !box.contains(c) {
                    // A quadratic's extremum per axis is where its derivative, linear in t, vanishes.
                    func add(_ t: CGFloat?) {
                        guard let t else { return }
                        let u = 1 - t
                        box.add(CGPoint(x: u * u * s.x + 2 * u * t * c.x + t * t * p.x,
                                        y: u * u * s.y + 2 * u * t * c.y + t * t * p.y))
                    }
                    add(Self.quadraticRoot(s.x, c.x, p.x))
                    add(Self.quadraticRoot(s.y, c.y, p.y))
                }
                current = p
            case .curve(let p, let c1, let c2):
                box.add(p)
                // A curve lies within its control points' hull: with the controls inside the
                // box (which holds both ends), no extremum can widen it.
                if let s = current, s.isFinitePoint, c1.isFinitePoint, c2.isFinitePoint, p.isFinitePoint,
                   !(box.contains(c1) && box.contains(c2)) {
                    // The x extrema's points, then the y extrema's (no array: this runs for every curve).
                    Self.cubicExtrema(s.x, c1.x, c2.x, p.x) { box.add(Self.cubicPoint(s, c1, c2, p, at: $0)) }
                    Self.cubicExtrema(s.y, c1.y, c2.y, p.y) { box.add(Self.cubicPoint(s, c1, c2, p, at: $0)) }
                }
                current = p
            case .closeSubpath:
                current = subpathStart
            }
        }
        return box.rect
    }

    /// The parameter in (0, 1) where the quadratic `a b c` (one coordinate) has its extremum.
    static func quadraticRoot(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat? {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return nil }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? t : nil
    }

    /// Calls `found` with each parameter in (0, 1) where the cubic `a b c d` (one coordinate) has
    /// a vanishing derivative.
    static func cubicExtrema(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ found: (CGFloat) -> Void) {
        // B'(t)/3 = A t² + B t + C with these coefficients.
        let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
        func keep(_ t: CGFloat) { if t > 0, t < 1 { found(t) } }
        let scale = max(abs(qa), abs(qb), abs(qc))
        guard scale > 0 else { return }
        if abs(qa) <= scale * 1e-12 {
            if qb != 0 { keep(-qc / qb) }
            return
        }
        let discriminant = qb * qb - 4 * qa * qc
        guard discriminant >= 0 else { return }
        let root = discriminant.squareRoot()
        // The numerically stable pair of roots.
        let q = -0.5 * (qb + (qb < 0 ? -root : root))
        keep(q / qa)
        if q != 0 { keep(qc / q) }
    }

    /// The point of the cubic `p0 p1 p2 p3` at parameter `t`.
    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
}

/// The running minimum and maximum of the finite points added to it.
struct BoundsAccumulator {
    var minX = CGFloat.infinity, minY = CGFloat.infinity
    var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        guard p.isFinitePoint else { return }
        minX = min(minX, p.x)
        minY = min(minY, p.y)
        maxX = max(maxX, p.x)
        maxY = max(maxY, p.y)
    }

    /// Whether `p` lies within the bounds so far (edges included).
    func contains(_ p: CGPoint) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    /// The rectangle, or `.null` when no point was added.
    var rect: CGRect {
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
