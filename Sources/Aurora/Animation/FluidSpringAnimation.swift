/// `FluidSpringAnimation`: the persistent spring of `.spring(…)`, which a successor retargets keeping its velocity.
import Foundation

/// A persistent spring animation: `.spring`, `.interactiveSpring`, `.smooth`, `.snappy`, `.bouncy` and `.default`.
///
/// The motion is the closed form of `Spring(response:dampingRatio:)` from an anchor (offset, velocity, time) kept in
/// the animation state. When the target changes — a merge with the previous animation, or a new `value` — the
/// anchor moves to the current offset and velocity, so the value and its velocity stay continuous. A change of
/// `response` from the previous spring blends in over `blendDuration`:
/// `response + (previous − response)·(1 − smoothstep((t − start)/blendDuration))`.
///
/// Merging keeps the previous animation's clock: after `shouldMerge` returns true, `animate` is called with times
/// on the same clock as the `time` given to `shouldMerge`, and with `value` measured from the same start value.
struct FluidSpringAnimation: CustomAnimation {
    /// The period of the undamped spring in seconds; 0 asks for the stiffest spring (stiffness 45,000).
    var response: Double
    /// The damping ratio: 1 critically damped, below 1 bouncy.
    var dampingFraction: Double
    /// The time over which a change of `response` from the previous spring is blended in.
    var blendDuration: TimeInterval

    /// The smallest response: SwiftUI caps the stiffness (2π/response)² at 45,000.
    static let minimumResponse = 2 * Double.pi / 45_000.0.squareRoot()
    /// The settling tolerance, relative to the distance being animated.
    static let relativeTolerance = 0.001
    /// Blending integrates the changing spring in steps of at most this length (seconds).
    static let blendStep = 1.0 / 240

    /// The spring for a response, with the stiffness cap applied.
    func spring(response: Double) -> Spring {
        let response = response.isFinite ? max(response, Self.minimumResponse) : Self.minimumResponse
        let ratio = dampingFraction.isFinite ? max(dampingFraction, 0) : 1
        return Spring(response: response, dampingRatio: ratio)
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var state = context.state[SpringMotionState<V>.self]
        if !state.isStarted { state.start(target: value, spring: spring(response: response)) }
        if state.target != value { state.retarget(value, at: time, spring: currentSpring(state, at: time)) }
        if state.blendInterval != 0 { advanceBlend(&state, to: time) }
        if time - state.startTime >= response { context.isLogicallyComplete = true }
        let motion = currentSpring(state, at: time)
        let offset = state.offset + motion.value(target: state.target - state.offset, initialVelocity: state.velocity,
                                                 time: time - state.anchorTime)
        let finished = state.blendInterval == 0 && time >= state.finishTime
        context.state[SpringMotionState<V>.self] = state
        if finished {
            context.isLogicallyComplete = true
            return nil
        }
        return offset
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let state = context.state[SpringMotionState<V>.self]
        guard state.isStarted else { return .zero }
        return currentSpring(state, at: time).velocity(target: state.target - state.offset, initialVelocity: state.velocity,
                                                      time: time - state.anchorTime)
    }

    /// Takes over from any previous animation: the current offset and velocity of `previous` become this spring's
    /// starting point, and a different response of a previous spring is blended in.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        let velocity = previous.velocity(value: value, time: time, context: context) ?? .zero
        let offset = previous.animate(value: value, time: time, context: &context) ?? value
        var state = SpringMotionState<V>()
        state.isStarted = true
        state.startTime = time
        if let previousSpring = previous.base as? FluidSpringAnimation, previousSpring.response != response, blendDuration > 0 {
            state.blendInterval = max(previousSpring.response, Self.minimumResponse) - max(response, Self.minimumResponse)
            state.blendStart = time
        }
        state.anchor(offset: offset, velocity: velocity, time: time, target: value, spring: currentSpring(state, at: time))
        context.state[SpringMotionState<V>.self] = state
        return true
    }

    /// The spring in effect at `time`: the blended response while a blend runs.
    private func currentSpring<V>(_ state: SpringMotionState<V>, at time: TimeInterval) -> Spring {
        guard state.blendInterval != 0, blendDuration > 0 else { return spring(response: response) }
        let progress = min(max((time - state.blendStart) / blendDuration, 0), 1)
        let smoothstep = progress * progress * (3 - 2 * progress)
        return spring(response: response + state.blendInterval * (1 - smoothstep))
    }

    /// Moves the anchor forward to `time` (no further than the blend's end) in short steps, each with the spring
    /// of its midpoint; once the blend is over the plain spring takes over from the anchor.
    private func advanceBlend<V>(_ state: inout SpringMotionState<V>, to time: TimeInterval) {
        let blendEnd = state.blendStart + blendDuration
        let end = min(time, blendEnd)
        var offset = state.offset, velocity = state.velocity, current = state.anchorTime
        while current < end {
            let step = min(Self.blendStep, end - current)
            currentSpring(state, at: current + step / 2).update(value: &offset, velocity: &velocity, target: state.target,
                                                              deltaTime: step)
            current += step
        }
        if time >= blendEnd { state.blendInterval = 0 }
        state.anchor(offset: offset, velocity: velocity, time: max(current, state.anchorTime), target: state.target,
                     spring: currentSpring(state, at: current))
    }
}

extension FluidSpringAnimation: CustomStringConvertible {
    var description: String {
        "FluidSpringAnimation(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))"
    }
}

/// The anchor a spring animation's closed-form motion starts from, kept in the `AnimationState`.
struct SpringMotionState<V: VectorArithmetic>: AnimationStateKey {
    var isStarted = false
    /// The offset the motion is heading to (the animated delta).
    var target: V = .zero
    /// The offset and velocity at `anchorTime`.
    var offset: V = .zero
    var velocity: V = .zero
    var anchorTime: TimeInterval = 0
    /// When the animation (or the merge that started it) began: logical completion is `response` after it.
    var startTime: TimeInterval = 0
    /// The time the motion from the anchor is within tolerance of the target.
    var finishTime: TimeInterval = 0
    /// previous response − response while a blend runs, else 0.
    var blendInterval: Double = 0
    var blendStart: TimeInterval = 0

    static var defaultValue: SpringMotionState { SpringMotionState() }

    /// Starts at rest at offset zero at time zero.
    mutating func start(target: V, spring: Spring) {
        isStarted = true
        startTime = 0
        anchor(offset: .zero, velocity: .zero, time: 0, target: target, spring: spring)
    }

    /// Re-anchors at the current offset and velocity, heading to `newTarget`.
    mutating func retarget(_ newTarget: V, at time: TimeInterval, spring: Spring) {
        let elapsed = time - anchorTime
        let currentOffset = offset + spring.value(target: target - offset, initialVelocity: velocity, time: elapsed)
        let currentVelocity = spring.velocity(target: target - offset, initialVelocity: velocity, time: elapsed)
        anchor(offset: currentOffset, velocity: currentVelocity, time: time, target: newTarget, spring: spring)
    }

    /// Sets the anchor and the time the motion from it settles.
    mutating func anchor(offset: V, velocity: V, time: TimeInterval, target: V, spring: Spring) {
        self.offset = offset
        self.velocity = velocity
        self.anchorTime = time
        self.target = target
        let scale = max(target.magnitudeSquared, (target - offset).magnitudeSquared).squareRoot()
        let epsilon = max(scale * FluidSpringAnimation.relativeTolerance, 1e-9)
        finishTime = time + spring.settlingDuration(target: target - offset, initialVelocity: velocity, epsilon: epsilon)
    }
}
