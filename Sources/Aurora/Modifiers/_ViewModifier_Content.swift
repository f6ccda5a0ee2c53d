/// `_ViewModifier_Content`: the content view a custom modifier's `body(content:)` receives.

/// The content view a custom modifier's `body(content:)` receives.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    init() {}
    /// A primitive view.
    public typealias Body = Never
}

extension _ViewModifier_Content: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        guard let content = inputs.modifierContents.last else { return [] }
        var inner = inputs
        inner.modifierContents.removeLast()
        return content.resolve(inner)
    }
}
