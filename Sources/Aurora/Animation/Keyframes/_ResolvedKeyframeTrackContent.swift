/// `_ResolvedKeyframeTrackContent`: the keyframes of a track in order, as plain values.

/// The keyframes of a track in order, as plain values.
public struct _ResolvedKeyframeTrackContent<Value: Animatable> {
    var keyframes: [ResolvedKeyframe<Value>] = []

    init() {}

    mutating func append(_ keyframe: ResolvedKeyframe<Value>) { keyframes.append(keyframe) }
}
