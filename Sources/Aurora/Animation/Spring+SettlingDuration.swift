/// `Spring(settlingDuration:dampingRatio:epsilon:)`: the spring of a given damping ratio that settles in a given time.
import Foundation

extension Spring {
    /// Creates a spring with the specified damping ratio that comes to rest (within `epsilon`, default 0.001) in
    /// about `settlingDuration` seconds. The damping ratio is clamped to (0, 1] and the duration to [0.01, 10].
    ///
    /// The natural frequency ω₀ solves the settling condition for a unit release: for an underdamped spring the
    /// envelope `ζ/√(1 − ζ²)·e^{−ζω₀T} = ε` (solved in closed form); for a critically damped one
    /// `e^{−ω₀T}(1 + ω₀T) = ε` (solved by Newton's method on its logarithm).
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let ratio = dampingRatio.isNaN ? 1 : min(max(dampingRatio, .ulpOfOne), 1)
        let duration = settlingDuration.isNaN ? 0.5 : min(max(settlingDuration, 0.01), 10)
        let tolerance = epsilon.isFinite && epsilon > 0 ? min(epsilon, 0.5) : 0.001
        let naturalFrequency: Double
        if ratio < 1 {
            let root = (1 - ratio * ratio).squareRoot()
            let solution = log(ratio / (root * tolerance)) / (ratio * duration)
            // A damping ratio so small that its envelope starts below ε has no solution: use the period instead.
            naturalFrequency = solution > 0 && solution.isFinite ? solution : 2 * Double.pi / duration
        } else {
            naturalFrequency = Self.criticalSettlingProduct(epsilon: tolerance) / duration
        }
        let frequency = naturalFrequency * (1 - ratio * ratio).squareRoot()
        self.init(angularFrequency: frequency, decayConstant: naturalFrequency * ratio, mass: 1)
    }

    /// u > 0 with e^{−u}(1 + u) = ε: Newton's method on f(u) = ln(1 + u) − u − ln ε, which is concave and
    /// decreasing for u > 0, so the iteration from u = 5 converges monotonically.
    static func criticalSettlingProduct(epsilon: Double) -> Double {
        let target = log(epsilon)
        var u = max(5, -target)
        for _ in 0..<32 {
            let f = log1p(u) - u - target
            let derivative = 1 / (1 + u) - 1
            let next = u - f / derivative
            if abs(next - u) < 1e-12 * max(1, u) { return next }
            u = max(next, 1e-9)
        }
        return u
    }
}
