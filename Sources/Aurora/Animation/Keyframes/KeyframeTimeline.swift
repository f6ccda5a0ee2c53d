/// `KeyframeTimeline`: keyframes laid out from an initial value, evaluated at any time or progress.
import Foundation

/// A description of how a value changes over time, modeled using keyframes. The timeline lasts as long as its
/// longest track; a shorter track holds its last value until the end.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [ResolvedKeyframeTrack<Value>]

    /// Creates a new instance using the initial value and content that you provide.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, keyframes: content())
    }

    /// A timeline of `keyframes` starting from `initialValue`, its properties moving at `initialVelocities` (by key
    /// path, as animatable data per second; see `velocities(time:)`).
    init(initialValue: Value, keyframes: some Keyframes<Value>, initialVelocities: [AnyKeyPath: Any] = [:]) {
        var resolved = _ResolvedKeyframes<Value>()
        keyframes._resolve(into: &resolved)
        self.initialValue = initialValue
        tracks = resolved.tracks.map { $0(initialValue, initialVelocities) }
    }

    /// The velocity of each animated property at `time`, by key path (the last track of a property wins).
    func velocities(time: Double) -> [AnyKeyPath: Any] {
        var result: [AnyKeyPath: Any] = [:]
        for track in tracks { result[track.keyPath] = track.velocity(time) }
        return result
    }

    /// The duration of the content in seconds: the length of its longest track.
    public var duration: TimeInterval { tracks.reduce(0) { max($0, $1.duration) } }

    /// Returns the interpolated value at the given time (seconds from the start). Before the start it is the
    /// initial value; after the end each track holds its last value.
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// Returns the interpolated value at the given progress in the range zero to one.
    public func value(progress: Double) -> Value {
        value(time: min(max(progress.isNaN ? 0 : progress, 0), 1) * duration)
    }
}
