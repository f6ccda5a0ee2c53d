/// Rounded rectangles: circular (quarter-circle) and continuous (Apple's smooth) corners.
import Foundation

extension BezierPath {
    /// Adds a rounded rectangle whose corners span `cornerSize`, as a closed subpath that starts
    /// at the middle of the right edge and goes down first on screen, as SwiftUI does.
    ///
    /// Corners are scaled down together until they fit the rectangle; negative or NaN sizes are
    /// square corners, and a rect with a non-finite coordinate adds nothing.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        guard let r = Self.finiteStandardized(rect) else { return }
        let reach = Self.cornerReach(style)
        var rx = Self.nonNegative(cornerSize.width), ry = Self.nonNegative(cornerSize.height)
        // One factor for both axes keeps a circular corner circular when it has to shrink.
        var scale: CGFloat = 1
        if rx * reach > r.width / 2 { scale = min(scale, r.width / 2 / (rx * reach)) }
        if ry * reach > r.height / 2 { scale = min(scale, r.height / 2 / (ry * reach)) }
        rx *= scale
        ry *= scale
        let corner = CGSize(width: rx, height: ry)
        appendRoundedRect(r, corners: (corner, corner, corner, corner), style: style, transform: transform)
    }

    /// Adds a rounded rectangle whose corners may have different radii, as a closed subpath that
    /// starts at the middle of the right edge and goes down first on screen.
    ///
    /// Each radius is limited to what fits in half the shorter side; negative or NaN radii are square corners.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii,
                                        style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        guard let r = Self.finiteStandardized(rect) else { return }
        let limit = min(r.width, r.height) / 2 / Self.cornerReach(style)
        func size(_ radius: CGFloat) -> CGSize {
            let clamped = min(Self.nonNegative(radius), limit)
            return CGSize(width: clamped, height: clamped)
        }
        appendRoundedRect(r, corners: (size(cornerRadii.bottomTrailing), size(cornerRadii.bottomLeading),
                                       size(cornerRadii.topLeading), size(cornerRadii.topTrailing)),
                          style: style, transform: transform)
    }

    /// How far along each edge a corner of radius 1 reaches.
    static func cornerReach(_ style: RoundedCornerStyle) -> CGFloat {
        style == .continuous ? ContinuousCorner.extent : 1
    }

    /// `value` when it is positive (infinity included), otherwise 0.
    static func nonNegative(_ value: CGFloat) -> CGFloat { value > 0 ? value : 0 }

    /// The standardized rect, or `nil` when it is null or has a non-finite coordinate.
    static func finiteStandardized(_ rect: CGRect) -> CGRect? {
        guard !rect.isNull, rect.origin.isFinitePoint, rect.width.isFinite, rect.height.isFinite else { return nil }
        return rect.standardized
    }

    /// Appends the closed outline of `r` with corners (bottom-right, bottom-left, top-left,
    /// top-right) of the given horizontal and vertical radii, already clamped to fit.
    mutating func appendRoundedRect(_ r: CGRect, corners: (CGSize, CGSize, CGSize, CGSize), style: RoundedCornerStyle,
                                    transform: CGAffineTransform) {
        move(to: CGPoint(x: r.maxX, y: r.midY).applying(transform))
        // Each corner: its point, the unit vector back along the edge arriving at it, and the unit
        // vector along the edge leaving it, with the radius along each of those two edges.
        let frames: [(CGPoint, CGVector, CGVector, CGSize)] = [
            (CGPoint(x: r.maxX, y: r.maxY), CGVector(dx: 0, dy: -1), CGVector(dx: -1, dy: 0),
             CGSize(width: corners.0.height, height: corners.0.width)),
            (CGPoint(x: r.minX, y: r.maxY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: -1), corners.1),
            (CGPoint(x: r.minX, y: r.minY), CGVector(dx: 0, dy: 1), CGVector(dx: 1, dy: 0),
             CGSize(width: corners.2.height, height: corners.2.width)),
            (CGPoint(x: r.maxX, y: r.minY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: 1), corners.3),
        ]
        for (corner, back, forward, radii) in frames {
            // A point `a` radii back along the arriving edge and `b` radii along the leaving one.
            func p(_ a: CGFloat, _ b: CGFloat) -> CGPoint {
                CGPoint(x: corner.x + back.dx * a * radii.width + forward.dx * b * radii.height,
                        y: corner.y + back.dy * a * radii.width + forward.dy * b * radii.height).applying(transform)
            }
            if radii.width == 0 || radii.height == 0 {
                addLine(to: p(0, 0))
            } else if style == .continuous {
                ContinuousCorner.append(to: &self, point: p)
            } else {
                let k = 1 - Self.quarterCircleArm
                addLine(to: p(1, 0))
                addCurve(to: p(0, 1), control1: p(k, 0), control2: p(0, k))
            }
        }
        closeSubpath()
    }
}

/// Apple's continuous ("iOS 7") corner in units of the corner radius.
///
/// Constants from the shape reverse-engineered from `UIBezierPath(roundedRect:cornerRadius:)` on
/// iOS 7 and later, as published by PaintCode ("Drawing Code for iOS 7 Rounded Rectangles",
/// https://www.paintcodeapp.com/news/code-for-ios-7-rounded-rectangles) and by Manfred Schwind
/// ("Exploring iOS 7 Rounded Corners", http://www.mani.de/backstage/?tag=wwdc). The published path
/// is nearly but not exactly mirror-symmetric (last digits differ between its halves); this uses
/// the first half's values for both halves, so the corner is exactly symmetric about its diagonal.
enum ContinuousCorner {
    /// How far from the corner, along each edge, the curve begins.
    static let extent: CGFloat = 1.52866483

    /// Appends the corner: a line to its start on the arriving edge, then a cubic, a short line,
    /// the middle cubic, a short line and a cubic to its end on the leaving edge. `point(a, b)`
    /// maps `a` radii back along the arriving edge and `b` radii along the leaving edge.
    static func append(to path: inout BezierPath, point p: (CGFloat, CGFloat) -> CGPoint) {
        path.addLine(to: p(extent, 0))
        path.addCurve(to: p(0.66993427, 0.06549600), control1: p(1.08849323, 0), control2: p(0.86840689, 0))
        path.addLine(to: p(0.63149399, 0.07491100))
        path.addCurve(to: p(0.07491100, 0.63149399), control1: p(0.37282392, 0.16905899),
                      control2: p(0.16905899, 0.37282392))
        path.addLine(to: p(0.06549600, 0.66993427))
        path.addCurve(to: p(0, extent), control1: p(0, 0.86840689), control2: p(0, 1.08849323))
    }
}
