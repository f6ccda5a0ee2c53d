/// `KeyframeTrack`: the keyframes of one property of a root value.
import Foundation

/// A sequence of keyframes animating a single property of a root type.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    /// Creates a track that animates the property of the root type at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// Creates a track that animates the entire value of the root type.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.keyPath = \Root.self
        self.content = content()
    }

    /// A track is primitive keyframes.
    public var body: Self { self }

    /// Appends this track.
    public func _resolve(into resolved: inout _ResolvedKeyframes<Root>) {
        var keyframes = _ResolvedKeyframeTrackContent<Value>()
        content._resolve(into: &keyframes)
        let list = keyframes.keyframes, keyPath = keyPath
        resolved.tracks.append { root, velocities in
            let initialVelocity = velocities[keyPath] as? Value.AnimatableData ?? .zero
            let curve = KeyframeTrackCurve(initialValue: root[keyPath: keyPath], initialVelocity: initialVelocity,
                                           keyframes: list)
            return ResolvedKeyframeTrack(duration: curve.duration, keyPath: keyPath,
                                         apply: { value, time in value[keyPath: keyPath] = curve.value(at: time) },
                                         velocity: { curve.velocity(at: $0) })
        }
    }
}
