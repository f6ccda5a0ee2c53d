/// `CubicKeyframe`: a keyframe reached along a cubic curve; adjacent cubic keyframes form a Catmull-Rom spline.
import Foundation

/// A keyframe that uses a cubic curve to smoothly interpolate between values. Velocities left nil are chosen
/// for smooth motion: adjacent cubic keyframes form a Catmull-Rom spline, and next to another kind of keyframe
/// the neighbouring segment's velocity is used.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value
    let duration: TimeInterval
    let startVelocity: Value?
    let endVelocity: Value?

    /// Creates a keyframe reached over `duration` seconds, with optional velocities (per second) at its start
    /// and end.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }

    /// A keyframe is primitive content.
    public var body: Self { self }

    /// Appends this keyframe.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.append(ResolvedKeyframe(value: to, duration: duration,
                                         kind: .cubic(startVelocity: startVelocity, endVelocity: endVelocity)))
    }
}
