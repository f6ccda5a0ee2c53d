/// Edges: the device-space line segments of a flattened outline, ready for coverage.
import AuroraGeometry
import Foundation

/// One line segment of an outline, in device pixels, stored top to bottom.
struct Edge: Sendable {
    /// The upper end (smaller y).
    var x0: Float, y0: Float
    /// The lower end.
    var x1: Float, y1: Float
    /// +1 when the original segment ran downward, −1 when it ran upward.
    var winding: Float
}

/// The edges of a closed outline (every polyline closes back to its start) and their bounds.
struct EdgeList: Sendable {
    private(set) var edges: [Edge] = []
    /// The index of the first edge of each contour (a polyline's edges are consecutive), in order.
    private(set) var contourStarts: [Int32] = []
    /// Whether the edges are a stroke's outline (built from the stroker's polylines).
    private(set) var isStrokeOutline = false
    private(set) var minX: Float = .infinity, minY: Float = .infinity
    private(set) var maxX: Float = -.infinity, maxY: Float = -.infinity

    var isEmpty: Bool { edges.isEmpty }

    /// Whether edges `i` and `j` follow each other around one contour (the first and last
    /// edges of a contour do too): pieces of neighbours meeting in a pixel never overlap.
    func areNeighbours(_ i: Int, _ j: Int) -> Bool {
        let low = min(i, j), high = max(i, j)
        // The contour holding `low`: the last start at or before it.
        var lo = 0, hi = contourStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if Int(contourStarts[mid]) <= low { lo = mid } else { hi = mid - 1 }
        }
        let start = Int(contourStarts[lo])
        let end = lo + 1 < contourStarts.count ? Int(contourStarts[lo + 1]) : edges.count
        guard high < end else { return false }
        return high == low + 1 || (low == start && high == end - 1)
    }

    /// No edges (covers nothing).
    init() {}

    /// The edges of `path` mapped by `transform`, flattened within `tolerance` device pixels.
    /// Curves wholly outside `clipBounds` become chords (see `BezierPath.flattened`).
    init(path: BezierPath, transform: CGAffineTransform, tolerance: CGFloat, clipBounds: CGRect) {
        var scratch = EdgeScratch()
        self.init(path: path, transform: transform, tolerance: tolerance, clipBounds: clipBounds, scratch: &scratch)
    }

    /// The same edges as `init(path:transform:tolerance:clipBounds:)`, built in `scratch`'s
    /// buffers (reused from path to path) and copied out once, so the list allocates only its edges.
    init(path: BezierPath, transform: CGAffineTransform, tolerance: CGFloat, clipBounds: CGRect, scratch: inout EdgeScratch) {
        var built = EdgeList()
        var edges = scratch.edges
        scratch.edges = []
        edges.removeAll(keepingCapacity: true)
        path.forEachFlattenedSubpath(transform: transform, tolerance: tolerance, clipBounds: clipBounds,
                                     scratch: &scratch.points) { points, _ in
            built.add(points, to: &edges)
        }
        // A copy of exactly the edges' size: the scratch buffer stays with the scratch.
        built.edges = edges.withUnsafeBufferPointer { source in
            [Edge](unsafeUninitializedCapacity: source.count) { buffer, count in
                if let from = source.baseAddress, let to = buffer.baseAddress { to.initialize(from: from, count: source.count) }
                count = source.count
            }
        }
        scratch.edges = edges
        self = built
    }

    /// The edges of closed `polylines` (a stroke's outline) mapped by `transform`; points with
    /// a NaN or infinite coordinate are dropped and huge ones clamped, as flattening does.
    init(polylines: [Polyline], transform: CGAffineTransform) {
        isStrokeOutline = true
        var count = 0
        for p in polylines { count += p.points.count }
        var list: [Edge] = []
        list.reserveCapacity(count)
        var mapped: [CGPoint] = []
        for polyline in polylines { addMapped(polyline.points[...], transform, to: &list, mapped: &mapped) }
        edges = list
    }

    /// The edges of `outline`'s contours (what `init(polylines:transform:)` builds from the same
    /// contours as polylines), the points mapped in `mapped`, a buffer reused from stroke to stroke.
    init(stroke outline: StrokeOutline, transform: CGAffineTransform, mapped: inout [CGPoint]) {
        isStrokeOutline = true
        var list: [Edge] = []
        list.reserveCapacity(outline.points.count)
        for i in 0..<outline.contourCount {
            addMapped(outline.points[outline.contour(i)], transform, to: &list, mapped: &mapped)
        }
        edges = list
    }

    /// Appends the edges of the closed polyline `points` mapped by `transform`, without the
    /// points with a NaN or infinite coordinate and with huge ones clamped; `mapped` is scratch.
    private mutating func addMapped(_ points: ArraySlice<CGPoint>, _ transform: CGAffineTransform,
                                    to list: inout [Edge], mapped: inout [CGPoint]) {
        mapped.removeAll(keepingCapacity: true)
        for point in points {
            let q = point.applying(transform)
            if q.isFinitePoint { mapped.append(q.clampedToCoordinateLimit) }
        }
        add(mapped, to: &list)
    }

    /// Appends the closed polyline `points`' edges to `list`, widening the bounds.
    private mutating func add(_ points: [CGPoint], to list: inout [Edge]) {
        let count = points.count
        guard count > 1 else { return }
        list.reserveCapacity(list.count + count)
        let start = list.count
        defer { if list.count > start { contourStarts.append(Int32(truncatingIfNeeded: start)) } }
        // Bounds in locals, each point converted once (as the segment's end, then its start).
        var lowX = minX, lowY = minY, highX = maxX, highY = maxY
        points.withUnsafeBufferPointer { p in
            var ax = Float(p[count - 1].x), ay = Float(p[count - 1].y)
            for i in 0..<count {
                let bx = Float(p[i].x), by = Float(p[i].y)
                if ay != by, ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite {
                    let edge = ay < by ? Edge(x0: ax, y0: ay, x1: bx, y1: by, winding: 1)
                                       : Edge(x0: bx, y0: by, x1: ax, y1: ay, winding: -1)
                    list.append(edge)
                    lowX = min(lowX, ax, bx); highX = max(highX, ax, bx)
                    lowY = min(lowY, edge.y0); highY = max(highY, edge.y1)
                }
                ax = bx; ay = by
            }
        }
        minX = lowX; minY = lowY; maxX = highX; maxY = highY
    }
}

/// Buffers reused while building many edge lists on one thread: a polyline's points, the
/// edges of the path being built and the outline of the stroke being built.
struct EdgeScratch {
    var points: [CGPoint] = []
    var edges: [Edge] = []
    var stroke = StrokeOutline()
}
