/// `KeyframeTrackContent`: a sequence of keyframes for one value, and the list it resolves to.
import Foundation

/// A group of keyframes that define an interpolation curve of an animatable value.
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value: Animatable = Self.Body.Value
    /// The type of the keyframes this content is made of.
    associatedtype Body: KeyframeTrackContent where Body.Value == Value
    /// The composition of content that comprise the keyframe track.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
    /// Appends this content's keyframes, in order, to `resolved`.
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>)
}

extension KeyframeTrackContent {
    /// Content built from other content resolves through its `body`.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        body._resolve(into: &resolved)
    }
}

/// One keyframe: where it goes, how long it takes, and how it interpolates.
struct ResolvedKeyframe<Value: Animatable> {
    enum Kind {
        case linear(UnitCurve)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case spring(Spring, startVelocity: Value?)
        case move
    }

    var value: Value
    var duration: TimeInterval
    var kind: Kind
}

/// Two pieces of keyframe content, one after the other.
struct KeyframeTrackContentSequence<First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
where First.Value == Second.Value {
    var first: First
    var second: Second

    var body: Self { self }

    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<First.Value>) {
        first._resolve(into: &resolved)
        second._resolve(into: &resolved)
    }
}

/// Keyframe content repeated for each element of a `for` loop (or zero or one time for an `if`).
struct KeyframeTrackContentList<Element: KeyframeTrackContent>: KeyframeTrackContent {
    var elements: [Element]

    var body: Self { self }

    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Element.Value>) {
        for element in elements { element._resolve(into: &resolved) }
    }
}
