/// `ScrollAxisMotion`: where a scroll view's offset is along one axis at any time — at rest, decelerating or springing.
import Foundation

/// The motion of a scroll offset along one axis, a function of the frame clock.
struct ScrollAxisMotion: Equatable {
    /// What the offset is doing.
    enum Kind: Equatable {
        /// Still at `position`.
        case rest
        /// Decelerating from `position` at `velocity` (points per second) since `start`.
        case decay(velocity: Double)
        /// Springing to `target`, from `position`, at `velocity` since `start`.
        case spring(target: Double, velocity: Double)
    }

    var kind: Kind = .rest
    /// Where the motion started (or the resting position).
    var position: Double = 0
    /// The clock time the motion started.
    var start: Double = 0

    /// A motion at rest at `position`.
    static func rest(_ position: Double) -> ScrollAxisMotion { ScrollAxisMotion(kind: .rest, position: position, start: 0) }

    /// Whether the offset is moving.
    var isMoving: Bool { kind != .rest }

    /// The offset at `time` and the motion from then on (the same, or at rest when it has
    /// settled, or a spring when a deceleration crossed `range`'s ends); when it settled by
    /// `time`, the clock time it settled at (the scroll indicators fade from then).
    func evaluated(at time: Double, range: ClosedRange<Double>) -> (offset: Double, velocity: Double, next: ScrollAxisMotion, settledAt: Double?) {
        let elapsed = max(0, time - start)
        switch kind {
        case .rest:
            return (position, 0, self, nil)
        case .decay(let velocity):
            let duration = ScrollPhysics.decayDuration(velocity: velocity)
            // Crossing an end: the rest of the momentum goes into a bounce from that end.
            let end = velocity > 0 ? range.upperBound : range.lowerBound
            if range.contains(position), let crossing = ScrollPhysics.decayTime(toTravel: end - position, velocity: velocity),
               crossing < duration, elapsed >= crossing {
                let bounce = ScrollAxisMotion(kind: .spring(target: end, velocity: ScrollPhysics.decayVelocity(velocity: velocity, time: crossing)),
                                              position: end, start: start + crossing)
                return bounce.evaluated(at: time, range: range)
            }
            if elapsed >= duration {
                let final = position + ScrollPhysics.projectedDistance(velocity: velocity)
                if let end = final.clampedIfOutside(range) { return (final, 0, .spring(from: final, to: end, velocity: 0, at: start + duration), nil) }
                return (final, 0, .rest(final), start + duration)
            }
            return (position + ScrollPhysics.decayDistance(velocity: velocity, time: elapsed),
                    ScrollPhysics.decayVelocity(velocity: velocity, time: elapsed), self, nil)
        case .spring(let target, let velocity):
            let state = ScrollPhysics.spring(displacement: position - target, velocity: velocity, time: elapsed)
            if abs(state.position) < ScrollPhysics.restingDistance, abs(state.velocity) < ScrollPhysics.restingSpeed {
                let settled = ScrollPhysics.springSettleTime(displacement: position - target, velocity: velocity, within: elapsed)
                return (target, 0, .rest(target), start + settled)
            }
            return (target + state.position, state.velocity, self, nil)
        }
    }

    /// A spring from `position` to `target`, starting at `velocity`, at clock time `start`.
    static func spring(from position: Double, to target: Double, velocity: Double, at start: Double) -> ScrollAxisMotion {
        ScrollAxisMotion(kind: .spring(target: target, velocity: velocity), position: position, start: start)
    }
}

extension Double {
    /// The nearest end of `range` when outside it, else nil.
    func clampedIfOutside(_ range: ClosedRange<Double>) -> Double? {
        if self < range.lowerBound { return range.lowerBound }
        if self > range.upperBound { return range.upperBound }
        return nil
    }
}
