/// `ScrollPhysics`: UIScrollView's motion along one axis — deceleration, rubber band, spring back.
import Foundation

/// The formulas of iOS scrolling, one axis at a time, in points and seconds.
///
/// Sources (see `../shared/research/previews-snapshots-scrolling.md` §4): UIKit's deceleration
/// rates are per millisecond (`.normal` 0.998, `.fast` 0.99); a release at v points per second
/// travels (v/1000)·r/(1−r) (WWDC18 "Designing Fluid Interfaces"); past an edge the content
/// follows the finger by (1 − 1/(x·c/d + 1))·d with c = 0.55 and d the viewport's length; it
/// springs back critically damped, x(t) = (c₁ + c₂t)·e^(−λt) with λ = 2π/0.575 s.
enum ScrollPhysics {
    /// The deceleration rate per millisecond (`UIScrollView.DecelerationRate.normal`).
    static let decelerationRate = 0.998
    /// The rubber band's constant.
    static let rubberBandCoefficient = 0.55
    /// The bounce-back spring's stiffness, λ = 2π / response (response 0.575 s).
    static let springLambda = 2 * Double.pi / 0.575
    /// Below this speed (points per second) a deceleration has stopped (it has under half a point
    /// to go, and is put at its projected end) and a spring has settled.
    static let restingSpeed = 1.0
    /// Closer than this to its target (points), and slower than `restingSpeed`, a spring has settled.
    static let restingDistance = 0.1

    /// How far a release at `velocity` (points per second) travels before it stops.
    static func projectedDistance(velocity: Double) -> Double {
        velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }

    /// How far a decelerating release has travelled after `time` seconds.
    static func decayDistance(velocity: Double, time: Double) -> Double {
        let milliseconds = max(0, time) * 1000
        return velocity / 1000 * decelerationRate * (1 - pow(decelerationRate, milliseconds)) / (1 - decelerationRate)
    }

    /// The speed of a decelerating release after `time` seconds (points per second).
    static func decayVelocity(velocity: Double, time: Double) -> Double {
        velocity * pow(decelerationRate, max(0, time) * 1000)
    }

    /// When a release at `velocity` has slowed to `restingSpeed`, in seconds (0 when it already is).
    static func decayDuration(velocity: Double) -> Double {
        guard abs(velocity) > restingSpeed else { return 0 }
        return log(restingSpeed / abs(velocity)) / log(decelerationRate) / 1000
    }

    /// When a decelerating release has travelled `distance` (same sign as `velocity`), or nil if it never does.
    static func decayTime(toTravel distance: Double, velocity: Double) -> Double? {
        let total = projectedDistance(velocity: velocity)
        guard velocity != 0, distance / total >= 0, abs(distance) < abs(total) else { return nil }
        let remaining = 1 - distance / total
        return log(remaining) / log(decelerationRate) / 1000
    }

    /// How far past an edge the content shows when the finger has pulled it `overscroll` points
    /// past, in a viewport `length` long.
    static func rubberBand(_ overscroll: Double, length: Double) -> Double {
        guard length > 0, overscroll != 0 else { return 0 }
        let x = abs(overscroll)
        let shown = (1 - 1 / (x * rubberBandCoefficient / length + 1)) * length
        return overscroll < 0 ? -shown : shown
    }

    /// The finger travel that shows `shown` points past an edge: the inverse of `rubberBand`.
    static func rubberBandInverse(_ shown: Double, length: Double) -> Double {
        guard length > 0, shown != 0 else { return 0 }
        let b = min(abs(shown), length * 0.999_999)
        let x = length * b / (rubberBandCoefficient * (length - b))
        return shown < 0 ? -x : x
    }

    /// The displacement from its target of a critically damped spring that started `displacement`
    /// away at `velocity`, after `time` seconds, and its velocity then.
    static func spring(displacement: Double, velocity: Double, time: Double) -> (position: Double, velocity: Double) {
        let t = max(0, time)
        let c1 = displacement
        let c2 = velocity + springLambda * c1
        let decay = exp(-springLambda * t)
        return ((c1 + c2 * t) * decay, (c2 - springLambda * (c1 + c2 * t)) * decay)
    }

    /// When a critically damped spring that started `displacement` away at `velocity` first counts
    /// as settled (closer than `restingDistance`, slower than `restingSpeed`), in seconds: searched
    /// up to `limit` on a grid of 1 ms (coarser past 10 s: at most 10,000 steps), and `limit` when
    /// it does not settle before.
    static func springSettleTime(displacement: Double, velocity: Double, within limit: Double) -> Double {
        guard limit.isFinite, limit > 0 else { return 0 }
        let step = max(0.001, limit / 10_000)
        var time = 0.0
        while time < limit {
            let state = spring(displacement: displacement, velocity: velocity, time: time)
            if abs(state.position) < restingDistance, abs(state.velocity) < restingSpeed { return time }
            time += step
        }
        return limit
    }
}
