/// `KeyframeAnimator` and `keyframeAnimator(…)`: views whose content follows keyframes on the frame clock.
import Foundation

/// A container that animates its content with keyframes: it calls `content` with the keyframes' value at each
/// frame, looping (`repeating`) or playing once whenever `trigger` changes.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let mode: KeyframeAnimatorMode
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Plays the keyframes from the value on screen (and the velocity of a run in progress) each time `trigger`
    /// changes; between runs the content shows the last run's end value (`initialValue` at first).
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.mode = .trigger(AnyEquatableValue(trigger))
        self.content = content
        self.keyframes = keyframes
    }

    /// Loops the keyframes while `repeating` (default true); otherwise shows the value at the start of the timeline.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.mode = .repeating(repeating)
        self.content = content
        self.keyframes = keyframes
    }

    /// A primitive view.
    public typealias Body = Never
}

extension KeyframeAnimator: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        let value = inputs.keyframeValue(initialValue: initialValue, mode: mode, keyframes: keyframes)
        // The content changes over time, so it is compared with the last frame's rather than reused.
        var contentInputs = inputs
        contentInputs.reusesValues = false
        return contentInputs.resolve(content(value), at: .body)
    }
}

/// A view modified by keyframes: `animatedContent(placeholder, value)` around the view itself.
struct KeyframeAnimatorModifier<Modified: View, Value, KeyframePath: Keyframes, Animated: View>: View, PrimitiveView
where KeyframePath.Value == Value {
    let modified: Modified
    let initialValue: Value
    let mode: KeyframeAnimatorMode
    let animatedContent: (PlaceholderContentView<Modified>, Value) -> Animated
    let keyframes: (Value) -> KeyframePath

    typealias Body = Never

    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        let value = inputs.keyframeValue(initialValue: initialValue, mode: mode, keyframes: keyframes)
        let modified = modified
        return inputs.resolve(animatedContent(PlaceholderContentView(), value), at: .body,
                              placeholder: { $0.resolve(modified, at: .content) },
                              transformingBodyInputs: { $0.reusesValues = false })
    }
}

extension View {
    /// Plays keyframes each time `trigger` changes, starting from the value on screen (and the velocity of a run in
    /// progress): `content` receives this view and the keyframes' value at every frame; between runs the value
    /// stays at the end of the last run.
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        KeyframeAnimatorModifier(modified: self, initialValue: initialValue, mode: .trigger(AnyEquatableValue(trigger)),
                                 animatedContent: content, keyframes: keyframes)
    }

    /// Loops keyframes while `repeating` (default true): `content` receives this view and the keyframes' value at
    /// every frame; when not repeating it receives the value at the start of the timeline.
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        KeyframeAnimatorModifier(modified: self, initialValue: initialValue, mode: .repeating(repeating),
                                 animatedContent: content, keyframes: keyframes)
    }
}
