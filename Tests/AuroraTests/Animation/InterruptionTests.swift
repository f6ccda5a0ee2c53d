/// Interruption: timing curves add on top of running animations; merging animations take over keeping velocity.
import Foundation
import Testing
@testable import Aurora

/// A spring integrated in small steps that keeps position and velocity in its state and merges with a
/// running instance of itself, as a persistent spring does (a test double independent of `Spring`).
private struct SteppedSpring: CustomAnimation {
    var stiffness: Double = 100
    var damping: Double = 20

    private struct Position<V: VectorArithmetic>: AnimationStateKey { static var defaultValue: V { .zero } }
    private struct Speed<V: VectorArithmetic>: AnimationStateKey { static var defaultValue: V { .zero } }
    private enum Clock: AnimationStateKey { static var defaultValue: Double { 0 } }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var x = context.state[Position<V>.self], v = context.state[Speed<V>.self], t = context.state[Clock.self]
        let step = 1.0 / 1000
        while t + step <= time {
            let a = (value - x).scaled(by: stiffness) - v.scaled(by: damping)
            v += a.scaled(by: step)
            x += v.scaled(by: step)
            t += step
        }
        context.state[Position<V>.self] = x
        context.state[Speed<V>.self] = v
        context.state[Clock.self] = t
        if (value - x).magnitudeSquared < 1e-8, v.magnitudeSquared < 1e-8 { return nil }
        return x
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        context.state[Speed<V>.self]
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        previous.base is SteppedSpring
    }
}

@MainActor
@Suite struct InterruptionTests {
    private func offsetHost(_ box: BindingBox<CGFloat>) -> TimedHost {
        TimedHost(StateHost(0, box: box) { x in Color.red.frame(width: 10, height: 10).offset(x: x) })
    }

    @Test func timingCurvesAddTheirEffects() {
        let box = BindingBox<CGFloat>()
        let host = offsetHost(box)
        withAnimation(.testLinear(1)) { box.value = 100 }
        host.frame(at: 0)
        #expect(translation(in: host.frame(at: 0.5)).width == 50)
        // Back to 0 from 50: the first run keeps going (+100 over its second), the new one adds −100 over 1 s.
        withAnimation(.testLinear(1)) { box.value = 0 }
        let xs = [0.5, 0.75, 1.0, 1.25, 1.5].map { translation(in: host.frame(at: $0)).width }
        #expect(xs == [50, 50, 50, 25, 0])
    }

    @Test func aMergingAnimationTakesOverKeepingValueAndVelocity() throws {
        let box = BindingBox<CGFloat>()
        let host = offsetHost(box)
        withAnimation(Animation(SteppedSpring())) { box.value = 100 }
        host.frame(at: 0)
        let before = translation(in: host.frame(at: 0.2)).width
        let animator = try #require(offsetAnimator(in: host))
        let velocityBefore = animator.velocity(at: 0.2).first
        #expect(velocityBefore > 100)
        // Retarget mid-flight at the same time: the value on screen and its velocity do not jump.
        withAnimation(Animation(SteppedSpring())) { box.value = -50 }
        let after = translation(in: host.frame(at: 0.2)).width
        #expect(close(Double(after), Double(before)))
        #expect(animator.runs.count == 1)
        #expect(close(Double(animator.velocity(at: 0.2).first), Double(velocityBefore), tolerance: 1e-9))
        // And it settles on the new target.
        #expect(translation(in: host.frame(at: 3)).width == -50)
    }

    @Test func aSpringRetargetedMidFlightIsContinuousInValueAndVelocity() throws {
        let box = BindingBox<CGFloat>()
        let host = offsetHost(box)
        withAnimation(.spring(duration: 0.5, bounce: 0.2)) { box.value = 100 }
        host.frame(at: 0)
        let before = translation(in: host.frame(at: 0.15)).width
        let animator = try #require(offsetAnimator(in: host))
        let velocityBefore = Double(animator.velocity(at: 0.15).first)
        #expect(before > 10 && before < 90 && velocityBefore > 100)
        // A new spring with another response takes over at the same instant.
        withAnimation(.snappy(duration: 0.3)) { box.value = -40 }
        let after = translation(in: host.frame(at: 0.15)).width
        #expect(close(Double(after), Double(before), tolerance: 1e-9))
        #expect(animator.runs.count == 1)
        #expect(close(Double(animator.velocity(at: 0.15).first), velocityBefore, tolerance: 1e-6))
        // Frame by frame it keeps moving the same way for a moment, then turns and settles on the new target.
        let next = translation(in: host.frame(at: 0.15 + 1.0 / 240)).width
        #expect(next > after)
        #expect(translation(in: host.frame(at: 3)).width == -40)
        #expect(!host.host.graph.needsFrame)
    }

    @Test func theDefaultAnimationIsASpringThatSettles() {
        let box = BindingBox<CGFloat>()
        let host = offsetHost(box)
        withAnimation { box.value = 50 }
        host.frame(at: 0)
        let early = translation(in: host.frame(at: 0.1)).width
        #expect(early > 0 && early < 50)
        #expect(translation(in: host.frame(at: 2)).width == 50)
    }

    @Test func aChangeWithoutAnimationStopsTheRunningOnes() {
        let box = BindingBox<CGFloat>()
        let host = offsetHost(box)
        withAnimation(.testLinear(1)) { box.value = 100 }
        host.frame(at: 0)
        host.frame(at: 0.5)
        box.value = 20
        #expect(translation(in: host.frame(at: 0.6)).width == 20)
        #expect(!host.host.graph.needsFrame)
    }

    /// The animator of the offset (the only two-component CGFloat attribute of these views).
    private func offsetAnimator(in host: TimedHost) -> AttributeAnimator<CGSize>? {
        var found: AttributeAnimator<CGSize>?
        host.host.graph.root.forEachDescendant { node in
            for case let animator as AttributeAnimator<CGSize> in node.attributes where animator.isAnimating {
                found = animator
            }
        }
        return found
    }
}
