/// Glyph flattening: a glyph outline mapped to device pixels and cut into line segments the way font rasterizers do.
import AuroraGeometry
import Foundation

/// Maps a glyph outline to device pixels and replaces its curves by line segments.
///
/// Font rasterizers (FreeType's among them) work on points snapped to 1/64 pixel and split
/// curves by bisection until each piece is within a small fixed distance of its chord: a
/// quadratic curve (TrueType) into 2ⁿ equal-parameter pieces, n chosen so the deviation is at
/// most 1/16 pixel; a cubic curve (CFF) by halving until its control points lie within 1/2
/// pixel of the chord's trisection points. Flattening glyphs the same way makes Aurora's
/// coverage agree with theirs (the FreeType check), since at 12 px the chords'
/// distance from the curve is a visible part of every round stroke's edge.
package enum GlyphOutlineFlattener {
    /// The grid device points are snapped to: 1/64 pixel.
    static let gridSteps: CGFloat = 64
    /// A quadratic's second difference (4× its largest distance from the chord) allowed per piece: 1/4 px.
    static let quadraticLimit: CGFloat = 0.25
    /// A cubic's control points' largest distance from the chord's trisection points: 1/2 px.
    static let cubicLimit: CGFloat = 0.5
    /// The most pieces one curve is cut into (a bound on bad or huge input).
    static let maximumPieces = 1 << 10

    /// `outline` mapped by `transform` into a path of straight lines only (closed subpaths).
    package static func flattened(_ outline: BezierPath, transform t: CGAffineTransform) -> BezierPath {
        var path = BezierPath()
        var current = CGPoint.zero
        for element in outline.elements {
            switch element {
            case .move(let p):
                current = snap(p.applying(t))
                path.move(to: current)
            case .line(let p):
                current = snap(p.applying(t))
                path.addLine(to: current)
            case .quadCurve(let p, let c):
                let end = snap(p.applying(t)), control = snap(c.applying(t))
                addQuadratic(from: current, control: control, to: end, into: &path)
                current = end
            case .curve(let p, let c1, let c2):
                let end = snap(p.applying(t))
                addCubic(current, snap(c1.applying(t)), snap(c2.applying(t)), end, depth: 0, into: &path)
                current = end
            case .closeSubpath:
                path.closeSubpath()
            }
        }
        return path
    }

    /// `p` on the 1/64-pixel grid (non-finite or huge coordinates pass through for the
    /// rasterizer to drop or clamp). Ties go right and up (x + ½ rounded down, y − ½ rounded
    /// up, y running down), the same wherever the glyph is, so a glyph drawn at a whole-pixel
    /// offset gets the same points as its cached mask moved there.
    @inline(__always)
    static func snap(_ p: CGPoint) -> CGPoint {
        guard abs(p.x) < 16_777_216, abs(p.y) < 16_777_216 else { return p }
        return CGPoint(x: (p.x * gridSteps + 0.5).rounded(.down) / gridSteps, y: (p.y * gridSteps - 0.5).rounded(.up) / gridSteps)
    }

    /// A quadratic as 2ⁿ equal-parameter lines: each bisection divides the second difference by 4.
    private static func addQuadratic(from p0: CGPoint, control p1: CGPoint, to p2: CGPoint, into path: inout BezierPath) {
        var deviation = max(abs(p0.x - 2 * p1.x + p2.x), abs(p0.y - 2 * p1.y + p2.y))
        var pieces = 1
        if deviation >= quadraticLimit {
            repeat {
                deviation /= 4
                pieces *= 2
            } while deviation > quadraticLimit && pieces < maximumPieces
        }
        guard pieces > 1 else {
            path.addLine(to: p2)
            return
        }
        let step = 1 / CGFloat(pieces)
        for i in 1..<pieces {
            let s = CGFloat(i) * step, r = 1 - s
            path.addLine(to: CGPoint(x: r * r * p0.x + 2 * r * s * p1.x + s * s * p2.x,
                                     y: r * r * p0.y + 2 * r * s * p1.y + s * s * p2.y))
        }
        path.addLine(to: p2)
    }

    /// A cubic halved until its control points are near the chord's trisection points.
    private static func addCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, depth: Int,
                                 into path: inout BezierPath) {
        let flat = abs(2 * p0.x - 3 * p1.x + p3.x) <= cubicLimit && abs(2 * p0.y - 3 * p1.y + p3.y) <= cubicLimit
            && abs(p0.x - 3 * p2.x + 2 * p3.x) <= cubicLimit && abs(p0.y - 3 * p2.y + 2 * p3.y) <= cubicLimit
        // 2¹⁰ pieces at most, as for quadratics.
        guard !flat, depth < 10 else {
            path.addLine(to: p3)
            return
        }
        let a = mid(p0, p1), b = mid(p1, p2), c = mid(p2, p3)
        let ab = mid(a, b), bc = mid(b, c), m = mid(ab, bc)
        addCubic(p0, a, ab, m, depth: depth + 1, into: &path)
        addCubic(m, bc, c, p3, depth: depth + 1, into: &path)
    }

    @inline(__always)
    private static func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
}
