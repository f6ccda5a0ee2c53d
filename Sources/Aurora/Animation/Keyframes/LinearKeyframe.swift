/// `LinearKeyframe`: a keyframe reached by straight-line interpolation, optionally eased by a unit curve.
import Foundation

/// A keyframe that uses simple linear interpolation from the previous keyframe's value.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value
    let duration: TimeInterval
    let timingCurve: UnitCurve

    /// Creates a keyframe reached over `duration` seconds along `timingCurve` (default `.linear`).
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }

    /// A keyframe is primitive content.
    public var body: Self { self }

    /// Appends this keyframe.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.append(ResolvedKeyframe(value: to, duration: duration, kind: .linear(timingCurve)))
    }
}
