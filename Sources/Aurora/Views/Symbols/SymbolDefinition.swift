/// `SymbolDefinition`: one vector symbol in design units — its layers of stroked and filled parts.
import AuroraGeometry
import Foundation

/// A symbol drawn in code, in design units: one unit is a hundredth of the font size, y points
/// down, and the origin is the centre of the symbol on the font's cap-height midline (so the text
/// baseline is at `y = SymbolDefinition.baselineY` and the cap height's top at `-baselineY`).
///
/// Every part is drawn with the weight's stroke width: a stroke part is its centre line stroked
/// with round caps and joins; a fill part is its area together with that stroke, so a `.fill`
/// symbol's outer edge is the outline symbol's outer edge, as in SF Symbols. A part marked
/// `subtracts` is cut out of its layer instead (the check knocked out of `checkmark.circle.fill`).
struct SymbolDefinition: Sendable {
    /// Half the cap height (SF Pro: 0.705 em) in design units: where the baseline lies below the origin.
    static let baselineY: CGFloat = 35.25

    /// How a part's path becomes ink.
    enum PartKind: Sendable {
        /// The path's centre line, stroked with the weight's width, round caps and joins.
        case stroke
        /// The path's area (non-zero) and its stroke.
        case fill
    }

    /// One path of a layer.
    struct Part: Sendable {
        var kind: PartKind
        var path: BezierPath
        /// Whether the part's ink is cut out of the layer rather than added to it.
        var subtracts = false
    }

    /// One layer: the parts that share a style level.
    struct Layer: Sendable {
        /// The hierarchy level: 0 primary, 1 secondary, 2 tertiary.
        var level: Int
        /// The layer's own colour in `.multicolor` rendering (nil: the foreground style).
        var multicolor: Color?
        var parts: [Part]
        /// Whether the layer draws in monochrome (and multicolor) rendering. A glyph knocked out
        /// of a filled shape is a hole there, and a layer of its own in hierarchical and palette.
        var drawsInMonochrome = true
    }

    var layers: [Layer]
}

/// Builds design-unit paths for the symbol catalog: arcs, polygons and circle intersections.
enum SymbolPen {
    static func stroke(_ path: BezierPath) -> SymbolDefinition.Part { .init(kind: .stroke, path: path) }
    static func fill(_ path: BezierPath) -> SymbolDefinition.Part { .init(kind: .fill, path: path) }
    /// The stroke of `path`, cut out of its layer.
    static func cut(_ path: BezierPath) -> SymbolDefinition.Part { .init(kind: .stroke, path: path, subtracts: true) }
    /// The area and stroke of `path`, cut out of its layer.
    static func cutFill(_ path: BezierPath) -> SymbolDefinition.Part { .init(kind: .fill, path: path, subtracts: true) }

    /// A layer of `parts` at `level`, with an optional multicolor colour.
    static func layer(level: Int = 0, multicolor: Color? = nil, _ parts: SymbolDefinition.Part...) -> SymbolDefinition.Layer {
        .init(level: level, multicolor: multicolor, parts: parts)
    }

    /// A glyph knocked out of a filled badge: the badge (secondary, the glyph cut out) and the
    /// glyph itself (primary, hidden in monochrome so it shows as a hole).
    static func knockout(badge: BezierPath, glyph: [SymbolDefinition.Part]) -> [SymbolDefinition.Layer] {
        let holes = glyph.map { SymbolDefinition.Part(kind: $0.kind, path: $0.path, subtracts: true) }
        return [.init(level: 0, multicolor: nil, parts: glyph, drawsInMonochrome: false),
                .init(level: 1, multicolor: nil, parts: [fill(badge)] + holes)]
    }

    /// A polyline through `points`, closed when `closed`.
    static func lines(_ points: [(CGFloat, CGFloat)], closed: Bool = false) -> BezierPath {
        var path = BezierPath()
        path.addLines(points.map { CGPoint(x: $0.0, y: $0.1) })
        if closed { path.closeSubpath() }
        return path
    }

    /// A full circle.
    static func circle(_ x: CGFloat, _ y: CGFloat, radius: CGFloat) -> BezierPath {
        var path = BezierPath()
        path.addEllipse(in: CGRect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius))
        return path
    }

    /// A rounded rectangle with circular corners.
    static func roundedRect(_ rect: CGRect, radius: CGFloat) -> BezierPath {
        var path = BezierPath()
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: radius, height: radius), style: .circular)
        return path
    }

    /// Appends the arc of the circle around `center` from `a` to `b` (both on the circle) that
    /// passes through the direction `through` (radians).
    static func arc(_ path: inout BezierPath, center: CGPoint, radius: CGFloat, from a: CGPoint, to b: CGPoint, through: CGFloat) {
        let start = angle(of: a, from: center)
        var end = angle(of: b, from: center)
        while end <= start { end += 2 * .pi }
        var mid = through
        while mid < start { mid += 2 * .pi }
        while mid >= start + 2 * .pi { mid -= 2 * .pi }
        if mid > end { end -= 2 * .pi }
        path.addRelativeArc(center: center, radius: radius, startAngle: .radians(start), delta: .radians(end - start))
    }

    /// The angle of `point` seen from `center`.
    static func angle(of point: CGPoint, from center: CGPoint) -> CGFloat { atan2(point.y - center.y, point.x - center.x) }

    /// The two intersections of two circles that cross (tangent circles give the same point twice).
    static func intersections(_ c0: CGPoint, _ r0: CGFloat, _ c1: CGPoint, _ r1: CGFloat) -> (CGPoint, CGPoint) {
        let dx = c1.x - c0.x, dy = c1.y - c0.y
        let d = max((dx * dx + dy * dy).squareRoot(), .ulpOfOne)
        let a = (r0 * r0 - r1 * r1 + d * d) / (2 * d)
        let h = max(0, r0 * r0 - a * a).squareRoot()
        let mx = c0.x + a * dx / d, my = c0.y + a * dy / d
        return (CGPoint(x: mx + h * dy / d, y: my - h * dx / d), CGPoint(x: mx - h * dy / d, y: my + h * dx / d))
    }

    /// The intersection of two circles with the smaller y (the upper one on screen).
    static func upperIntersection(_ c0: CGPoint, _ r0: CGFloat, _ c1: CGPoint, _ r1: CGFloat) -> CGPoint {
        let (p, q) = intersections(c0, r0, c1, r1)
        return p.y <= q.y ? p : q
    }

    /// The point where a line from `point` touches the circle, on the side given by `sign` (±1).
    static func tangentPoint(from point: CGPoint, center: CGPoint, radius: CGFloat, sign: CGFloat) -> CGPoint {
        let d = ((point.x - center.x) * (point.x - center.x) + (point.y - center.y) * (point.y - center.y)).squareRoot()
        let toward = angle(of: point, from: center)
        let theta = toward + sign * acos(min(1, radius / max(d, .ulpOfOne)))
        return CGPoint(x: center.x + radius * cos(theta), y: center.y + radius * sin(theta))
    }
}
