/// `UnitCurve`: a function from input progress 0…1 to output progress 0…1 — bezier and circular easings.
import Foundation

/// A function defined by a two-dimensional curve that maps an input progress in the range [0, 1] to an output
/// progress that is also in the range [0, 1]. Changing the shape of the curve changes the effective speed of an
/// animation or other interpolation.
public struct UnitCurve: Hashable, Sendable {
    /// The shapes a curve can have.
    enum Shape: Hashable, Sendable {
        case linear
        case bezier(start: UnitPoint, end: UnitPoint)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        /// `circularEaseInOut` with x and y swapped (its `inverse`).
        case inverseCircularEaseInOut
    }

    let shape: Shape

    init(shape: Shape) { self.shape = shape }

    /// Creates a new curve using bezier control points. The curve runs from (0, 0) to (1, 1); the x components of
    /// the control points are clamped to [0, 1] when the curve is evaluated.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(shape: .bezier(start: startControlPoint, end: endControlPoint))
    }

    /// A curve that starts out slowly, then speeds up as it finishes: control points (0.42, 0) and (1, 1).
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// A curve that starts out quickly, then slows down as it approaches the end: control points (0, 0) and (0.58, 1).
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// A curve that starts out slowly, speeds up over the middle, then slows down again: control points (0.42, 0)
    /// and (0.58, 1).
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// The same curve as `easeInOut` (the older name).
    @available(*, deprecated, renamed: "easeInOut")
    public static let easeInEaseOut = easeInOut
    /// A linear curve: the output progress is the input progress and the velocity is always 1.
    public static let linear = UnitCurve(shape: .linear)
    /// A circular curve that starts out slowly, then speeds up as it finishes: `1 − √(1 − t²)`.
    public static let circularEaseIn = UnitCurve(shape: .circularEaseIn)
    /// A circular curve that starts out quickly, then slows down as it approaches the end: `√(1 − (1 − t)²)`.
    public static let circularEaseOut = UnitCurve(shape: .circularEaseOut)
    /// A circular curve that starts out slowly, speeds up over the middle, then slows down again: `circularEaseIn`
    /// and `circularEaseOut` joined at (0.5, 0.5).
    public static let circularEaseInOut = UnitCurve(shape: .circularEaseInOut)

    /// Returns the output value (y component) of the curve at the given input progress, clamped to [0, 1].
    public func value(at progress: Double) -> Double {
        let t = Self.clampedProgress(progress)
        switch shape {
        case .linear:
            return t
        case let .bezier(start, end):
            return UnitBezierSolver(start: start, end: end).value(atX: t)
        case .circularEaseIn:
            return 1 - (1 - t * t).squareRoot()
        case .circularEaseOut:
            return (1 - (1 - t) * (1 - t)).squareRoot()
        case .circularEaseInOut:
            return t < 0.5 ? (1 - (1 - 4 * t * t).squareRoot()) / 2 : ((8 - 4 * t) * t - 3).squareRoot() / 2 + 0.5
        case .inverseCircularEaseInOut:
            return t < 0.5 ? (1 - (1 - 2 * t) * (1 - 2 * t)).squareRoot() / 2 : 1 - (1 - (2 * t - 1) * (2 * t - 1)).squareRoot() / 2
        }
    }

    /// Returns the rate of change (dy/dx) of the output value at the given input progress, clamped to [0, 1].
    public func velocity(at progress: Double) -> Double {
        let t = Self.clampedProgress(progress)
        switch shape {
        case .linear:
            return 1
        case let .bezier(start, end):
            return UnitBezierSolver(start: start, end: end).slope(atX: t)
        case .circularEaseIn:
            return Self.slope(t, (1 - t * t).squareRoot())
        case .circularEaseOut:
            return Self.slope(1 - t, (1 - (1 - t) * (1 - t)).squareRoot())
        case .circularEaseInOut:
            // d/dt of each half: 2t/√(1 − 4t²) and (2 − 2t)/√(−4t² + 8t − 3).
            return t < 0.5 ? Self.slope(2 * t, (1 - 4 * t * t).squareRoot())
                : Self.slope(2 - 2 * t, ((8 - 4 * t) * t - 3).squareRoot())
        case .inverseCircularEaseInOut:
            // The reciprocal slope of circularEaseInOut at the mirrored point.
            let u = 1 - 2 * t
            return t < 0.5 ? Self.slope(u, (1 - u * u).squareRoot()) : Self.slope(-u, (1 - u * u).squareRoot())
        }
    }

    /// The curve with its x and y components swapped: `inverse.value(at: y)` is the input progress at which this
    /// curve reaches `y`.
    public var inverse: UnitCurve {
        switch shape {
        case .linear: return .linear
        case let .bezier(start, end):
            return .bezier(startControlPoint: UnitPoint(x: start.y, y: start.x), endControlPoint: UnitPoint(x: end.y, y: end.x))
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return UnitCurve(shape: .inverseCircularEaseInOut)
        case .inverseCircularEaseInOut: return .circularEaseInOut
        }
    }

    /// Progress clamped to [0, 1]; NaN reads as 0.
    private static func clampedProgress(_ progress: Double) -> Double {
        progress.isNaN ? 0 : min(max(progress, 0), 1)
    }

    /// `numerator / denominator`, infinite where the circle is vertical.
    private static func slope(_ numerator: Double, _ denominator: Double) -> Double {
        denominator > 0 ? numerator / denominator : .infinity
    }
}

/// A cubic bezier from (0, 0) to (1, 1) solved for y at a given x, as timing curves are.
struct UnitBezierSolver {
    // x(t) = ((ax t + bx) t + cx) t, likewise y.
    private let ax, bx, cx, ay, by, cy: Double
    /// The tolerance in x of the solution, and the grid the results are rounded to (2⁻²⁰).
    static let epsilon = 1.0 / 1_048_576

    init(start: UnitPoint, end: UnitPoint) {
        let x1 = min(max(Double(start.x), 0), 1), x2 = min(max(Double(end.x), 0), 1)
        let y1 = Double(start.y), y2 = Double(end.y)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// y at the parameter where x(t) = `x`, rounded to 2⁻²⁰.
    func value(atX x: Double) -> Double {
        let t = parameter(forX: x)
        return Self.rounded(((ay * t + by) * t + cy) * t)
    }

    /// dy/dx at the parameter where x(t) = `x`, rounded to 2⁻²⁰.
    func slope(atX x: Double) -> Double {
        let t = parameter(forX: x)
        let dx = (3 * ax * t + 2 * bx) * t + cx
        let dy = (3 * ay * t + 2 * by) * t + cy
        // A control point on its end point leaves both derivatives zero there: SwiftUI answers 1,
        // not the limit of their ratio (`easeOut.velocity(at: 0)` is 1.0, OpenSwiftUI's
        // UnitCurveCompatibilityTests record from SwiftUI).
        if dx == dy { return 1 }
        if dx == 0 { return dy < 0 ? -.infinity : .infinity }
        return Self.rounded(dy / dx)
    }

    /// The curve parameter t in [0, 1] with x(t) = `x`: Newton's method (at most 8 steps), then bisection.
    func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = ((ax * t + bx) * t + cx) * t - x
            if abs(error) < Self.epsilon { return t }
            let derivative = (3 * ax * t + 2 * bx) * t + cx
            if abs(derivative) < 1e-6 { break }
            t -= error / derivative
        }
        // x(t) is monotonic on [0, 1] because the control points' x lie in [0, 1].
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<64 {
            let current = ((ax * t + bx) * t + cx) * t
            if abs(current - x) < Self.epsilon { break }
            if current < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    private static func rounded(_ value: Double) -> Double {
        (value / epsilon).rounded() * epsilon
    }
}
