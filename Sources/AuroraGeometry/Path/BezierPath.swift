/// The path engine behind SwiftUI's `Path`: a value list of move, line, curve and close elements.
import Foundation

/// An outline made of subpaths of straight lines and quadratic and cubic Bézier curves.
///
/// This is the geometry behind SwiftUI's `Path` (which the view layer wraps); its building
/// methods carry `Path`'s names and semantics.
public struct BezierPath: Hashable, Sendable {
    /// One element of a path, as in SwiftUI's `Path.Element`.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath with a line back to its start.
        case closeSubpath
    }

    /// The elements, in drawing order.
    public private(set) var elements: [Element] = []

    /// The start of the current subpath, where `closeSubpath` returns to.
    private var subpathStart: CGPoint?

    /// The point the next element starts from, or `nil` for an empty path.
    public private(set) var currentPoint: CGPoint?

    /// Creates an empty path.
    public init() {}

    /// Creates a path from a list of elements.
    public init<S: Sequence>(elements: S) where S.Element == Element {
        self.elements.reserveCapacity(elements.underestimatedCount)
        for element in elements { append(element) }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends one element, keeping the current point and subpath start up to date.
    ///
    /// A line or curve with no current point starts a subpath at its first point, as Core Graphics does.
    public mutating func append(_ element: Element) {
        switch element {
        case .move(let p):
            elements.append(element)
            subpathStart = p
            currentPoint = p
        case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
            if currentPoint == nil { move(to: p) }
            elements.append(element)
            currentPoint = p
        case .closeSubpath:
            guard let start = subpathStart, currentPoint != nil else { return }
            if case .closeSubpath? = elements.last { return }
            elements.append(.closeSubpath)
            currentPoint = start
        }
    }

    /// Appends `newElements`, which start with a move and follow `append`'s rules, in one step:
    /// afterwards the subpath starts at `start` and the current point is `point` (what the
    /// `append` calls would have left).
    mutating func append(subpath newElements: [Element], start: CGPoint, currentPoint point: CGPoint) {
        if elements.isEmpty {
            elements = newElements
        } else {
            elements.append(contentsOf: newElements)
        }
        subpathStart = start
        currentPoint = point
    }

    /// Begins a new subpath at `point`.
    public mutating func move(to point: CGPoint) { append(.move(to: point)) }

    /// Adds a straight line to `point`.
    public mutating func addLine(to point: CGPoint) { append(.line(to: point)) }

    /// Adds a quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a straight line to its start.
    public mutating func closeSubpath() { append(.closeSubpath) }

    /// Adds a polyline through `points`: a move to the first, then lines.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Adds a closed rectangle, clockwise on screen from its minimum corner, as in SwiftUI.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
        addLines(corners.map { $0.applying(transform) })
        closeSubpath()
    }

    /// Adds a closed rectangle for each of `rects`.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Appends another path's elements, mapped by `transform`.
    public mutating func addPath(_ path: BezierPath, transform: CGAffineTransform = .identity) {
        for element in path.elements { append(element.applying(transform)) }
    }

    /// The path with every point mapped by `transform`.
    ///
    /// The elements are mapped one for one: this path's elements already follow `append`'s
    /// rules (which depend only on the element kinds), so the result does too.
    public func applying(_ transform: CGAffineTransform) -> BezierPath {
        if transform.isIdentity { return self }
        var result = BezierPath()
        let count = elements.count
        result.elements = elements.withUnsafeBufferPointer { source in
            Array(unsafeUninitializedCapacity: count) { target, initialized in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                for index in 0..<count {
                    (to + index).initialize(to: from[index].applying(transform))
                }
                initialized = count
            }
        }
        result.subpathStart = subpathStart?.applying(transform)
        result.currentPoint = currentPoint?.applying(transform)
        return result
    }

    /// The path moved by `(dx, dy)`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> BezierPath {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }


    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) throws -> Void) rethrows {
        for element in elements { try body(element) }
    }

    public static func == (lhs: BezierPath, rhs: BezierPath) -> Bool { lhs.elements == rhs.elements }

    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

extension BezierPath.Element {
    /// The element with every point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> BezierPath.Element {
        switch self {
        case .move(let p): return .move(to: p.applying(t))
        case .line(let p): return .line(to: p.applying(t))
        case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2):
            return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }
}
