/// `Spring` motion: the closed-form position and velocity of a damped spring, its settling time, step and force.
import Foundation

/// The motion of a spring released at offset 0 towards a target Δ with initial velocity v₀ is linear in both:
/// `value(t) = Δ·p(t) + v₀·q(t)`. `SpringCoefficients` holds p and q for the value and for the velocity.
struct SpringCoefficients {
    var valueTarget: Double
    var valueVelocity: Double
    var velocityTarget: Double
    var velocityVelocity: Double
}

extension Spring {
    /// Below this |ω| the motion is computed as critically damped (the underdamped and overdamped forms divide by ω).
    private static let criticalThreshold = 1e-6

    /// The coefficients of the motion at `time`.
    func coefficients(time t: Double) -> SpringCoefficients {
        let lambda = decayConstant, omega = angularFrequency
        if abs(omega) < Self.criticalThreshold {
            // x(t) = Δ − e^{−λt}[Δ + (λΔ − v₀)t]
            let decay = exp(-lambda * t)
            return SpringCoefficients(valueTarget: 1 - decay * (1 + lambda * t), valueVelocity: decay * t,
                                      velocityTarget: decay * lambda * lambda * t, velocityVelocity: decay * (1 - lambda * t))
        }
        if omega > 0 {
            // x(t) = Δ − e^{−λt}[Δ cos ωt + ((λΔ − v₀)/ω) sin ωt]
            let decay = exp(-lambda * t), s = sin(omega * t), c = cos(omega * t)
            return SpringCoefficients(valueTarget: 1 - decay * (c + lambda / omega * s), valueVelocity: decay * s / omega,
                                      velocityTarget: decay * (lambda * lambda / omega + omega) * s,
                                      velocityVelocity: decay * (c - lambda / omega * s))
        }
        // Overdamped: the offset from the target is A e^{r₁t} + B e^{r₂t}, r₁,₂ = −λ ± s, s = |ω|.
        let spread = -omega
        let r1 = -lambda + spread, r2 = -lambda - spread
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        let half = 1 / (2 * spread)
        return SpringCoefficients(valueTarget: 1 + r2 * (e1 - e2) * half - e2, valueVelocity: (e1 - e2) * half,
                                  velocityTarget: r2 * (r1 * e1 - r2 * e2) * half - r2 * e2,
                                  velocityVelocity: (r1 * e1 - r2 * e2) * half)
    }

    /// The value of the spring at `time`, released at zero towards `target` with `initialVelocity` (default zero).
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let k = coefficients(time: time)
        return target.scaled(by: k.valueTarget) + initialVelocity.scaled(by: k.valueVelocity)
    }

    /// The velocity of the spring at `time`, released at zero towards `target` with `initialVelocity` (default zero).
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let k = coefficients(time: time)
        return target.scaled(by: k.velocityTarget) + initialVelocity.scaled(by: k.velocityVelocity)
    }

    /// The estimated time for the spring released towards `target` to come to rest: after it, the distance to the
    /// target stays below `epsilon`.
    ///
    /// Underdamped springs use the envelope `(|λΔ − v₀| + |Δ|)·e^{−λt}`; critically and overdamped springs are
    /// sampled every 0.1 s (at most 1,024 samples) until the distance has stayed below `epsilon` for over a second.
    /// An undamped spring never settles (infinity).
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        guard decayConstant > 0 else { return .infinity }
        if angularFrequency >= Self.criticalThreshold {
            let amplitude = (target.scaled(by: decayConstant) - initialVelocity).magnitudeSquared.squareRoot()
                + target.magnitudeSquared.squareRoot()
            return max(0, -log(epsilon / amplitude) / decayConstant)
        }
        var settledSince: Double?
        for step in 0..<1_024 {
            let time = Double(step) * 0.1
            let distance = (value(target: target, initialVelocity: initialVelocity, time: time) - target).magnitudeSquared.squareRoot()
            guard distance.isFinite else { break }
            if distance < epsilon {
                if let since = settledSince {
                    if time - since > 1 { return since }
                } else {
                    settledSince = time
                }
            } else {
                settledSince = nil
            }
        }
        return settledSince ?? 102.4
    }

    /// Advances a spring at `value` moving at `velocity` towards `target` by `deltaTime` seconds.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let delta = target - value
        let k = coefficients(time: deltaTime)
        let newVelocity = delta.scaled(by: k.velocityTarget) + velocity.scaled(by: k.velocityVelocity)
        value += delta.scaled(by: k.valueTarget) + velocity.scaled(by: k.valueVelocity)
        velocity = newVelocity
    }

    /// The force on the spring at `position` moving at `velocity` towards `target`: k(target − position) − c·velocity.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }
}

extension Spring {
    /// The value of the spring at `time` moving from `fromValue` to `toValue` (through their `animatableData`).
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = fromValue.animatableData
            + value(target: toValue.animatableData - fromValue.animatableData,
                    initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity of the spring at `time` moving from `fromValue` to `toValue`.
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = velocity(target: toValue.animatableData - fromValue.animatableData,
                                         initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The time for the spring moving from `fromValue` to `toValue` to come to rest within `epsilon`.
    public func settlingDuration<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) -> TimeInterval {
        settlingDuration(target: toValue.animatableData - fromValue.animatableData,
                         initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }

    /// The force on the spring at `position` moving at `velocity` from `fromValue` towards `toValue`.
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = fromValue
        result.animatableData = force(target: toValue.animatableData, position: position.animatableData,
                                      velocity: velocity.animatableData)
        return result
    }

    /// The estimated time for the spring to come to rest: target 1, initial velocity 0, epsilon 0.001.
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }
}
