/// Stroking: turns polylines into the outline whose non-zero fill is their stroke.
import Foundation

extension BezierPath {
    /// The outline of this path stroked with `style`: filling it with the non-zero rule paints
    /// exactly what stroking the path paints, as SwiftUI's `strokedPath(_:)`.
    ///
    /// Curves are flattened to within `tolerance` first, and round joins and caps are polygons
    /// within `tolerance` of their arcs. A width that is not positive and finite gives an empty path.
    public func strokedPath(_ style: StrokeStyle, tolerance: CGFloat = 0.1) -> BezierPath {
        var path = BezierPath()
        for contour in strokedPolylines(style, tolerance: tolerance) {
            path.addLines(contour.points)
            path.closeSubpath()
        }
        return path
    }

    /// The outline of this path stroked with `style`, as the closed polylines a renderer fills
    /// with the non-zero rule (what `strokedPath(_:tolerance:)` returns, before it becomes a path).
    package func strokedPolylines(_ style: StrokeStyle, tolerance: CGFloat = 0.1) -> [Polyline] {
        var outline = StrokeOutline()
        stroke(style, tolerance: tolerance, into: &outline)
        return (0..<outline.contourCount).map { Polyline(points: Array(outline.points[outline.contour($0)]), isClosed: true) }
    }

    /// Builds the outline of this path stroked with `style` into `outline`, replacing what it
    /// held: the contours `strokedPolylines(_:tolerance:)` returns, in one buffer whose storage
    /// (and the stroker's) is reused from path to path.
    package func stroke(_ style: StrokeStyle, tolerance: CGFloat = 0.1, into outline: inout StrokeOutline) {
        outline.removeAll()
        guard style.lineWidth > 0, style.lineWidth.isFinite else { return }
        var stroker = Stroker(style: style, tolerance: tolerance, reusing: &outline)
        defer { outline = stroker.finished() }
        if let pattern = DashPattern(dash: style.dash, phase: style.dashPhase),
           let dashes = Dasher(pattern: pattern).dashes(of: flattened(tolerance: stroker.tolerance)) {
            for dash in dashes { stroker.stroke(dash.points, isClosed: dash.isClosed) }
            return
        }
        // Undashed, each subpath is stroked as soon as it is flattened, from the same buffer.
        var flattenedPoints = stroker.outline.flattenedScratch
        stroker.outline.flattenedScratch = []
        forEachFlattenedSubpath(transform: .identity, tolerance: stroker.tolerance, clipBounds: nil,
                                scratch: &flattenedPoints) { points, isClosed in
            stroker.stroke(points, isClosed: isClosed)
        }
        stroker.outline.flattenedScratch = flattenedPoints
    }
}

/// A stroke's outline: closed contours whose non-zero fill is the stroke, their points in one
/// buffer, with the stroker's working buffers kept alongside so a caller stroking many paths
/// (`BezierPath.stroke(_:tolerance:into:)`) allocates only while they grow.
package struct StrokeOutline {
    /// Every contour's points in order; a contour does not repeat its first point.
    package private(set) var points: [CGPoint] = []
    /// Where each contour ends in `points` (the next one starts there).
    private var ends: [Int] = []

    // The stroker's scratch buffers.
    fileprivate var flattenedScratch: [CGPoint] = []
    fileprivate var vertices: [CGPoint] = []
    fileprivate var normals: [CGPoint] = []
    fileprivate var lengths: [CGFloat] = []

    /// An empty outline.
    package init() {}

    /// The number of contours.
    package var contourCount: Int { ends.count }

    /// The index range in `points` of contour `i`.
    package func contour(_ i: Int) -> Range<Int> {
        (i == 0 ? 0 : ends[i - 1])..<ends[i]
    }

    /// Drops every contour, keeping the storage.
    mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
    }

    fileprivate mutating func append(_ p: CGPoint) { points.append(p) }

    /// Ends the contour being appended, when it has points.
    fileprivate mutating func closeContour() {
        if points.count > (ends.last ?? 0) { ends.append(points.count) }
    }
}

/// Builds a stroke outline, one polyline at a time.
///
/// Each polyline gives offset contours at ±half the width: an open one becomes a single contour
/// (left side forward, end cap, right side backward, start cap); a closed one gives the left side
/// forward and the right side backward as two contours. On the outer side of a turn the join
/// (miter, round or bevel) is emitted; on the inner side the two offset lines meet at their
/// intersection when that lies within both segments, and otherwise the contour pivots through
/// the vertex. Every piece then winds the same way (negative shoelace area in path coordinates),
/// so the non-zero fill is exactly the stroke with no seams.
struct Stroker {
    let halfWidth: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    let tolerance: CGFloat
    /// The largest angle one chord of a round join or cap may span to stay within `tolerance`.
    let roundStep: CGFloat
    /// The cosine of `roundStep`: turns flatter than this need no round-join points.
    let roundStepCosine: CGFloat
    /// The most chords in one arc, bounding the work for absurd widths.
    static let maximumArcSteps = 1024

    /// The outline built so far.
    var outline: StrokeOutline

    // Scratch buffers, reused from one polyline to the next.
    private var points: [CGPoint]
    private var normals: [CGPoint]
    private var lengths: [CGFloat]

    private var needsMove = true
    private var lastEmitted = CGPoint.zero

    /// A stroker appending to `outline`, which it takes over with its buffers (leaving it empty);
    /// `finished()` hands it back.
    init(style: StrokeStyle, tolerance: CGFloat, reusing outline: inout StrokeOutline) {
        var taken = StrokeOutline()
        swap(&taken, &outline)
        points = taken.vertices
        normals = taken.normals
        lengths = taken.lengths
        taken.vertices = []
        taken.normals = []
        taken.lengths = []
        self.outline = taken
        // Wider than the coordinate range covers everything there is anyway; the cap keeps
        // offsets finite.
        halfWidth = min(style.lineWidth / 2, BezierPath.coordinateLimit)
        cap = style.lineCap
        join = style.lineJoin
        miterLimit = style.miterLimit
        self.tolerance = tolerance.isFinite && tolerance > 0 ? max(tolerance, 1e-4) : 0.1
        let ratio = min(self.tolerance / halfWidth, 1)
        // A chord spanning angle α strays h·(1 − cos(α/2)) from the arc; at most 45° per chord.
        let step = min(max(2 * acos(1 - ratio), 2 * CGFloat.pi / CGFloat(Self.maximumArcSteps)), CGFloat.pi / 4)
        roundStep = step
        roundStepCosine = cos(step)
    }

    /// The outline, holding the scratch buffers again for the next stroker.
    mutating func finished() -> StrokeOutline {
        var result = outline
        outline = StrokeOutline()
        result.vertices = points
        result.normals = normals
        result.lengths = lengths
        points = []
        normals = []
        lengths = []
        return result
    }

    /// Adds the outline of the stroke of one polyline (`closed` when its subpath was closed).
    mutating func stroke(_ polyline: [CGPoint], isClosed closed: Bool) {
        removeTinySegments(polyline, isClosed: closed)
        guard let first = points.first else { return }
        if points.count == 1 {
            // A zero-length subpath: a lone move draws nothing, a degenerate line or loop a dot.
            if polyline.count > 1 || closed { dot(at: first) }
            return
        }
        let segmentCount = closed ? points.count : points.count - 1
        normals.removeAll(keepingCapacity: true)
        lengths.removeAll(keepingCapacity: true)
        for i in 0..<segmentCount {
            let delta = points[(i + 1) % points.count] - points[i]
            let length = delta.length
            normals.append(CGPoint(x: -delta.y / length, y: delta.x / length))
            lengths.append(length)
        }
        if closed { strokeClosed() } else { strokeOpen() }
    }

    /// Copies the polyline's points into `points`, dropping points closer than a thousandth of
    /// the tolerance to the previous one (their direction would be noise), and the closing
    /// repeat of the first point.
    private mutating func removeTinySegments(_ polyline: [CGPoint], isClosed: Bool) {
        points.removeAll(keepingCapacity: true)
        let minimum = tolerance * 1e-3
        let minimumSquared = minimum * minimum
        for p in polyline {
            guard p.isFinitePoint else { continue }
            if let last = points.last {
                let dx = p.x - last.x, dy = p.y - last.y
                if dx * dx + dy * dy <= minimumSquared { continue }
            }
            points.append(p)
        }
        if isClosed, points.count > 1, let first = points.first, let last = points.last,
           (last - first).length <= minimum {
            points.removeLast()
        }
    }

    // MARK: Contours

    private mutating func strokeOpen() {
        let h = halfWidth, last = points.count - 1
        // Left side, forward.
        emit(points[0] + normals[0] * h)
        for i in 1..<last {
            let (c, s) = turn(into: i - 1, outOf: i)
            joinAt(points[i], from: normals[i - 1], to: normals[i], cosine: c, sine: s,
                   inner: s > 0 || (s == 0 && c < 0), lengthBefore: lengths[i - 1], lengthAfter: lengths[i])
        }
        let endNormal = normals[last - 1]
        emit(points[last] + endNormal * h)
        capAt(points[last], normal: endNormal)
        // Right side, backward.
        for i in stride(from: last - 1, through: 1, by: -1) {
            let (c, s) = turn(into: i - 1, outOf: i)
            joinAt(points[i], from: normals[i] * -1, to: normals[i - 1] * -1, cosine: c, sine: -s,
                   inner: s < 0, lengthBefore: lengths[i], lengthAfter: lengths[i - 1])
        }
        emit(points[0] - normals[0] * h)
        capAt(points[0], normal: normals[0] * -1)
        closeContour()
    }

    private mutating func strokeClosed() {
        let count = points.count
        // Left side, forward: vertex 0 first, its arriving segment being the closing one.
        for v in 0..<count {
            let before = (v + count - 1) % count
            let (c, s) = turn(into: before, outOf: v)
            joinAt(points[v], from: normals[before], to: normals[v], cosine: c, sine: s,
                   inner: s > 0 || (s == 0 && c < 0), lengthBefore: lengths[before], lengthAfter: lengths[v])
        }
        closeContour()
        // Right side, backward: vertices 0, n−1, …, 1.
        for k in 0..<count {
            let v = (count - k) % count
            let before = (v + count - 1) % count
            let (c, s) = turn(into: before, outOf: v)
            joinAt(points[v], from: normals[v] * -1, to: normals[before] * -1, cosine: c, sine: -s,
                   inner: s < 0, lengthBefore: lengths[v], lengthAfter: lengths[before])
        }
        closeContour()
    }

    /// The cosine and sine of the turn from segment `a` to segment `b` (positive toward the left normal).
    private func turn(into a: Int, outOf b: Int) -> (CGFloat, CGFloat) {
        let n0 = normals[a], n1 = normals[b]
        return (n0.x * n1.x + n0.y * n1.y, n0.x * n1.y - n0.y * n1.x)
    }

    // MARK: Joins and caps

    /// Emits the corner at `p` on one side, from the offset along normal `a` to the offset along
    /// `b`, where the side turns by the angle whose cosine and sine are given.
    private mutating func joinAt(_ p: CGPoint, from a: CGPoint, to b: CGPoint, cosine c: CGFloat, sine s: CGFloat,
                                 inner: Bool, lengthBefore: CGFloat, lengthAfter: CGFloat) {
        let h = halfWidth
        let denominator = 1 + c
        if inner {
            // The offset lines cross h·tan(θ/2) before the vertex; use the crossing when both
            // neighbours' crossings fit on the shared segment (each taking at most half of it).
            if denominator > 1e-9, h * abs(s) / denominator <= 0.5 * min(lengthBefore, lengthAfter) {
                emit(p + (a + b) * (h / denominator))
            } else {
                emit(p + a * h)
                emit(p)
                emit(p + b * h)
            }
            return
        }
        // A gentle outer turn (as between the segments of a flattened curve): the miter point
        // alone stays within tolerance of a round or miter join, and halves the points emitted.
        if join != .bevel, denominator > 1e-12 {
            let ratio = (2 / denominator).squareRoot()
            if h * (ratio - 1) <= tolerance * 0.5, join == .round || ratio <= miterLimit {
                emit(p + (a + b) * (h / denominator))
                return
            }
        }
        emit(p + a * h)
        switch join {
        case .bevel:
            break
        case .miter:
            // Miter length over width is 1/cos(θ/2) = √(2/(1 + cos θ)).
            if denominator > 1e-12 {
                let ratio = (2 / denominator).squareRoot()
                let beyondBevel = h * (ratio - (denominator / 2).squareRoot())
                if ratio <= miterLimit, beyondBevel > tolerance * 0.1 {
                    emit(p + (a + b) * (h / denominator))
                }
            }
        case .round:
            if c < roundStepCosine { arc(around: p, from: a, angle: -abs(atan2(s, c))) }
        @unknown default:
            break
        }
        emit(p + b * h)
    }

    /// Emits the cap at the end point `p` of a side whose offset normal is `n`: the contour is
    /// at `p + n·h` and continues from `p − n·h`.
    private mutating func capAt(_ p: CGPoint, normal n: CGPoint) {
        let h = halfWidth
        switch cap {
        case .butt:
            break
        case .round:
            arc(around: p, from: n, angle: -.pi)
        case .square:
            let forward = CGPoint(x: n.y, y: -n.x) * h
            emit(p + n * h + forward)
            emit(p - n * h + forward)
        @unknown default:
            break
        }
        emit(p - n * h)
    }

    /// The stroke of a zero-length subpath: a disc for round caps, a square for square caps,
    /// nothing for butt caps.
    private mutating func dot(at p: CGPoint) {
        let h = halfWidth
        switch cap {
        case .butt:
            return
        case .round:
            emit(CGPoint(x: p.x + h, y: p.y))
            arc(around: p, from: CGPoint(x: 1, y: 0), angle: -2 * .pi)
        case .square:
            emit(CGPoint(x: p.x + h, y: p.y + h))
            emit(CGPoint(x: p.x + h, y: p.y - h))
            emit(CGPoint(x: p.x - h, y: p.y - h))
            emit(CGPoint(x: p.x - h, y: p.y + h))
        @unknown default:
            return
        }
        closeContour()
    }

    /// Emits the points strictly inside the arc of radius h around `p` that starts in unit
    /// direction `a` and turns by `angle`.
    private mutating func arc(around p: CGPoint, from a: CGPoint, angle: CGFloat) {
        let steps = min(Int((abs(angle) / roundStep).rounded(.up)), Self.maximumArcSteps)
        guard steps > 1 else { return }
        let step = angle / CGFloat(steps)
        let c = cos(step), s = sin(step)
        // Vertices slightly outside the arc, so that each chord's triangle has the area of the
        // arc's sector (r′² sin θ = h² θ) instead of cutting area off every cap and join.
        let radius = halfWidth * (abs(step) / sin(abs(step))).squareRoot()
        var v = a
        for _ in 1..<steps {
            v = CGPoint(x: v.x * c - v.y * s, y: v.x * s + v.y * c)
            emit(p + v * radius)
        }
    }

    // MARK: Output

    private mutating func emit(_ p: CGPoint) {
        if needsMove || p != lastEmitted { outline.append(p) }
        needsMove = false
        lastEmitted = p
    }

    private mutating func closeContour() {
        outline.closeContour()
        needsMove = true
    }
}
