/// `MoveKeyframe`: a keyframe that jumps to its value without interpolation.
import Foundation

/// A keyframe that immediately moves to the given value without interpolating.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value

    /// Creates a keyframe that jumps to `to`.
    public init(_ to: Value) { self.to = to }

    /// A keyframe is primitive content.
    public var body: Self { self }

    /// Appends this keyframe.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.append(ResolvedKeyframe(value: to, duration: 0, kind: .move))
    }
}
