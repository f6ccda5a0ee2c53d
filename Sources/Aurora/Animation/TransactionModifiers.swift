/// `transaction(_:)`, `transaction(value:_:)`, `transaction(_:body:)`, `animation(_:value:)`,
/// `animation(_:)` and `animation(_:body:)`: change the transaction the views below see.
import Foundation

/// Applies `transform` to the transaction of its content, always or only when `value` changed.
struct TransactionModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let value: Value?
    let transform: (inout Transaction) -> Void
    typealias Body = Never

    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        var inner = inputs
        if value.map({ inputs.valueChanged($0) }) ?? true {
            inner.transformTransaction(transform)
        }
        return content(inner)
    }
}

/// Resolves `body` with the transformed transaction; its placeholder content keeps the outer one.
struct TransactionBodyModifier<Content: View, Body: View>: View, PrimitiveView {
    let content: Content
    let transform: (inout Transaction) -> Void
    let body: Body

    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        let content = content
        return inputs.resolve(body, at: .body, placeholder: { $0.resolve(content, at: .content) },
                              transformingBodyInputs: { $0.transformTransaction(transform) })
    }
}

/// The equatable stand-in for "no value": the modifier applies at every update.
struct AlwaysApplies: Equatable {}

extension View {
    /// Applies the given transaction mutation function to all animations used within the view.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier<AlwaysApplies>(value: nil, transform: transform))
    }

    /// Applies the given transaction mutation function to all animations used within the view, when
    /// `value` changed since the last update.
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(value: value, transform: transform))
    }

    /// Applies the given transaction mutation function to the animations of the modifiers inside `body`
    /// only; the view itself (the placeholder) keeps the transaction around it.
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void,
                                     @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        TransactionBodyModifier(content: self, transform: transform, body: body(PlaceholderContentView()))
    }

    /// Applies the given animation to this view when the specified value changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        transaction(value: value) { if !$0.disablesAnimations { $0.animation = animation } }
    }

    /// Applies the given animation to all animatable values within this view, at every change.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        transaction { if !$0.disablesAnimations { $0.animation = animation } }
    }

    /// Applies the given animation to the animatable modifiers inside `body` only.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        transaction({ if !$0.disablesAnimations { $0.animation = animation } }, body: body)
    }
}
