/// KeyframeTimeline: values of linear, cubic, spring and move keyframes at given times, and parallel tracks.
import Foundation
import Testing
import Aurora

/// A root value with several animated properties, as in SwiftUI's keyframe examples.
private struct Pose {
    var scale = 1.0
    var offset = CGSize.zero
    var angle = Angle.zero
}

@Suite struct KeyframeTimelineTests {
    @Test func linearKeyframes() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(-10.0, duration: 2)
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: 0) == 0)
        #expect(timeline.value(time: 0.5) == 5)
        #expect(timeline.value(time: 1) == 10)
        #expect(timeline.value(time: 2) == 0)
        #expect(timeline.value(time: 3) == -10)
        #expect(timeline.value(time: 7) == -10)
        #expect(timeline.value(time: -1) == 0)
        #expect(timeline.value(progress: 0.5) == 5)
        #expect(timeline.value(progress: 1) == -10)
    }

    @Test func linearKeyframeWithATimingCurve() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(100.0, duration: 2, timingCurve: .easeIn)
        }
        #expect(approximately(timeline.value(time: 1), 100 * UnitCurve.easeIn.value(at: 0.5)))
    }

    // The seed's ripple: MoveKeyframe(0) then LinearKeyframe(duration, duration: duration).
    @Test func moveThenLinearIsElapsedTime() {
        let duration = 3.0
        let timeline = KeyframeTimeline(initialValue: 1.5) {
            MoveKeyframe(0.0)
            LinearKeyframe(duration, duration: duration)
        }
        #expect(timeline.duration == 3)
        for t in [0.0, 0.25, 1.5, 2.9, 3.0] { #expect(approximately(timeline.value(time: t), t, 1e-12)) }
        #expect(timeline.value(time: 4) == 3)
    }

    @Test func moveKeyframeJumps() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            MoveKeyframe(50.0)
            LinearKeyframe(60.0, duration: 1)
        }
        #expect(timeline.value(time: 0.999) < 10.01)
        #expect(timeline.value(time: 1) == 50)
        #expect(timeline.value(time: 1.5) == 55)
        let alone = KeyframeTimeline(initialValue: 0.0) { MoveKeyframe(7.0) }
        #expect(alone.duration == 0)
        #expect(alone.value(time: 0) == 7)
    }

    // Source: AD:cubickeyframe — adjacent cubic keyframes form a Catmull-Rom spline through the keyframes.
    @Test func cubicKeyframesPassThroughTheirValuesSmoothly() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(0.0, duration: 1)
            CubicKeyframe(20.0, duration: 2)
        }
        #expect(timeline.duration == 4)
        #expect(approximately(timeline.value(time: 1), 10))
        #expect(approximately(timeline.value(time: 2), 0))
        #expect(approximately(timeline.value(time: 4), 20))
        // The tangent at t = 1 is (0 − 0)/(2 − 0) = 0: a peak at the keyframe.
        #expect(timeline.value(time: 0.95) < 10 && timeline.value(time: 1.05) < 10)
        #expect(approximately(timeline.value(time: 0.99), timeline.value(time: 1.01), 1e-3))
        // Hermite with start velocity 0 (at rest) and end velocity 0: 10·(3s² − 2s³) at s = 0.5.
        #expect(approximately(timeline.value(time: 0.5), 5))
        // The segment from 0 to 20 over 2 s: start tangent (20 − 10)/(4 − 1), end velocity 0 (the track ends).
        let v = 10.0 / 3, s = 0.5, d = 2.0
        let expected = (s * s * s - 2 * s * s + s) * d * v + (-2 * s * s * s + 3 * s * s) * 20
        #expect(approximately(timeline.value(time: 3), expected))
    }

    @Test func cubicKeyframeWithGivenVelocities() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 1, startVelocity: 2.0, endVelocity: 0.0)
        }
        let s = 0.25
        let expected = (s * s * s - 2 * s * s + s) * 2 + (-2 * s * s * s + 3 * s * s)
        #expect(approximately(timeline.value(time: 0.25), expected))
    }

    // Source: AD:cubickeyframe — after another kind of keyframe, the previous segment's end velocity is used.
    @Test func cubicAfterLinearKeepsItsVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            CubicKeyframe(10.0, duration: 1)
        }
        // Leaving at 10 per second: just after t = 1 the value is still rising at that rate.
        let slope = (timeline.value(time: 1.001) - timeline.value(time: 1)) / 0.001
        #expect(approximately(slope, 10, 0.05))
    }

    @Test func springKeyframe() {
        let spring = Spring(duration: 0.5, bounce: 0.2)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(100.0, duration: 1, spring: spring)
        }
        #expect(timeline.duration == 1)
        for t in [0.1, 0.3, 0.6] { #expect(approximately(timeline.value(time: t), spring.value(target: 100.0, time: t))) }
        // Default duration: the spring's settling duration.
        let settling = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: spring) }
        #expect(approximately(settling.duration, spring.settlingDuration))
    }

    @Test func springKeyframeTakesOverTheVelocity() {
        let spring = Spring.snappy
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            SpringKeyframe(10.0, duration: 1, spring: spring)
        }
        // Arriving at 10 per second, the spring overshoots past 10 before settling back.
        #expect(approximately(timeline.value(time: 1.2), 10 + spring.value(target: 0.0, initialVelocity: 10.0, time: 0.2)))
        #expect(timeline.value(time: 1.2) > 10)
        let given = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, duration: 1, spring: spring, startVelocity: -4.0) }
        #expect(approximately(given.value(time: 0.1), spring.value(target: 1.0, initialVelocity: -4.0, time: 0.1)))
    }

    @Test func springCutShortHandsOverItsPosition() {
        let spring = Spring(duration: 1)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(10.0, duration: 0.2, spring: spring)
            LinearKeyframe(0.0, duration: 1)
        }
        let handover = spring.value(target: 10.0, time: 0.2)
        #expect(approximately(timeline.value(time: 0.2), handover))
        #expect(approximately(timeline.value(time: 0.7), handover / 2))
    }

    // Source: reference §10 — tracks run in parallel; the timeline lasts as long as the longest; shorter ones hold.
    @Test func parallelTracks() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 0.5)
                LinearKeyframe(1.0, duration: 0.5)
            }
            KeyframeTrack(\.offset) {
                LinearKeyframe(CGSize(width: 0, height: -40), duration: 2)
            }
            KeyframeTrack(\Pose.angle) {
                CubicKeyframe(.degrees(90), duration: 0.25)
            }
        }
        #expect(timeline.duration == 2)
        let middle = timeline.value(time: 0.25)
        #expect(middle.scale == 1.5)
        #expect(middle.offset == CGSize(width: 0, height: -5))
        #expect(approximately(middle.angle.degrees, 90))
        let late = timeline.value(time: 1.5)
        #expect(late.scale == 1)
        #expect(late.offset == CGSize(width: 0, height: -30))
        #expect(approximately(late.angle.degrees, 90))
    }

    @Test func lastDeclaredTrackWins() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) { LinearKeyframe(3.0, duration: 1) }
            KeyframeTrack(\.scale) { LinearKeyframe(5.0, duration: 1) }
        }
        #expect(timeline.value(time: 1).scale == 5)
    }

    @Test func buildersAcceptLoopsAndConditions() {
        let bounce = true
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                for step in 1...3 { LinearKeyframe(Double(step), duration: 1) }
                if bounce { LinearKeyframe(0.0, duration: 1) } else { MoveKeyframe(9.0) }
            }
        }
        #expect(timeline.duration == 4)
        #expect(timeline.value(time: 2.5) == 2.5)
        #expect(timeline.value(time: 4) == 0)
    }

    @Test func badTimesAreSafe() {
        let timeline = KeyframeTimeline(initialValue: 1.0) { LinearKeyframe(2.0, duration: -1); LinearKeyframe(3.0, duration: .nan) }
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: .nan) == 1)
        #expect(timeline.value(time: 1) == 3)
        #expect(timeline.value(progress: .infinity) == 3)
    }
}
