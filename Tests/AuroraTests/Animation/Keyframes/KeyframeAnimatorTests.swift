/// keyframeAnimator and KeyframeAnimator on the frame clock: repeating, stopped, triggered, retriggered.
import AuroraDisplayList
import Foundation
import Testing
@testable import Aurora

/// The x of the first solid fill in the list (its absolute frame).
@MainActor
private func fillX(_ list: DisplayList) -> CGFloat? { flattenedFills(list).first?.frame.minX }

@MainActor
@Suite struct KeyframeAnimatorTests {
    /// A 10-point square moved right by the keyframes' value.
    static func square(_ x: Double) -> some View { Color.red.frame(width: 10, height: 10).offset(x: x) }

    @Test func repeatingLoopsOnTheFrameClock() {
        let view = Color.red.frame(width: 10, height: 10)
            .keyframeAnimator(initialValue: 0.0) { content, x in
                content.offset(x: x)
            } keyframes: { _ in
                LinearKeyframe(100.0, duration: 1)
            }
        let timed = TimedHost(view)
        #expect(translation(in: timed.frame(at: 0)) == .zero)
        #expect(timed.host.graph.needsFrame)
        #expect(translation(in: timed.frame(at: 0.25)) == CGSize(width: 25, height: 0))
        #expect(translation(in: timed.frame(at: 1.5)) == CGSize(width: 50, height: 0))
        #expect(translation(in: timed.frame(at: 10.75)) == CGSize(width: 75, height: 0))
        #expect(timed.host.graph.needsFrame)
    }

    @Test func notRepeatingShowsTheStartOfTheTimeline() {
        let view = KeyframeAnimator(initialValue: 3.0, repeating: false) { x in
            Self.square(x)
        } keyframes: { _ in
            MoveKeyframe(20.0)
            LinearKeyframe(100.0, duration: 1)
        }
        let timed = TimedHost(view)
        #expect(translation(in: timed.frame(at: 0.5)) == CGSize(width: 20, height: 0))
        #expect(!timed.host.graph.needsFrame)
    }

    @Test func triggerPlaysOnceFromTheChangeAndHoldsTheEnd() {
        let box = BindingBox<Int>()
        let view = StateHost(0, box: box) { trigger in
            KeyframeAnimator(initialValue: 0.0, trigger: trigger) { x in
                Self.square(x)
            } keyframes: { _ in
                LinearKeyframe(40.0, duration: 1)
                LinearKeyframe(100.0, duration: 1)
            }
        }
        let timed = TimedHost(view)
        // Nothing runs before the first change.
        #expect(translation(in: timed.frame(at: 0.5)) == .zero)
        #expect(!timed.host.graph.needsFrame)
        box.value = 1
        #expect(translation(in: timed.frame(at: 1)) == .zero)
        #expect(timed.host.graph.needsFrame)
        #expect(translation(in: timed.frame(at: 1.5)) == CGSize(width: 20, height: 0))
        #expect(translation(in: timed.frame(at: 2.5)) == CGSize(width: 70, height: 0))
        #expect(translation(in: timed.frame(at: 3.2)) == CGSize(width: 100, height: 0))
        #expect(!timed.host.graph.needsFrame)
        // An update without a trigger change keeps the end value.
        box.value = 1
        #expect(translation(in: timed.frame(at: 5)) == CGSize(width: 100, height: 0))
    }

    @Test func retriggerStartsFromTheValueOnScreen() {
        let box = BindingBox<Int>()
        let view = StateHost(0, box: box) { trigger in
            Color.red.frame(width: 10, height: 10)
                .keyframeAnimator(initialValue: 0.0, trigger: trigger) { content, x in
                    content.offset(x: x)
                } keyframes: { current in
                    LinearKeyframe(current + 100, duration: 1)
                }
        }
        let timed = TimedHost(view)
        box.value = 1
        timed.frame(at: 0)
        #expect(translation(in: timed.frame(at: 0.5)) == CGSize(width: 50, height: 0))
        box.value = 2
        #expect(translation(in: timed.frame(at: 0.5)) == CGSize(width: 50, height: 0))
        #expect(translation(in: timed.frame(at: 1)) == CGSize(width: 100, height: 0))
        #expect(translation(in: timed.frame(at: 2)) == CGSize(width: 150, height: 0))
    }

    // Source: reference §10 — retriggered keyframes replace the running ones, preserving velocity.
    @Test func retriggerKeepsTheVelocityOfASpring() {
        let box = BindingBox<Int>()
        let spring = Spring.smooth
        let view = StateHost(0, box: box) { trigger in
            KeyframeAnimator(initialValue: 0.0, trigger: trigger) { x in
                Self.square(x)
            } keyframes: { current in
                SpringKeyframe(current + 100, duration: 2, spring: spring)
            }
        }
        let timed = TimedHost(view)
        box.value = 1
        timed.frame(at: 0)
        let before = translation(in: timed.frame(at: 0.2)).width
        #expect(approximately(Double(before), spring.value(target: 100.0, time: 0.2), 1e-9))
        box.value = 2
        timed.frame(at: 0.2)
        let after = translation(in: timed.frame(at: 0.21)).width
        let velocity = spring.velocity(target: 100.0, time: 0.2)
        let expected = before + CGFloat(spring.value(target: 100.0, initialVelocity: velocity, time: 0.01))
        #expect(approximately(Double(after), Double(expected), 1e-6))
        #expect(Double(after - before) / 0.01 > velocity * 0.9)
    }

    @Test func keyframesWithTracksDriveSeveralProperties() {
        struct Values {
            var x = 0.0
            var opacity = 1.0
        }
        let view = KeyframeAnimator(initialValue: Values()) { values in
            Self.square(values.x).opacity(values.opacity)
        } keyframes: { _ in
            KeyframeTrack(\.x) { LinearKeyframe(60.0, duration: 2) }
            KeyframeTrack(\.opacity) { LinearKeyframe(0.0, duration: 1) }
        }
        let timed = TimedHost(view)
        let list = timed.frame(at: 0.5)
        #expect(translation(in: list) == CGSize(width: 15, height: 0))
        #expect(opacity(in: list) == 0.5)
        #expect(opacity(in: timed.frame(at: 1.5)) == 0)
    }
}
