/// Circular arcs: `addArc` in its three SwiftUI forms, built from cubic pieces of at most 90°.
import Foundation

extension BezierPath {
    /// Adds an arc of a circle given by its centre, radius and start and end angles.
    ///
    /// Angles are measured from the +x axis. In SwiftUI's y-down space, `clockwise: false` sweeps
    /// through increasing angles (clockwise on screen), as Core Graphics does. A line joins the
    /// current point to the arc's start; with no current point the arc starts a new subpath.
    /// A negative or non-finite radius or angle adds nothing.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: CGAffineTransform = .identity) {
        let start = startAngle.radians, end = endAngle.radians
        guard start.isFinite, end.isFinite else { return }
        let twoPi = 2 * CGFloat.pi
        // The sweep in the arc's own direction, always ≥ 0: a multiple of a full turn other
        // than zero draws the whole circle, anything beyond one turn is one turn.
        var sweep = clockwise ? start - end : end - start
        if sweep > twoPi {
            sweep = twoPi
        } else if sweep < 0 {
            let wrapped = sweep.truncatingRemainder(dividingBy: twoPi)
            sweep = wrapped == 0 ? twoPi : wrapped + twoPi
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle,
                       delta: .radians(clockwise ? -sweep : sweep), transform: transform)
    }

    /// Adds an arc of a circle given by its centre, radius, start angle and signed sweep.
    ///
    /// A positive `delta` sweeps through increasing angles (clockwise on screen in y-down space);
    /// sweeps beyond a full turn are one full turn.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        let start = startAngle.radians, twoPi = 2 * CGFloat.pi
        guard radius >= 0, radius.isFinite, center.isFinitePoint, start.isFinite, !delta.radians.isNaN else { return }
        let sweep = min(max(delta.radians, -twoPi), twoPi)
        let first = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        connect(to: first.applying(transform))
        appendArcPieces(center: center, radius: radius, startAngle: start, sweep: sweep, end: nil,
                        transform: transform)
    }

    /// Adds an arc of the circle of `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from `tangent1End` to `tangent2End`, as Core Graphics'
    /// `addArc(tangent1End:tangent2End:radius:)`: a line runs to the first tangent point, then the arc.
    ///
    /// When the three points are collinear, a point coincides or the radius is zero, a line to
    /// `tangent1End` is added instead.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard tangent1End.isFinitePoint, tangent2End.isFinitePoint, radius.isFinite else { return }
        let corner = tangent1End.applying(transform)
        let determinant = transform.a * transform.d - transform.b * transform.c
        // The current point lives in path space; the arc is built in user space, so bring it back.
        guard let current = currentPoint, determinant != 0, determinant.isFinite, radius > 0 else {
            return connect(to: corner)
        }
        let p0 = current.applying(transform.inverted())
        let toStart = p0 - tangent1End, toEnd = tangent2End - tangent1End
        let startLength = toStart.length, endLength = toEnd.length
        guard startLength > 0, endLength > 0, p0.isFinitePoint else { return connect(to: corner) }
        let u1 = toStart * (1 / startLength), u2 = toEnd * (1 / endLength)
        let cosine = min(max(u1.x * u2.x + u1.y * u2.y, -1), 1)
        // Half the angle at the corner between the two tangent lines.
        let halfAngle = acos(cosine) / 2
        let sine = sin(halfAngle)
        guard sine > 1e-12, abs(cosine) < 1 - 1e-12 else { return connect(to: corner) }
        let tangentDistance = radius / tan(halfAngle)
        let t1 = tangent1End + u1 * tangentDistance, t2 = tangent1End + u2 * tangentDistance
        let bisector = (u1 + u2) * (1 / (u1 + u2).length)
        let center = tangent1End + bisector * (radius / sine)
        guard t1.isFinitePoint, t2.isFinitePoint, center.isFinitePoint else { return connect(to: corner) }
        addLine(to: t1.applying(transform))
        let a1 = atan2(t1.y - center.y, t1.x - center.x), a2 = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = a2 - a1
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        appendArcPieces(center: center, radius: radius, startAngle: a1, sweep: sweep, end: t2,
                        transform: transform)
    }

    /// Adds a line to `point`, or starts a subpath there when there is no current point.
    mutating func connect(to point: CGPoint) {
        if currentPoint == nil { move(to: point) } else { addLine(to: point) }
    }

    /// Appends the cubic pieces (≤ 90° each) of an arc that starts at the current point.
    ///
    /// Piece ends are computed from the angle directly, not by rotating control points, so that
    /// quarter points are exact to rounding; `end`, when given, is the exact last point.
    mutating func appendArcPieces(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat,
                                  end: CGPoint?, transform: CGAffineTransform) {
        guard sweep != 0, radius > 0 else { return }
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        // Control-arm length of a cubic approximating a circular arc of angle `step`.
        let arm = radius * 4 / 3 * tan(step / 4)
        var c0 = cos(startAngle), s0 = sin(startAngle)
        for index in 1...count {
            let next = index == count ? startAngle + sweep : startAngle + step * CGFloat(index)
            let c1 = cos(next), s1 = sin(next)
            var to = CGPoint(x: center.x + radius * c1, y: center.y + radius * s1)
            if index == count, let end { to = end }
            let from = CGPoint(x: center.x + radius * c0, y: center.y + radius * s0)
            let control1 = CGPoint(x: from.x - arm * s0, y: from.y + arm * c0)
            let control2 = CGPoint(x: to.x + arm * s1, y: to.y - arm * c1)
            addCurve(to: to.applying(transform), control1: control1.applying(transform),
                     control2: control2.applying(transform))
            c0 = c1
            s0 = s1
        }
    }
}
