/// `_ResolvedKeyframes`: the tracks of a set of keyframes, each ready to be laid out from a start value.

/// The tracks of a set of keyframes, each ready to be laid out from a start value.
public struct _ResolvedKeyframes<Root> {
    /// Makes a track's evaluator from the root value it starts from and the velocities its properties have then
    /// (by key path, as animatable data; missing ones are zero).
    var tracks: [(Root, [AnyKeyPath: Any]) -> ResolvedKeyframeTrack<Root>] = []

    init() {}
}
