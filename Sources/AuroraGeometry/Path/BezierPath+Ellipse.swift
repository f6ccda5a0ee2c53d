/// Ellipses: `addEllipse(in:)` as four cubic quarter arcs.
import Foundation

extension BezierPath {
    /// The control-arm length of a cubic quarter circle of radius 1 (4/3·(√2 − 1)).
    static let quarterCircleArm: CGFloat = 4 * (2.0.squareRoot() - 1) / 3

    /// Adds an ellipse that fits inside `rect`, as a closed subpath of four cubics starting at
    /// the middle of the right edge and going through increasing angles (down first on screen).
    ///
    /// A rect with a non-finite coordinate adds nothing.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull, rect.origin.isFinitePoint, rect.width.isFinite, rect.height.isFinite else { return }
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2
        let cx = r.midX, cy = r.midY
        let kx = rx * Self.quarterCircleArm, ky = ry * Self.quarterCircleArm
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        let start = p(cx + rx, cy)
        // A move, four curves and a close, as `move`, `addCurve` and `closeSubpath` would add them.
        append(subpath: [
            .move(to: start),
            .curve(to: p(cx, cy + ry), control1: p(cx + rx, cy + ky), control2: p(cx + kx, cy + ry)),
            .curve(to: p(cx - rx, cy), control1: p(cx - kx, cy + ry), control2: p(cx - rx, cy + ky)),
            .curve(to: p(cx, cy - ry), control1: p(cx - rx, cy - ky), control2: p(cx - kx, cy - ry)),
            .curve(to: p(cx + rx, cy), control1: p(cx + kx, cy - ry), control2: p(cx + rx, cy - ky)),
            .closeSubpath,
        ], start: start, currentPoint: start)
    }
}
