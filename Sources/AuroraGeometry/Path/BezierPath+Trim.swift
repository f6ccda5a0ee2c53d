/// Trimming: the part of a path between two fractions of its length, keeping its curves.
import Foundation

extension BezierPath {
    /// The part of the path between the fractions `from` and `to` of its total length, measured
    /// over all subpaths in order, as SwiftUI's `trimmedPath(from:to:)`.
    ///
    /// Fractions are clamped to 0...1; `from ≥ to` (or a NaN fraction) gives an empty path.
    /// Curves are cut at the parameters where the arc length reaches the ends and stay curves;
    /// subpaths wholly inside the range are kept as they are, closing included.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> BezierPath {
        guard !from.isNaN, !to.isNaN else { return BezierPath() }
        let start = min(max(from, 0), 1), end = min(max(to, 0), 1)
        guard start < end else { return BezierPath() }
        if start == 0, end == 1 { return self }
        let measure = PathMeasure(self)
        guard measure.totalLength > 0, measure.totalLength.isFinite else { return BezierPath() }
        let startLength = start * measure.totalLength, endLength = end * measure.totalLength
        let sliver = measure.totalLength * 1e-12
        var result = BezierPath()
        for subpath in measure.subpaths {
            guard subpath.endLength >= startLength, subpath.startLength <= endLength else { continue }
            if subpath.startLength >= startLength, subpath.endLength <= endLength {
                for element in elements[subpath.elementRange] { result.append(element) }
                continue
            }
            var needsMove = true
            for segment in measure.segments[subpath.segmentRange] {
                let s0 = segment.startLength, s1 = s0 + segment.length
                // Slivers left by rounding where the range ends exactly at a segment's end are skipped.
                guard min(s1, endLength) - max(s0, startLength) > sliver else { continue }
                let t0 = startLength > s0 ? segment.parameter(atLength: startLength - s0) : 0
                let t1 = endLength < s1 ? segment.parameter(atLength: endLength - s0) : 1
                let piece = segment.piece(from: t0, to: t1)
                if needsMove {
                    result.move(to: piece.start)
                    needsMove = false
                }
                result.append(piece.element)
            }
        }
        return result
    }

    /// The total arc length of the path's lines and curves, closing lines included.
    package var length: CGFloat { PathMeasure(self).totalLength }
}

/// A path cut into measured segments, grouped by subpath.
struct PathMeasure {
    /// One line or curve with its start point, as a cubic-capable piece of geometry.
    struct Segment {
        enum Kind { case line, quadratic, cubic }
        var kind: Kind
        /// Start, controls and end; unused controls repeat the end points.
        var p0, p1, p2, p3: CGPoint
        var length: CGFloat = 0
        /// The arc length of the path before this segment.
        var startLength: CGFloat = 0

        /// Gauss–Legendre nodes and weights on [-1, 1] (five points).
        static let nodes: [(CGFloat, CGFloat)] = [
            (0, 0.5688888888888889),
            (-0.5384693101056831, 0.4786286704993665), (0.5384693101056831, 0.4786286704993665),
            (-0.9061798459386640, 0.2369268850561891), (0.9061798459386640, 0.2369268850561891),
        ]
        /// Sub-intervals of the parameter range, each integrated separately for accuracy near
        /// sharp turns.
        static let intervals = 16

        /// The speed |B'(t)|.
        func speed(_ t: CGFloat) -> CGFloat {
            switch kind {
            case .line: return (p3 - p0).length
            case .quadratic:
                let u = 1 - t
                let d = (p1 - p0) * (2 * u) + (p3 - p1) * (2 * t)
                return d.length
            case .cubic:
                let u = 1 - t
                let d = (p1 - p0) * (3 * u * u) + (p2 - p1) * (6 * u * t) + (p3 - p2) * (3 * t * t)
                return d.length
            }
        }

        /// The arc length between parameters `a` and `b` on one short interval.
        func length(from a: CGFloat, to b: CGFloat) -> CGFloat {
            let half = (b - a) / 2, mid = (a + b) / 2
            var sum: CGFloat = 0
            for (x, w) in Self.nodes { sum += w * speed(mid + half * x) }
            return sum * half
        }

        /// The whole arc length.
        func measuredLength() -> CGFloat {
            if kind == .line { return (p3 - p0).length }
            let step = 1 / CGFloat(Self.intervals)
            var total: CGFloat = 0
            for i in 0..<Self.intervals { total += length(from: CGFloat(i) * step, to: CGFloat(i + 1) * step) }
            return total
        }

        /// The parameter where the arc length from the start reaches `target`.
        func parameter(atLength target: CGFloat) -> CGFloat {
            guard length > 0 else { return 0 }
            if kind == .line { return min(max(target / length, 0), 1) }
            let step = 1 / CGFloat(Self.intervals)
            var walked: CGFloat = 0
            for i in 0..<Self.intervals {
                let a = CGFloat(i) * step, b = a + step
                let piece = length(from: a, to: b)
                if walked + piece >= target || i == Self.intervals - 1 {
                    // Bisection inside the interval: 40 halvings reach double precision's reach.
                    var low = a, high = b
                    for _ in 0..<40 {
                        let mid = (low + high) / 2
                        if walked + length(from: a, to: mid) < target { low = mid } else { high = mid }
                    }
                    return (low + high) / 2
                }
                walked += piece
            }
            return 1
        }

        /// The part of the segment between parameters `t0` and `t1`, with its start point.
        func piece(from t0: CGFloat, to t1: CGFloat) -> (start: CGPoint, element: BezierPath.Element) {
            switch kind {
            case .line:
                let a = p0 + (p3 - p0) * t0, b = p0 + (p3 - p0) * t1
                return (a, .line(to: b))
            case .quadratic:
                // Blossoming: the control of the sub-curve is the quadratic's polar form at (t0, t1).
                func point(_ t: CGFloat) -> CGPoint {
                    let u = 1 - t
                    return p0 * (u * u) + p1 * (2 * u * t) + p3 * (t * t)
                }
                let control = p0 * ((1 - t0) * (1 - t1)) + p1 * ((1 - t0) * t1 + t0 * (1 - t1)) + p3 * (t0 * t1)
                return (point(t0), .quadCurve(to: point(t1), control: control))
            case .cubic:
                func polar(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGPoint {
                    let ua = 1 - a, ub = 1 - b, uc = 1 - c
                    let w0 = ua * ub * uc
                    let w1 = a * ub * uc + ua * b * uc + ua * ub * c
                    let w2 = a * b * uc + a * ub * c + ua * b * c
                    let w3 = a * b * c
                    return p0 * w0 + p1 * w1 + p2 * w2 + p3 * w3
                }
                return (polar(t0, t0, t0),
                        .curve(to: polar(t1, t1, t1), control1: polar(t0, t0, t1), control2: polar(t0, t1, t1)))
            }
        }
    }

    /// The segments and elements of one subpath, with the arc lengths where it starts and ends.
    struct Subpath {
        var elementRange: Range<Int>
        var segmentRange: Range<Int>
        var startLength: CGFloat
        var endLength: CGFloat
    }

    private(set) var segments: [Segment] = []
    private(set) var subpaths: [Subpath] = []
    private(set) var totalLength: CGFloat = 0

    init(_ path: BezierPath) {
        var current: CGPoint?
        var subpathStart: CGPoint?
        var firstElement = 0, firstSegment = 0, subpathLength: CGFloat = 0
        func finishSubpath(before index: Int) {
            guard index > firstElement else { return }
            subpaths.append(Subpath(elementRange: firstElement..<index, segmentRange: firstSegment..<segments.count,
                                    startLength: subpathLength, endLength: totalLength))
            firstElement = index
            firstSegment = segments.count
            subpathLength = totalLength
        }
        func add(_ kind: Segment.Kind, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
            guard let p0 = current else { return }
            var segment = Segment(kind: kind, p0: p0, p1: p1, p2: p2, p3: p3)
            let finite = p0.isFinitePoint && p1.isFinitePoint && p2.isFinitePoint && p3.isFinitePoint
            let length = finite ? segment.measuredLength() : 0
            segment.length = length.isFinite ? length : 0
            segment.startLength = totalLength
            totalLength += segment.length
            segments.append(segment)
        }
        for (index, element) in path.elements.enumerated() {
            switch element {
            case .move(let p):
                finishSubpath(before: index)
                current = p
                subpathStart = p
            case .line(let p):
                add(.line, p, p, p)
                current = p
            case .quadCurve(let p, let c):
                add(.quadratic, c, c, p)
                current = p
            case .curve(let p, let c1, let c2):
                add(.cubic, c1, c2, p)
                current = p
            case .closeSubpath:
                if let s = subpathStart { add(.line, s, s, s) }
                current = subpathStart
            }
        }
        finishSubpath(before: path.elements.count)
    }
}
