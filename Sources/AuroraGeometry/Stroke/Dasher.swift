/// Dashing: cuts polylines into the painted pieces of a stroke's dash pattern.
import Foundation

/// A validated dash pattern: alternating painted and unpainted lengths with a starting offset.
struct DashPattern {
    /// Painted, unpainted, painted, … lengths; an even count, each finite and ≥ 0, with a positive sum.
    let lengths: [CGFloat]
    /// The sum of `lengths`.
    let period: CGFloat
    /// Where in the pattern each subpath starts, in 0..<period.
    let phase: CGFloat

    /// The pattern of `dash` and `dashPhase`, or `nil` when the stroke is solid: an empty pattern,
    /// a negative or non-finite entry, or no positive length (as Core Graphics).
    ///
    /// Gaps of zero length still end their dashes: `[40, 0]` paints 40-point dashes end to end,
    /// each with its own caps, as Core Graphics does after the PDF imaging model ("the ends of
    /// each dash are treated with the current line cap style", PDF Reference 1.7, §4.3.2).
    init?(dash: [CGFloat], phase: CGFloat) {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        // An odd count repeats, so that painted and unpainted entries alternate, as in Core Graphics.
        let lengths = dash.count.isMultiple(of: 2) ? dash : dash + dash
        let period = lengths.reduce(0, +)
        guard period > 0, period.isFinite else { return nil }
        self.lengths = lengths
        self.period = period
        var offset = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
        if offset < 0 { offset += period }
        self.phase = offset < period ? offset : 0
    }
}

/// Walks polylines through a dash pattern and collects the painted pieces as open polylines.
struct Dasher {
    /// The most dashes one stroke may produce; a pattern that would need more is drawn solid,
    /// which is what so many tiny dashes look like anyway, and keeps the work bounded.
    static let maximumDashCount = 100_000

    let pattern: DashPattern

    /// The painted pieces of `polylines`, each starting the pattern afresh at its start (as Core
    /// Graphics does), or `nil` when there would be too many. A zero-length painted entry gives
    /// a two-point piece of zero length, which caps turn into a dot or square.
    func dashes(of polylines: [Polyline]) -> [Polyline]? {
        var estimate: CGFloat = 0
        for polyline in polylines {
            estimate += (Self.length(of: polyline) / pattern.period + 1) * CGFloat(pattern.lengths.count / 2)
        }
        guard estimate <= CGFloat(Self.maximumDashCount) else { return nil }
        var result: [Polyline] = []
        result.reserveCapacity(Int(estimate) + 1)
        for polyline in polylines { dash(polyline, into: &result) }
        return result
    }

    /// The length of a polyline, its closing edge included.
    static func length(of polyline: Polyline) -> CGFloat {
        let points = polyline.points
        guard points.count > 1 else { return 0 }
        var total: CGFloat = 0
        for i in 1..<points.count { total += (points[i] - points[i - 1]).length }
        if polyline.isClosed, let first = points.first, let last = points.last { total += (first - last).length }
        return total
    }

    /// Appends the painted pieces of one polyline to `result`.
    private func dash(_ polyline: Polyline, into result: inout [Polyline]) {
        let points = polyline.points
        guard points.count > 1 || (polyline.isClosed && !points.isEmpty) else { return }
        let lengths = pattern.lengths
        // Find the entry the phase falls in and what is left of it.
        var index = 0
        var remaining = lengths[0]
        var skipped = pattern.phase
        while skipped > 0 {
            if skipped < remaining { remaining -= skipped; break }
            skipped -= remaining
            index = (index + 1) % lengths.count
            remaining = lengths[index]
        }
        let startsPainted = index.isMultiple(of: 2)
        let firstDashIndex = result.count
        var current: [CGPoint] = []
        let edgeCount = polyline.isClosed ? points.count : points.count - 1
        for edge in 0..<edgeCount {
            let a = points[edge], b = points[(edge + 1) % points.count]
            let edgeLength = (b - a).length
            var position: CGFloat = 0
            while true {
                let painted = index.isMultiple(of: 2)
                let step = min(remaining, edgeLength - position)
                if painted {
                    if current.isEmpty { current.append(Self.point(a, b, position, edgeLength)) }
                    position += step
                    current.append(position >= edgeLength ? b : Self.point(a, b, position, edgeLength))
                } else {
                    position += step
                }
                remaining -= step
                if remaining > 0 { break }
                // The entry is used up: a painted one ends its dash.
                if painted {
                    result.append(Polyline(points: current))
                    current.removeAll(keepingCapacity: true)
                }
                index = (index + 1) % lengths.count
                remaining = lengths[index]
                if position >= edgeLength, remaining > 0 { break }
            }
        }
        guard !current.isEmpty else { return }
        // On a closed subpath, a dash running over the start joins the one that began there.
        if polyline.isClosed, startsPainted {
            if result.count > firstDashIndex {
                current.append(contentsOf: result[firstDashIndex].points.dropFirst())
                result[firstDashIndex].points = current
            } else {
                // The pattern never turned off: the subpath stays whole and closed.
                result.append(Polyline(points: points, isClosed: true))
            }
            return
        }
        result.append(Polyline(points: current))
    }

    /// The point `distance` along the edge from `a` to `b` of length `length`.
    private static func point(_ a: CGPoint, _ b: CGPoint, _ distance: CGFloat, _ length: CGFloat) -> CGPoint {
        length > 0 ? a + (b - a) * (distance / length) : a
    }
}
