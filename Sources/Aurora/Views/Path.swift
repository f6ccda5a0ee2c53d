/// `Path`: SwiftUI's outline of a 2D shape, over AuroraGeometry's `BezierPath`.
import AuroraGeometry
import AuroraDisplayList
import Foundation

/// The outline of a 2D shape.
public struct Path: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The geometry engine value.
    var storage: BezierPath

    /// An element of a path.
    public typealias Element = BezierPath.Element

    /// Creates an empty path.
    public init() { storage = BezierPath() }

    init(_ storage: BezierPath) { self.storage = storage }

    /// Creates a path containing a rectangle.
    public init(_ rect: CGRect) { storage = BezierPath(rect) }

    /// Creates a path containing a rounded rectangle. Default style: `.continuous`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        storage = BezierPath(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a path containing a rounded rectangle. Default style: `.continuous`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        storage = BezierPath(roundedRect: rect, cornerRadius: cornerRadius, style: style)
    }

    /// Creates a path as the given rounded rectangle, which may have uneven corner radii. Default style: `.continuous`.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        storage = BezierPath(roundedRect: rect, cornerRadii: cornerRadii, style: style)
    }

    /// Creates a path as an ellipse within the given rectangle.
    public init(ellipseIn rect: CGRect) { storage = BezierPath(ellipseIn: rect) }

    /// Creates an empty path, then executes a closure to add its initial elements.
    public init(_ callback: (inout Path) -> Void) {
        self.init()
        callback(&self)
    }

    /// A Boolean value indicating whether the path contains zero elements.
    public var isEmpty: Bool { storage.isEmpty }
    /// A rectangle containing all path segments.
    public var boundingRect: CGRect { storage.boundingRect }
    /// The last point in the path, or nil if the path contains no points.
    public var currentPoint: CGPoint? { storage.currentPoint }

    /// Returns true if the path contains a specified point (even-odd when `eoFill`). Default: non-zero.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool { storage.contains(p, eoFill: eoFill) }

    /// Calls `body` with each element in the path.
    public func forEach(_ body: (Element) -> Void) { storage.forEach(body) }

    /// Returns a partial copy of the path, from `from` to `to` of its length (each 0…1).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { Path(storage.trimmedPath(from: from, to: to)) }

    /// Returns a path constructed by applying the transform to all points of the path.
    public func applying(_ transform: CGAffineTransform) -> Path { Path(storage.applying(transform)) }

    /// Returns a path constructed by translating all its points.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { Path(storage.offsetBy(dx: dx, dy: dy)) }

    /// Returns a stroked copy of the path using `style` to define how the stroked outline is created.
    public func strokedPath(_ style: StrokeStyle) -> Path { Path(storage.strokedPath(style)) }

    /// Begins a new subpath at the specified point.
    public mutating func move(to end: CGPoint) { storage.move(to: end) }
    /// Appends a straight line segment from the current point to the specified point.
    public mutating func addLine(to end: CGPoint) { storage.addLine(to: end) }
    /// Adds a quadratic Bézier curve to the path, with the specified end and control points.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { storage.addQuadCurve(to: end, control: control) }
    /// Adds a cubic Bézier curve to the path, with the specified end and control points.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        storage.addCurve(to: end, control1: control1, control2: control2)
    }
    /// Closes and completes the current subpath.
    public mutating func closeSubpath() { storage.closeSubpath() }

    /// Adds a rectangular subpath to the path.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { storage.addRect(rect, transform: transform) }
    /// Adds a set of rectangular subpaths to the path.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { storage.addRects(rects, transform: transform) }
    /// Adds a sequence of connected straight-line segments to the path.
    public mutating func addLines(_ lines: [CGPoint]) { storage.addLines(lines) }

    /// Adds a rounded rectangle to the path. Default style: `.continuous`.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        storage.addRoundedRect(in: rect, cornerSize: cornerSize, style: style, transform: transform)
    }

    /// Adds a rounded rectangle with uneven corners to the path. Default style: `.continuous`.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        storage.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style, transform: transform)
    }

    /// Adds an ellipse that fits inside the specified rectangle.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { storage.addEllipse(in: rect, transform: transform) }

    /// Adds an arc of a circle to the path, specified with a radius and angles.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        storage.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: transform)
    }

    /// Adds an arc of a circle to the path, specified with a radius and a difference in angle.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        storage.addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// Adds an arc of a circle to the path, specified with a radius and two tangent lines.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        storage.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }

    /// Appends another path value to this path.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) { storage.addPath(path.storage, transform: transform) }

    /// A description of the path's elements.
    public var description: String {
        var parts: [String] = []
        storage.forEach { element in
            func p(_ point: CGPoint) -> String { "\(point.x) \(point.y)" }
            switch element {
            case .move(let to): parts.append("\(p(to)) m")
            case .line(let to): parts.append("\(p(to)) l")
            case .quadCurve(let to, let c): parts.append("\(p(c)) \(p(to)) q")
            case .curve(let to, let c1, let c2): parts.append("\(p(c1)) \(p(c2)) \(p(to)) c")
            case .closeSubpath: parts.append("h")
            }
        }
        return parts.joined(separator: " ")
    }
}

extension Path: Shape {
    /// A path is its own outline, whatever the rectangle.
    nonisolated public func path(in _: CGRect) -> Path { self }
}
