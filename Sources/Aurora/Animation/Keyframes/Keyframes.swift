/// `Keyframes`: a set of keyframe tracks that animate properties of a root value in parallel.
import Foundation

/// A type that defines changes to a value type's properties over time: one or more keyframe tracks.
public protocol Keyframes<Value> {
    /// The type of value animated by the keyframes.
    associatedtype Value = Self.Body.Value
    /// The type of keyframes representing the body of this type.
    associatedtype Body: Keyframes where Body.Value == Value
    /// The composition of content that comprise the keyframes.
    @KeyframesBuilder<Value> var body: Body { get }
    /// Appends this value's tracks, in declaration order, to `resolved`.
    func _resolve(into resolved: inout _ResolvedKeyframes<Value>)
}

extension Keyframes {
    /// Keyframes built from other keyframes resolve through their `body`.
    public func _resolve(into resolved: inout _ResolvedKeyframes<Value>) {
        body._resolve(into: &resolved)
    }
}

/// One track laid out in time: its length, how it writes its value into a root value, and its velocity.
struct ResolvedKeyframeTrack<Root> {
    var duration: TimeInterval
    /// The property the track animates.
    var keyPath: AnyKeyPath
    /// Writes the track's value at a time into a root value.
    var apply: (inout Root, TimeInterval) -> Void
    /// The velocity of the track's animatable data at a time.
    var velocity: (TimeInterval) -> Any
}

/// Two sets of keyframes, the second's tracks after the first's.
struct KeyframesSequence<First: Keyframes, Second: Keyframes>: Keyframes where First.Value == Second.Value {
    var first: First
    var second: Second

    var body: Self { self }

    func _resolve(into resolved: inout _ResolvedKeyframes<First.Value>) {
        first._resolve(into: &resolved)
        second._resolve(into: &resolved)
    }
}

/// Keyframes repeated for each element of a `for` loop (or zero or one time for an `if`).
struct KeyframesList<Element: Keyframes>: Keyframes {
    var elements: [Element]

    var body: Self { self }

    func _resolve(into resolved: inout _ResolvedKeyframes<Element.Value>) {
        for element in elements { element._resolve(into: &resolved) }
    }
}
