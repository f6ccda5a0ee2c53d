/// `Spring`: a damped spring described by its angular frequency and decay, with every SwiftUI parameterisation.
import Foundation

/// A representation of a spring's motion: perceptual (`duration`, `bounce`), response and damping ratio, or
/// physical (`mass`, `stiffness`, `damping`) parameters, all converted to one internal form.
///
/// Internally a spring is `angularFrequency` ω (the damped oscillation frequency; negative for an overdamped
/// spring, where it is the spread of the two decay rates), `decayConstant` λ and `mass` m: the natural frequency
/// is ω₀ = √(λ² + ω|ω|) and the damping ratio ζ = λ / ω₀.
public struct Spring: Hashable, Sendable {
    /// ω: the damped angular frequency (rad/s); 0 when critically damped, negative when overdamped.
    let angularFrequency: Double
    /// λ: the exponential decay rate of the motion (1/s).
    let decayConstant: Double
    /// m: the mass, which scales `stiffness` and `damping` but not the motion.
    let storedMass: Double

    init(angularFrequency: Double, decayConstant: Double, mass: Double) {
        self.angularFrequency = angularFrequency
        self.decayConstant = decayConstant
        self.storedMass = mass
    }

    /// Creates a spring with the specified perceptual duration and bounce. Defaults: duration 0.5, bounce 0.
    ///
    /// `bounce` 0 is critically damped, (0, 1] underdamped (1 never stops), [−1, 0) overdamped.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.init(period: duration, dampingRatio: Self.dampingRatio(bounce: bounce))
    }

    /// Creates a spring with the specified response (the period of the undamped spring) and damping ratio.
    public init(response: Double, dampingRatio: Double) {
        self.init(period: response, dampingRatio: dampingRatio)
    }

    /// Creates a spring with the specified mass, stiffness and damping. Defaults: mass 1, no overdamping (a
    /// damping above critical is reduced to critical unless `allowOverDamping`).
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let naturalFrequency = (stiffness / mass).squareRoot()
        let decay = damping / (2 * mass)
        if decay > naturalFrequency && !allowOverDamping {
            self.init(angularFrequency: 0, decayConstant: naturalFrequency, mass: mass)
        } else {
            let frequency = abs(stiffness / mass - decay * decay).squareRoot()
            self.init(angularFrequency: decay > naturalFrequency ? -frequency : frequency, decayConstant: decay, mass: mass)
        }
    }

    /// A spring of natural period `period` and damping ratio ζ: λ = 2πζ/period, ω = ±2π√|1 − ζ²|/period.
    private init(period: Double, dampingRatio: Double) {
        let naturalFrequency = 2 * Double.pi / period
        let frequency = naturalFrequency * abs(1 - dampingRatio * dampingRatio).squareRoot()
        self.init(angularFrequency: dampingRatio > 1 ? -frequency : frequency,
                  decayConstant: naturalFrequency * dampingRatio, mass: 1)
    }

    /// ζ for a bounce: 1 − bounce when bounce ≥ 0, 1 / (1 + bounce) when overdamped.
    static func dampingRatio(bounce: Double) -> Double {
        bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
    }

    /// ω₀² = λ² + ω|ω|: the square of the undamped angular frequency (k / m).
    private var naturalFrequencySquared: Double {
        decayConstant * decayConstant + angularFrequency * abs(angularFrequency)
    }

    /// The perceptual duration: the period of the undamped spring, 2π / ω₀.
    public var duration: TimeInterval { 2 * Double.pi / naturalFrequencySquared.squareRoot() }

    /// How bouncy the spring is: 0 critically damped, positive underdamped, negative overdamped.
    public var bounce: Double {
        let ratio = dampingRatio
        return angularFrequency >= 0 ? 1 - ratio : 1 / ratio - 1
    }

    /// The stiffness of the spring, defined as an approximate duration in seconds (the same as `duration`).
    public var response: Double { duration }

    /// The amount of drag applied, as a fraction of the amount needed to produce critical damping.
    public var dampingRatio: Double { decayConstant * duration / (2 * Double.pi) }

    /// The mass of the object attached to the end of the spring.
    public var mass: Double { storedMass }

    /// The spring stiffness coefficient: m·ω₀².
    public var stiffness: Double { storedMass * naturalFrequencySquared }

    /// The viscous damping coefficient: 2mλ.
    public var damping: Double { 2 * storedMass * decayConstant }
}

extension Spring {
    /// A smooth spring with a predefined duration (0.5 s) and no bounce.
    public static var smooth: Spring { smooth() }

    /// A smooth spring: `duration` (default 0.5) and bounce `0 + extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a predefined duration (0.5 s) and a small amount of bounce (0.15) that feels snappy.
    public static var snappy: Spring { snappy() }

    /// A snappy spring: `duration` (default 0.5) and bounce `0.15 + extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a predefined duration (0.5 s) and a higher amount of bounce (0.3).
    public static var bouncy: Spring { bouncy() }

    /// A bouncy spring: `duration` (default 0.5) and bounce `0.3 + extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
