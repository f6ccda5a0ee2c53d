/// `ModifiedContent`: a value with a modifier applied to it.
import AuroraDisplayList

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier

    /// A structure that the defines the content and modifier needed to produce a new view or view modifier.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// A primitive view.
    public typealias Body = Never
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// A primitive modifier.
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        let content = content
        return ModifierApplication.apply(modifier, inputs: inputs) { inner in
            inner.resolve(content, at: .content)
        }
    }
}

extension ModifiedContent: PrimitiveModifier where Content: ViewModifier, Modifier: ViewModifier {
    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        let outer = modifier
        let inner = self.content
        return ModifierApplication.apply(outer, inputs: inputs) { outerInputs in
            ModifierApplication.apply(inner, inputs: outerInputs, content: content)
        }
    }
}
