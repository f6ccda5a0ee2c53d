/// Spring compatibility with SwiftUI's published conversions (WWDC23 "Animate with springs") and closed forms.
import Foundation
import Testing
import Aurora

/// |a − b| ≤ tolerance.
func approximately(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

@Suite struct SpringCompatibilityTests {
    // Source: WWDC23 "Animate with springs": mass 1, stiffness (2π/duration)², damping 4π(1 − bounce)/duration.
    @Test(arguments: [(0.5, 0.0), (1.0, 0.3), (0.35, 0.15), (2.0, 0.9)])
    func durationBounceToStiffnessAndDamping(duration: Double, bounce: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        #expect(approximately(spring.mass, 1))
        #expect(approximately(spring.stiffness, pow(2 * .pi / duration, 2), 1e-9 * spring.stiffness))
        #expect(approximately(spring.damping, 4 * .pi * (1 - bounce) / duration, 1e-9))
        #expect(approximately(spring.duration, duration))
        #expect(approximately(spring.response, duration))
        #expect(approximately(spring.bounce, bounce))
        #expect(approximately(spring.dampingRatio, 1 - bounce))
    }

    // Source: WWDC23 "Animate with springs": for bounce < 0, damping 4π/(duration·(1 + bounce)).
    @Test(arguments: [(1.0, -0.5), (0.5, -0.25)])
    func overdampedDurationBounce(duration: Double, bounce: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        #expect(approximately(spring.stiffness, pow(2 * .pi / duration, 2), 1e-9 * spring.stiffness))
        #expect(approximately(spring.damping, 4 * .pi / (duration * (1 + bounce)), 1e-9))
        #expect(approximately(spring.duration, duration))
        #expect(approximately(spring.bounce, bounce))
        #expect(approximately(spring.dampingRatio, 1 / (1 + bounce)))
    }

    // Source: AD:spring — response is the period of the undamped spring, dampingRatio ζ = c / (2√(mk)).
    @Test func massStiffnessDampingToResponseAndRatio() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(approximately(spring.response, 2 * .pi / 10))
        #expect(approximately(spring.dampingRatio, 0.5))
        #expect(approximately(spring.bounce, 0.5))
        let heavy = Spring(mass: 4, stiffness: 100, damping: 8)
        #expect(approximately(heavy.mass, 4))
        #expect(approximately(heavy.stiffness, 100, 1e-9))
        #expect(approximately(heavy.damping, 8, 1e-12))
        #expect(approximately(heavy.response, 2 * .pi / 5))
        #expect(approximately(heavy.dampingRatio, 0.2))
    }

    // Source: AD:spring/init(mass:stiffness:damping:allowoverdamping:) — overdamping is reduced to critical unless allowed.
    @Test func overDampingNeedsPermission() {
        let clamped = Spring(mass: 1, stiffness: 100, damping: 30)
        #expect(approximately(clamped.damping, 20, 1e-12))
        #expect(approximately(clamped.bounce, 0))
        let allowed = Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true)
        #expect(approximately(allowed.damping, 30, 1e-12))
        #expect(approximately(allowed.stiffness, 100, 1e-9))
        #expect(approximately(allowed.dampingRatio, 1.5))
        #expect(approximately(allowed.bounce, 1 / 1.5 - 1))
    }

    @Test func responseDampingRatioRoundTrip() {
        let spring = Spring(response: 0.55, dampingRatio: 0.825)
        #expect(approximately(spring.response, 0.55))
        #expect(approximately(spring.dampingRatio, 0.825))
        #expect(approximately(spring.stiffness, pow(2 * .pi / 0.55, 2), 1e-9))
    }

    // Source: AD:spring/smooth, snappy, bouncy — duration 0.5, base bounce 0 / 0.15 / 0.3 plus extraBounce.
    @Test func presets() {
        #expect(approximately(Spring.smooth.duration, 0.5) && approximately(Spring.smooth.bounce, 0))
        #expect(approximately(Spring.snappy.duration, 0.5) && approximately(Spring.snappy.bounce, 0.15))
        #expect(approximately(Spring.bouncy.duration, 0.5) && approximately(Spring.bouncy.bounce, 0.3))
        #expect(approximately(Spring.snappy(duration: 0.35, extraBounce: 0.4).bounce, 0.55))
        #expect(approximately(Spring.snappy(duration: 0.35, extraBounce: 0.4).duration, 0.35))
        #expect(approximately(Spring.bouncy(duration: 1, extraBounce: 0.1).bounce, 0.4))
        #expect(approximately(Spring.smooth(duration: 2, extraBounce: 0.2).bounce, 0.2))
        #expect(Spring() == Spring(duration: 0.5, bounce: 0))
    }

    /// The closed forms of SwiftUI's spring (reference §10), written independently of the implementation.
    static func referenceValue(_ spring: Spring, _ delta: Double, _ v0: Double, _ t: Double) -> Double {
        let zeta = spring.dampingRatio, omega0 = 2 * .pi / spring.duration
        let lambda = zeta * omega0
        if zeta < 1 {
            let omega = omega0 * (1 - zeta * zeta).squareRoot()
            return delta - exp(-lambda * t) * (delta * cos(omega * t) + (lambda * delta - v0) / omega * sin(omega * t))
        } else if zeta == 1 {
            return delta - exp(-lambda * t) * (delta + (lambda * delta - v0) * t)
        }
        let omega = -omega0 * (zeta * zeta - 1).squareRoot()
        let a = -omega - lambda, b = omega - lambda
        return delta * (1 + ((lambda - omega) * exp(a * t) + a * exp(b * t)) / (2 * omega))
            - v0 * (exp(a * t) - exp(b * t)) / (2 * omega)
    }

    @Test(arguments: [Spring(duration: 0.5, bounce: 0.3), Spring(duration: 0.5, bounce: 0), Spring(duration: 0.8, bounce: -0.4),
                      Spring(response: 0.3, dampingRatio: 0.1)])
    func valueAndVelocityFollowTheClosedForm(spring: Spring) {
        for (delta, v0) in [(1.0, 0.0), (-40.0, 120.0), (0.0, 5.0)] {
            for step in 0...30 {
                let t = Double(step) * 0.05
                let value = spring.value(target: delta, initialVelocity: v0, time: t)
                #expect(approximately(value, Self.referenceValue(spring, delta, v0, t), 1e-9 * max(1, abs(delta), abs(v0))))
                // The velocity is the derivative of the value (central difference).
                let h = 1e-6
                let slope = (Self.referenceValue(spring, delta, v0, t + h) - Self.referenceValue(spring, delta, v0, t - h)) / (2 * h)
                let velocity = spring.velocity(target: delta, initialVelocity: v0, time: t)
                #expect(approximately(velocity, slope, 1e-4 * max(1, abs(delta), abs(v0))), "t=\(t) Δ=\(delta) v0=\(v0)")
            }
            #expect(approximately(spring.value(target: delta, initialVelocity: v0, time: 0), 0, 1e-12))
            #expect(approximately(spring.velocity(target: delta, initialVelocity: v0, time: 0), v0, 1e-9))
        }
    }

    @Test func valueWorksOnVectors() {
        let spring = Spring.bouncy
        let pair = spring.value(target: AnimatablePair(10.0, -4.0), initialVelocity: AnimatablePair(1.0, 2.0), time: 0.2)
        #expect(approximately(pair.first, spring.value(target: 10.0, initialVelocity: 1.0, time: 0.2)))
        #expect(approximately(pair.second, spring.value(target: -4.0, initialVelocity: 2.0, time: 0.2)))
    }

    // The seed's AppearanceEffectRenderer: spring.value(fromValue:toValue:initialVelocity:time:) on CGFloat.
    @Test func fromValueToValueForm() {
        let spring: Spring = .snappy(duration: 0.4 - 0.05, extraBounce: 0.4)
        let descent: CGFloat = 6
        let translationY = spring.value(fromValue: -descent, toValue: 0, initialVelocity: 0, time: 0.1)
        #expect(approximately(Double(translationY), -6 + spring.value(target: 6.0, time: 0.1), 1e-9))
        #expect(spring.value(fromValue: -descent, toValue: 0, initialVelocity: 0, time: 0) == -descent)
        #expect(abs(spring.value(fromValue: -descent, toValue: 0, initialVelocity: 0, time: 5)) < 1e-6)
        let velocity = spring.velocity(fromValue: -descent, toValue: 0, initialVelocity: 0, time: 0.1)
        #expect(approximately(Double(velocity), spring.velocity(target: 6.0, time: 0.1), 1e-9))
    }

    // Source: reference §10 — underdamped settling uses the envelope (|λΔ − v₀| + |Δ|)e^{−λt} = ε.
    @Test func underdampedSettlingDuration() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let lambda = 2 * .pi * 0.7 / 0.5
        #expect(approximately(spring.settlingDuration, log((lambda + 1) / 0.001) / lambda, 1e-12))
        #expect(approximately(spring.settlingDuration(target: 2.0, initialVelocity: 3.0, epsilon: 0.01),
                      log((abs(lambda * 2 - 3) + 2) / 0.01) / lambda, 1e-12))
        #expect(Spring(duration: 1, bounce: 1).settlingDuration == .infinity)
    }

    // Source: reference §10 — critically and overdamped springs are sampled every 0.1 s.
    @Test func criticalSettlingDurationIsSampled() {
        // e^{−4πt}(1 + 4πt) first drops below 0.001 between 0.7 s and 0.8 s.
        #expect(Spring.smooth.settlingDuration == 0.8)
        let overdamped = Spring(duration: 0.5, bounce: -0.3)
        let settling = overdamped.settlingDuration
        #expect(abs(overdamped.value(target: 1.0, time: settling) - 1) < 0.001)
        #expect(abs(overdamped.value(target: 1.0, time: settling - 0.1) - 1) >= 0.001)
    }

    @Test(arguments: [0.2, 0.5, 0.9])
    func settlingDurationInitialiserSettlesOnTime(ratio: Double) {
        let spring = Spring(settlingDuration: 1.5, dampingRatio: ratio)
        #expect(approximately(spring.dampingRatio, ratio, 1e-12))
        // The envelope ζ/√(1 − ζ²)·e^{−λT} reaches ε at T.
        let lambda = 2 * .pi / spring.duration * ratio
        #expect(approximately(ratio / (1 - ratio * ratio).squareRoot() * exp(-lambda * 1.5), 0.001, 1e-12))
    }

    @Test func criticalSettlingDurationInitialiser() {
        let spring = Spring(settlingDuration: 2, dampingRatio: 1)
        #expect(approximately(spring.bounce, 0))
        let u = 2 * .pi / spring.duration * 2
        #expect(approximately(exp(-u) * (1 + u), 0.001, 1e-12))
        // Clamped: a ratio above 1 is critical, a duration past 10 s is 10 s.
        #expect(Spring(settlingDuration: 2, dampingRatio: 3) == spring)
        #expect(Spring(settlingDuration: 50, dampingRatio: 1) == Spring(settlingDuration: 10, dampingRatio: 1))
    }

    @Test func updateStepsAlongTheMotion() {
        let spring = Spring.snappy
        var value = 0.0, velocity = 0.0
        for _ in 0..<10 { spring.update(value: &value, velocity: &velocity, target: 50, deltaTime: 0.03) }
        #expect(approximately(value, spring.value(target: 50.0, time: 0.3), 1e-9))
        #expect(approximately(velocity, spring.velocity(target: 50.0, time: 0.3), 1e-9))
    }

    // Source: Hooke's law with viscous damping, F = k(target − x) − c·v.
    @Test func force() {
        let spring = Spring(mass: 2, stiffness: 50, damping: 4)
        #expect(approximately(spring.force(target: 10.0, position: 4.0, velocity: 3.0), 50 * 6 - 4 * 3, 1e-9))
        let overdamped = Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true)
        #expect(approximately(overdamped.force(target: 1.0, position: 0.0, velocity: 1.0), 100 - 30, 1e-9))
        let viaAnimatable = spring.force(fromValue: 0.0, toValue: 10.0, position: 4.0, velocity: 3.0)
        #expect(approximately(viaAnimatable, 288, 1e-9))
    }
}
