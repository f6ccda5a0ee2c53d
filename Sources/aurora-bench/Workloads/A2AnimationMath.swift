/// A2: one frame of animation math for 1,000 values — springs, bezier curves and keyframe timelines.
import Aurora
import AuroraRaster
import Foundation

/// Three keyframe tracks, as a keyframe animator drives them.
private struct KeyframePose {
    var scale = 1.0
    var offset = CGSize.zero
    var angle = Angle.zero
}

extension Workload {
    /// For 1,000 values at one frame time: a spring's value and velocity on a 2-vector, an ease-in-out bezier,
    /// and a three-track keyframe timeline (linear, cubic and spring keyframes).
    static let animationMath = Workload(key: "A2_animation_math", notes: "1,000 × (Spring value+velocity on a 2-vector, UnitCurve.easeInOut, 3-track KeyframeTimeline)") { _, _ in
        let count = 1_000
        let springs = (0..<count).map { Spring(duration: 0.3 + Double($0 % 7) * 0.1, bounce: Double($0 % 5) * 0.1) }
        let targets = (0..<count).map { AnimatablePair(CGFloat($0 % 97), CGFloat(-($0 % 53))) }
        let timeline = KeyframeTimeline(initialValue: KeyframePose()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(1.4, duration: 0.2)
                SpringKeyframe(1.0, duration: 0.6, spring: .bouncy)
            }
            KeyframeTrack(\.offset) {
                CubicKeyframe(CGSize(width: 0, height: -40), duration: 0.3)
                CubicKeyframe(CGSize(width: 20, height: 0), duration: 0.3)
                CubicKeyframe(.zero, duration: 0.4)
            }
            KeyframeTrack(\.angle) {
                LinearKeyframe(.degrees(30), duration: 0.5, timingCurve: .easeOut)
            }
        }
        var sink = [Double](repeating: 0, count: count)
        var frame = 0
        return WorkloadRun(run: {
            frame += 1
            let time = 0.016 * Double(frame % 60)
            for i in 0..<count {
                let value = springs[i].value(target: targets[i], time: time)
                let velocity = springs[i].velocity(target: targets[i], time: time)
                let eased = UnitCurve.easeInOut.value(at: Double(i) / Double(count))
                let pose = timeline.value(time: time + Double(i) * 1e-3)
                sink[i] = Double(value.first + velocity.second) * eased + pose.scale + Double(pose.offset.height) + pose.angle.radians
            }
        }, output: {
            // The last frame's results as grey levels, one pixel per value.
            var pixmap = try Pixmap(width: 100, height: count / 100)
            for i in 0..<count {
                let level = UInt8(clamping: Int((sink[i].truncatingRemainder(dividingBy: 256) + 256).truncatingRemainder(dividingBy: 256)))
                pixmap.setPixel(PremultipliedPixel(red: level, green: level, blue: level, alpha: 255), x: i % 100, y: i / 100)
            }
            return .pixmap(pixmap)
        })
    }
}
