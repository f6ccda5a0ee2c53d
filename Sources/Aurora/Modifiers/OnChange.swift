/// `onChange(of:initial:_:)`: an action run when a value the view reads changes.
import Foundation

/// Compares the value with the one of the previous update at the modifier's graph position and
/// runs the action after the update in which it changed (and after the first, when `initial`).
struct OnChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        let attachment = inputs.attachment { OnChangeAttachment<Value>() }
        // The content first, so the actions of modifiers inside run before this one's.
        let nodes = content(inputs)
        let new = value, action = action
        if let old = attachment.last {
            if old != new { inputs.graph.runAfterUpdate([{ action(old, new) }]) }
        } else if initial {
            inputs.graph.runAfterUpdate([{ action(new, new) }])
        }
        attachment.last = new
        return nodes
    }
}

/// The value an `onChange` modifier saw in the previous update.
@MainActor
final class OnChangeAttachment<Value: Equatable>: AttributeSlot {
    var last: Value?
    func cancel() -> [() -> Void] { [] }
    var isAnimating: Bool { false }
}

extension View {
    /// Adds a modifier for this view that fires an action when a specific value changes, with the
    /// old and the new value. When `initial` is true it also runs when the view first appears
    /// (with the value as both). Default: `initial` false.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    /// Default: `initial` false.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: false) { _, new in action(new) })
    }
}
