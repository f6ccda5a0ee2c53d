/// `SpringKeyframe`: a keyframe reached by the motion of a spring.
import Foundation

/// A keyframe that uses a spring function to interpolate to the given value. With no duration the segment lasts
/// the spring's settling duration; a shorter duration cuts the motion short and the next keyframe starts from
/// where the spring is then.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value
    let duration: TimeInterval?
    let spring: Spring
    let startVelocity: Value?

    /// Creates a keyframe reached by `spring` (default `Spring()`), over `duration` seconds (default: the
    /// spring's settling duration), starting at `startVelocity` (default: the velocity the track has there).
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }

    /// A keyframe is primitive content.
    public var body: Self { self }

    /// Appends this keyframe.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        let length = duration ?? spring.settlingDuration
        resolved.append(ResolvedKeyframe(value: to, duration: length.isFinite ? length : 0,
                                         kind: .spring(spring, startVelocity: startVelocity)))
    }
}
