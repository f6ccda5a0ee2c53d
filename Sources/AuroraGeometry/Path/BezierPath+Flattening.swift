/// Flattening: curves become polylines whose error stays under a tolerance in device pixels.
import Foundation

extension BezierPath {
    /// The largest magnitude a flattened coordinate may have; anything beyond is clamped so
    /// that absurd geometry stays finite (and convertible to `Float`) without changing what is
    /// visible on any realistic canvas.
    public static let coordinateLimit: CGFloat = 16_777_216

    /// The path as polylines, mapped by `transform`, with every curve split finely enough that
    /// the polylines stay within `tolerance` of it (in the transformed space, so a tolerance in
    /// device pixels keeps curves smooth at any scale).
    ///
    /// When `clipBounds` is given, curves whose control points all lie outside it become their
    /// chord: what lies outside a raster's bounds only matters through its winding, which the
    /// chord keeps. Elements with a NaN or infinite coordinate are dropped.
    public func flattened(transform: CGAffineTransform = .identity, tolerance: CGFloat = 0.2,
                          clipBounds: CGRect? = nil) -> [Polyline] {
        var result: [Polyline] = []
        var scratch: [CGPoint] = []
        forEachFlattenedSubpath(transform: transform, tolerance: tolerance, clipBounds: clipBounds, scratch: &scratch) {
            result.append(Polyline(points: $0, isClosed: $1))
        }
        return result
    }

    /// Flattens the path as `flattened(transform:tolerance:clipBounds:)` does, calling `body`
    /// with each polyline's points and whether it was closed, in order. The points are built in
    /// `scratch`, which a caller flattening many paths reuses so no polyline allocates.
    package func forEachFlattenedSubpath(transform: CGAffineTransform, tolerance: CGFloat, clipBounds: CGRect?,
                                         scratch current: inout [CGPoint], _ body: ([CGPoint], Bool) -> Void) {
        let flattener = CurveFlattener(tolerance: tolerance, clipBounds: clipBounds)
        current.removeAll(keepingCapacity: true)
        var isClosed = false
        var last: CGPoint?
        func finish() {
            if !current.isEmpty { body(current, isClosed) }
            current.removeAll(keepingCapacity: true)
            isClosed = false
        }
        /// The current point, starting a new polyline there when the previous one was closed.
        func start() -> CGPoint? {
            guard let p = last else { return nil }
            if current.isEmpty { current.append(p) }
            return p
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                let q = p.applying(transform)
                last = q.isFinitePoint ? q.clampedToCoordinateLimit : nil
                if let q = last { current.append(q) }
            case .line(let p):
                let q = p.applying(transform)
                guard q.isFinitePoint else { continue }
                let end = q.clampedToCoordinateLimit
                if start() != nil { current.append(end) } else { last = end; current.append(end) }
                last = end
            case .quadCurve(let p, let c):
                let q = p.applying(transform), qc = c.applying(transform)
                guard q.isFinitePoint, qc.isFinitePoint else { continue }
                let end = q.clampedToCoordinateLimit, control = qc.clampedToCoordinateLimit
                if let s = start() {
                    flattener.addCubic(s, s + (control - s) * (2.0 / 3.0), end + (control - end) * (2.0 / 3.0), end,
                                       depth: 0, into: &current)
                } else {
                    current.append(end)
                }
                last = end
            case .curve(let p, let c1, let c2):
                let q = p.applying(transform), q1 = c1.applying(transform), q2 = c2.applying(transform)
                guard q.isFinitePoint, q1.isFinitePoint, q2.isFinitePoint else { continue }
                let end = q.clampedToCoordinateLimit
                if let s = start() {
                    flattener.addCubic(s, q1.clampedToCoordinateLimit, q2.clampedToCoordinateLimit, end,
                                       depth: 0, into: &current)
                } else {
                    current.append(end)
                }
                last = end
            case .closeSubpath:
                guard let first = current.first else { continue }
                isClosed = true
                if current.count > 1, current.last == first { current.removeLast() }
                finish()
                last = first
            }
        }
        finish()
    }
}

/// Splits cubic curves into line segments by Wang's formula, halving curves that would need
/// too many segments so that only their visible parts are refined.
struct CurveFlattener {
    let tolerance: CGFloat
    let clipBounds: CGRect?

    /// Above this many segments a curve is halved first: that bounds the work for huge curves
    /// that only graze the visible area.
    static let maximumSegmentsPerPiece = 256
    static let maximumDepth = 24

    init(tolerance: CGFloat, clipBounds: CGRect?) {
        self.tolerance = max(tolerance.isFinite ? tolerance : 0.2, 1e-4)
        self.clipBounds = clipBounds
    }

    /// Appends the points after `p0` of the flattened cubic `p0 p1 p2 p3`.
    func addCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, depth: Int,
                  into points: inout [CGPoint]) {
        if let clip = clipBounds, Self.isOutside(p0, p1, p2, p3, clip) {
            points.append(p3)
            return
        }
        let dd1 = (p0 - p1 * 2 + p2).length, dd2 = (p1 - p2 * 2 + p3).length
        let m = max(dd1, dd2)
        let estimate = (0.75 * m / tolerance).squareRoot().rounded(.up)
        guard estimate.isFinite else { points.append(p3); return }
        if estimate > CGFloat(Self.maximumSegmentsPerPiece), depth < Self.maximumDepth {
            let (left, right) = Self.split(p0, p1, p2, p3)
            addCubic(left.0, left.1, left.2, left.3, depth: depth + 1, into: &points)
            addCubic(right.0, right.1, right.2, right.3, depth: depth + 1, into: &points)
            return
        }
        let n = max(1, min(Int(estimate), Self.maximumSegmentsPerPiece))
        if n == 1 { points.append(p3); return }
        let step = 1 / CGFloat(n)
        for i in 1..<n {
            let t = CGFloat(i) * step, u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            points.append(CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                                  y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
        }
        points.append(p3)
    }

    /// Whether the curve's control polygon lies wholly above, below or right of `clip`, or wholly
    /// left of it (where only its winding matters, which its chord keeps).
    static func isOutside(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ clip: CGRect) -> Bool {
        let maxX = max(p0.x, p1.x, p2.x, p3.x), minX = min(p0.x, p1.x, p2.x, p3.x)
        let maxY = max(p0.y, p1.y, p2.y, p3.y), minY = min(p0.y, p1.y, p2.y, p3.y)
        return maxY <= clip.minY || minY >= clip.maxY || minX >= clip.maxX || maxX <= clip.minX
    }

    /// De Casteljau split at t = 1/2.
    static func split(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint)
        -> ((CGPoint, CGPoint, CGPoint, CGPoint), (CGPoint, CGPoint, CGPoint, CGPoint)) {
        let a = (p0 + p1) * 0.5, b = (p1 + p2) * 0.5, c = (p2 + p3) * 0.5
        let d = (a + b) * 0.5, e = (b + c) * 0.5, m = (d + e) * 0.5
        return ((p0, a, d, m), (m, e, c, p3))
    }
}

extension CGPoint {
    static func + (l: CGPoint, r: CGPoint) -> CGPoint { CGPoint(x: l.x + r.x, y: l.y + r.y) }
    static func - (l: CGPoint, r: CGPoint) -> CGPoint { CGPoint(x: l.x - r.x, y: l.y - r.y) }
    static func * (l: CGPoint, s: CGFloat) -> CGPoint { CGPoint(x: l.x * s, y: l.y * s) }
    var length: CGFloat { (x * x + y * y).squareRoot() }
    /// Whether both coordinates are finite.
    package var isFinitePoint: Bool { x.isFinite && y.isFinite }
    /// The point with each coordinate clamped to ±`BezierPath.coordinateLimit`.
    package var clampedToCoordinateLimit: CGPoint {
        let l = BezierPath.coordinateLimit
        return CGPoint(x: min(max(x, -l), l), y: min(max(y, -l), l))
    }
}
