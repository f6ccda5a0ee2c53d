/// `KeyframeTrackContentBuilder`: the result builder that lists the keyframes of a track.
import Foundation

/// The builder that creates keyframe track content from the keyframes that you define within a closure.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe or keyframe content, as it is.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// The first content of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value { first }

    /// The content so far followed by the next.
    public static func buildPartialBlock<K1: KeyframeTrackContent, K2: KeyframeTrackContent>(accumulated: K1, next: K2)
        -> some KeyframeTrackContent<Value> where K1.Value == Value, K2.Value == Value {
        KeyframeTrackContentSequence(first: accumulated, second: next)
    }

    /// The content of each pass of a `for` loop, in order.
    public static func buildArray<K: KeyframeTrackContent>(_ components: [K]) -> some KeyframeTrackContent<Value>
    where K.Value == Value {
        KeyframeTrackContentList(elements: components)
    }

    /// The content of an `if` without `else`, when its condition holds.
    public static func buildOptional<K: KeyframeTrackContent>(_ component: K?) -> some KeyframeTrackContent<Value>
    where K.Value == Value {
        KeyframeTrackContentList(elements: component.map { [$0] } ?? [])
    }

    /// The content of the first branch of an `if`/`else`.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first component: First)
        -> Conditional<First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(choice: .first(component))
    }

    /// The content of the second branch of an `if`/`else`.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second component: Second)
        -> Conditional<First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(choice: .second(component))
    }
}

extension KeyframeTrackContentBuilder {
    /// One of two kinds of keyframe content, chosen by an `if`/`else` or `switch`.
    public struct Conditional<First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
    where First.Value == Value, Second.Value == Value {
        enum Choice {
            case first(First)
            case second(Second)
        }

        let choice: Choice

        /// The content is primitive: it resolves the chosen branch.
        public var body: Self { self }

        /// Appends the chosen branch's keyframes.
        public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
            switch choice {
            case let .first(content): content._resolve(into: &resolved)
            case let .second(content): content._resolve(into: &resolved)
            }
        }
    }
}
