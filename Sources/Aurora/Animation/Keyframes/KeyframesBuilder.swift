/// `KeyframesBuilder`: the result builder that lists keyframe tracks, or the keyframes of a single track.
import Foundation

/// A builder that combines keyframe content values into a single value: tracks animate in parallel; keyframes
/// written directly (without a `KeyframeTrack`) form one track for the whole value.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// A set of keyframes, as it is.
    public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value { expression }

    /// A keyframe of the single track that animates the whole value.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// The first keyframes of a block.
    public static func buildPartialBlock<K: Keyframes>(first: K) -> K where K.Value == Value { first }

    /// The first keyframe of a block of keyframes.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value { first }

    /// The tracks so far followed by the next.
    public static func buildPartialBlock<K1: Keyframes, K2: Keyframes>(accumulated: K1, next: K2) -> some Keyframes<Value>
    where K1.Value == Value, K2.Value == Value {
        KeyframesSequence(first: accumulated, second: next)
    }

    /// The keyframes so far followed by the next.
    public static func buildPartialBlock<K1: KeyframeTrackContent, K2: KeyframeTrackContent>(accumulated: K1, next: K2)
        -> some KeyframeTrackContent<Value> where K1.Value == Value, K2.Value == Value {
        KeyframeTrackContentSequence(first: accumulated, second: next)
    }

    /// The tracks of each pass of a `for` loop.
    public static func buildArray<K: Keyframes>(_ components: [K]) -> some Keyframes<Value> where K.Value == Value {
        KeyframesList(elements: components)
    }

    /// The tracks of an `if` without `else`, when its condition holds.
    public static func buildOptional<K: Keyframes>(_ component: K?) -> some Keyframes<Value> where K.Value == Value {
        KeyframesList(elements: component.map { [$0] } ?? [])
    }

    /// Tracks, as they are.
    public static func buildFinalResult<K: Keyframes>(_ component: K) -> K where K.Value == Value { component }

    /// Keyframes written directly: one track for the whole value.
    public static func buildFinalResult<K: KeyframeTrackContent>(_ component: K) -> KeyframeTrack<Value, Value, K>
    where K.Value == Value {
        KeyframeTrack { component }
    }
}
