/// Animation presets and modifiers: their parameters, timing, merging and logical completion.
import Foundation
import Testing
@testable import Aurora

/// Runs `animation` over `value` at `time` with a persistent context.
private struct Runner<V: VectorArithmetic> {
    var animation: Animation
    var context = AnimationContext<V>()

    mutating func offset(_ value: V, at time: TimeInterval) -> V? {
        animation.animate(value: value, time: time, context: &context)
    }
}

@Suite struct AnimationPresetTests {
    private func spring(_ animation: Animation) -> FluidSpringAnimation? { animation.base as? FluidSpringAnimation }
    private func curve(_ animation: Animation) -> TimingCurveAnimation? { animation.base as? TimingCurveAnimation }

    // Source: AD:animation/default — iOS 17: spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0).
    @Test func defaultIsTheCriticalSpring() {
        #expect(spring(.default) == FluidSpringAnimation(response: 0.55, dampingFraction: 1, blendDuration: 0))
    }

    // Source: AD:animation/linear, easeIn, easeOut, easeInOut — 0.35 s by default.
    @Test func timingCurvePresets() {
        #expect(curve(.linear) == TimingCurveAnimation(curve: .linear, duration: 0.35))
        #expect(curve(.easeIn) == TimingCurveAnimation(curve: .easeIn, duration: 0.35))
        #expect(curve(.easeOut) == TimingCurveAnimation(curve: .easeOut, duration: 0.35))
        #expect(curve(.easeInOut) == TimingCurveAnimation(curve: .easeInOut, duration: 0.35))
        #expect(curve(.easeInOut(duration: 2)) == TimingCurveAnimation(curve: .easeInOut, duration: 2))
        #expect(curve(.timingCurve(0.1, 0.2, 0.3, 0.4)) == TimingCurveAnimation(
            curve: .bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.2), endControlPoint: UnitPoint(x: 0.3, y: 0.4)), duration: 0.35))
        #expect(curve(.timingCurve(.circularEaseIn, duration: 1)) == TimingCurveAnimation(curve: .circularEaseIn, duration: 1))
    }

    // Source: AD:animation/spring(duration:bounce:blendduration:), interactiveSpring, smooth, snappy, bouncy.
    @Test func springPresets() {
        #expect(spring(.spring) == FluidSpringAnimation(response: 0.5, dampingFraction: 1, blendDuration: 0))
        #expect(spring(.spring(response: 0.3)) == FluidSpringAnimation(response: 0.3, dampingFraction: 0.825, blendDuration: 0))
        #expect(spring(.spring(duration: 1, bounce: 0.25)) == FluidSpringAnimation(response: 1, dampingFraction: 0.75, blendDuration: 0))
        #expect(spring(.spring(duration: 1, bounce: -0.5)) == FluidSpringAnimation(response: 1, dampingFraction: 2, blendDuration: 0))
        // `.interactiveSpring` is `interactiveSpring()`, which picks the (duration:extraBounce:) form: bounce 0.15.
        #expect(spring(.interactiveSpring).map { approximately($0.dampingFraction, 0.85) && $0.response == 0.15 && $0.blendDuration == 0.25 } == true)
        #expect(spring(.interactiveSpring(response: 0.15)) == FluidSpringAnimation(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        #expect(spring(.interactiveSpring(duration: 0.15, extraBounce: 0.1))
                .map { approximately($0.dampingFraction, 0.75) && $0.response == 0.15 && $0.blendDuration == 0.25 } == true)
        #expect(spring(.smooth) == FluidSpringAnimation(response: 0.5, dampingFraction: 1, blendDuration: 0))
        #expect(spring(.snappy).map { approximately($0.dampingFraction, 0.85) } == true)
        #expect(spring(.bouncy).map { approximately($0.dampingFraction, 0.7) } == true)
        #expect(spring(.bouncy(duration: 0.8, extraBounce: 0.1)).map { approximately($0.dampingFraction, 0.6) && $0.response == 0.8 } == true)
        #expect(spring(.snappy(duration: 0.3, extraBounce: 0.05)).map { approximately($0.dampingFraction, 0.8) && $0.response == 0.3 } == true)
        let fromSpring = spring(.spring(Spring(duration: 0.7, bounce: 0.2), blendDuration: 0.1))
        #expect(fromSpring.map { approximately($0.response, 0.7) && approximately($0.dampingFraction, 0.8) && $0.blendDuration == 0.1 } == true)
    }

    @Test func interpolatingSpringPresets() {
        let physical = Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2).base
        #expect((physical as? InterpolatingSpringAnimation) == InterpolatingSpringAnimation(
            spring: Spring(mass: 1, stiffness: 100, damping: 10), initialVelocity: 2))
        let perceptual = Animation.interpolatingSpring(duration: 0.4, bounce: 0.2).base as? InterpolatingSpringAnimation
        #expect(perceptual?.spring == Spring(duration: 0.4, bounce: 0.2))
        #expect((Animation.interpolatingSpring.base as? InterpolatingSpringAnimation)?.spring == Spring(duration: 0.5, bounce: 0))
    }

    // Source: reference §10 — bezier value = curve(t/duration)·Δ, finished after the duration.
    @Test func timingCurveFinishesAfterItsDuration() {
        var runner = Runner<Double>(animation: .easeInOut(duration: 1))
        #expect(runner.offset(100, at: 0) == 0)
        #expect(runner.offset(100, at: 0.5) == 50)
        #expect(runner.offset(100, at: 0.25).map { approximately($0, 100 * UnitCurve.easeInOut.value(at: 0.25)) } == true)
        #expect(!runner.context.isLogicallyComplete)
        #expect(runner.offset(100, at: 1) == 100)
        #expect(runner.offset(100, at: 1.01) == nil)
        #expect(runner.context.isLogicallyComplete)
        let velocity = Animation.linear(duration: 2).velocity(value: 10.0, time: 1, context: AnimationContext())
        #expect(velocity == 5)
    }

    @Test func delayHoldsThenRuns() {
        var runner = Runner<Double>(animation: .linear(duration: 1).delay(0.5))
        #expect(runner.offset(10, at: 0.25) == 0)
        #expect(runner.offset(10, at: 1) == 5)
        #expect(runner.offset(10, at: 1.5) == 10)
        #expect(runner.offset(10, at: 1.6) == nil)
    }

    @Test func speedScalesTheClock() {
        var runner = Runner<Double>(animation: .linear(duration: 1).speed(2))
        #expect(runner.offset(10, at: 0.25) == 5)
        #expect(runner.offset(10, at: 0.6) == nil)
        #expect(Animation.linear(duration: 1).speed(2).velocity(value: 10.0, time: 0.1, context: AnimationContext()) == 20)
        var slow = Runner<Double>(animation: .linear(duration: 1).speed(0.5))
        #expect(slow.offset(10, at: 1) == 5)
    }

    // Source: AD:animation/repeatcount(_:autoreverses:) — reversed runs count; the last run ends at the target.
    @Test func repeatCountAutoreverses() {
        var runner = Runner<Double>(animation: .linear(duration: 1).repeatCount(3, autoreverses: true))
        #expect(runner.offset(10, at: 0.5).map { approximately($0, 5, 1e-4) } == true)
        #expect(runner.offset(10, at: 1.25).map { approximately($0, 7.5, 1e-4) } == true)
        #expect(runner.offset(10, at: 1.75).map { approximately($0, 2.5, 1e-4) } == true)
        #expect(runner.offset(10, at: 2.5).map { approximately($0, 5, 1e-4) } == true)
        #expect(!runner.context.isLogicallyComplete)
        #expect(runner.offset(10, at: 3.01) == nil)
        #expect(runner.context.isLogicallyComplete)
    }

    @Test func repeatWithoutReversingRestarts() {
        var runner = Runner<Double>(animation: .easeIn(duration: 0.5).repeatCount(2, autoreverses: false))
        let first = runner.offset(10, at: 0.2)
        #expect(runner.offset(10, at: 0.7).map { approximately($0, first ?? -1, 1e-3) } == true)
        #expect(runner.offset(10, at: 1.1) == nil)
    }

    @Test func repeatForeverNeverEnds() {
        var runner = Runner<Double>(animation: .linear(duration: 0.5).repeatForever(autoreverses: true))
        #expect(runner.offset(1, at: 100.25).map { approximately($0, 0.5, 1e-3) } == true)
        #expect(runner.offset(1, at: 100.6).map { approximately($0, 0.8, 1e-3) } == true)
        #expect(!runner.context.isLogicallyComplete)
        // A spring repeats too, each run starting afresh.
        var bouncy = Runner<Double>(animation: .bouncy.repeatForever(autoreverses: false))
        let early = bouncy.offset(1, at: 0.1)
        let runLength = RepeatAnimation.runDuration(of: .bouncy, value: 1.0, context: AnimationContext())
        #expect(runLength > 0.5 && runLength < 3)
        #expect(bouncy.offset(1, at: 0.1 + 4 * runLength).map { approximately($0, early ?? -1, 1e-3) } == true)
    }

    @Test func logicallyCompleteAfter() {
        var runner = Runner<Double>(animation: .linear(duration: 2).logicallyComplete(after: 0.5))
        _ = runner.offset(1, at: 0.4)
        #expect(!runner.context.isLogicallyComplete)
        #expect(runner.offset(1, at: 0.6) == 0.3)
        #expect(runner.context.isLogicallyComplete)
    }

    // Source: reference §10 — a spring's offset follows Spring(response:dampingRatio:) and ends at the target.
    @Test func springFollowsItsClosedFormAndFinishes() {
        var runner = Runner<Double>(animation: .bouncy)
        let motion = Spring.bouncy
        for step in 1...10 {
            let t = Double(step) * 0.05
            #expect(runner.offset(40, at: t).map { approximately($0, motion.value(target: 40.0, time: t), 1e-9) } == true)
        }
        #expect(runner.context.isLogicallyComplete)
        #expect(runner.offset(40, at: 10) == nil)
        // Logically complete after the response, not before.
        var fresh = Runner<Double>(animation: .spring(duration: 1))
        _ = fresh.offset(1, at: 0.9)
        #expect(!fresh.context.isLogicallyComplete)
        _ = fresh.offset(1, at: 1.0)
        #expect(fresh.context.isLogicallyComplete)
    }

    // Source: reference §5/§10 — a spring that replaces a spring keeps position and velocity.
    @Test func mergedSpringKeepsValueAndVelocity() {
        var previous = Runner<Double>(animation: .spring(duration: 0.6, bounce: 0.2))
        let retargetTime = 0.2
        let before = previous.offset(100, at: retargetTime) ?? .nan
        let velocityBefore = previous.animation.velocity(value: 100.0, time: retargetTime, context: previous.context) ?? .nan
        #expect(velocityBefore > 100)
        // The target moves from 100 to 30 (the delta from the same start value).
        let next = Animation.snappy
        var context = previous.context
        #expect(next.shouldMerge(previous: previous.animation, value: 30.0, time: retargetTime, context: &context))
        var merged = Runner<Double>(animation: next, context: context)
        let after = merged.offset(30, at: retargetTime) ?? .nan
        let velocityAfter = next.velocity(value: 30.0, time: retargetTime, context: merged.context) ?? .nan
        #expect(approximately(after, before, 1e-9))
        #expect(approximately(velocityAfter, velocityBefore, 1e-9))
        // Continuous just after the switch, then settles at the new target.
        let h = 1e-5
        let slope = ((merged.offset(30, at: retargetTime + h) ?? .nan) - after) / h
        #expect(approximately(slope, velocityBefore, 1e-2 * abs(velocityBefore)))
        #expect(merged.offset(30, at: 5) == nil)
        #expect(merged.offset(30, at: 1.5).map { abs($0 - 30) < 0.5 } ?? true)
    }

    @Test func springRetargetedThroughItsValueIsContinuous() {
        var runner = Runner<AnimatablePair<Double, Double>>(animation: .smooth)
        let start = runner.offset(AnimatablePair(50, 0), at: 0.15) ?? .zero
        let velocity = runner.animation.velocity(value: AnimatablePair(50, 0), time: 0.15, context: runner.context) ?? .zero
        let retargeted = runner.offset(AnimatablePair(-20, 10), at: 0.15) ?? .zero
        #expect(approximately(retargeted.first, start.first, 1e-9) && approximately(retargeted.second, start.second, 1e-9))
        let newVelocity = runner.animation.velocity(value: AnimatablePair(-20, 10), time: 0.15, context: runner.context) ?? .zero
        #expect(approximately(newVelocity.first, velocity.first, 1e-9))
    }

    @Test func blendDurationBlendsTheResponse() {
        var previous = Runner<Double>(animation: .spring(response: 1, dampingFraction: 1))
        let before = previous.offset(1, at: 0.1) ?? .nan
        let next = Animation.spring(response: 0.2, dampingFraction: 1, blendDuration: 0.5)
        var context = previous.context
        #expect(next.shouldMerge(previous: previous.animation, value: 1.0, time: 0.1, context: &context))
        var blended = Runner<Double>(animation: next, context: context)
        var plain = Runner<Double>(animation: .spring(response: 0.2, dampingFraction: 1), context: previous.context)
        var plainContext = previous.context
        _ = plain.animation.shouldMerge(previous: previous.animation, value: 1.0, time: 0.1, context: &plainContext)
        plain.context = plainContext
        #expect(approximately(blended.offset(1, at: 0.1) ?? .nan, before, 1e-9))
        // While blending the stiffer spring has not fully taken over: it lags the unblended one.
        let blendedValue = blended.offset(1, at: 0.2) ?? .nan
        let plainValue = plain.offset(1, at: 0.2) ?? .nan
        #expect(blendedValue < plainValue)
        #expect(blendedValue > before)
        #expect(blended.offset(1, at: 4) == nil)
    }

    // Source: AD:animation/interpolatingspring — interpolating springs do not merge (their offsets add).
    @Test func interpolatingSpringsAdd() {
        let animation = Animation.interpolatingSpring(stiffness: 170, damping: 15)
        var context = AnimationContext<Double>()
        #expect(!animation.shouldMerge(previous: .interpolatingSpring, value: 1.0, time: 0.1, context: &context))
        #expect(!Animation.linear.shouldMerge(previous: .linear, value: 1.0, time: 0.1, context: &context))
        var runner = Runner<Double>(animation: animation)
        let motion = Spring(mass: 1, stiffness: 170, damping: 15)
        #expect(runner.offset(10, at: 0.2).map { approximately($0, 10 * motion.value(target: 1.0, time: 0.2), 1e-9) } == true)
        #expect(runner.offset(10, at: 20) == nil)
        // initialVelocity is in fractions of the change per second.
        var moving = Runner<Double>(animation: .interpolatingSpring(stiffness: 170, damping: 15, initialVelocity: 3))
        #expect(moving.offset(10, at: 0.1).map { approximately($0, 10 * motion.value(target: 1.0, initialVelocity: 3.0, time: 0.1), 1e-9) } == true)
    }

    @Test func equalityAndDescription() {
        #expect(Animation.easeIn == Animation.easeIn(duration: 0.35))
        #expect(Animation.easeIn != Animation.easeOut)
        #expect(Animation.spring.delay(1) == Animation.spring.delay(1))
        #expect(Animation.default.description.contains("0.55"))
    }
}
