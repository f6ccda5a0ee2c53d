/// `onAppear(perform:)` and `onDisappear(perform:)`: actions run when a view is inserted and removed.
import Foundation

/// The appear and disappear actions of one modifier, kept at its graph position: the appear
/// action runs after the update that inserted the view, the disappear action after the update
/// that removed it (when its removal transition, if any, has finished).
@MainActor
final class LifecycleAttachment: AttributeSlot {
    var onDisappear: (() -> Void)?
    var hasAppeared = false

    func cancel() -> [() -> Void] { onDisappear.map { [$0] } ?? [] }
    var isAnimating: Bool { false }
}

struct LifecycleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?

    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        let attachment = inputs.attachment { LifecycleAttachment() }
        attachment.onDisappear = onDisappear
        if !attachment.hasAppeared {
            attachment.hasAppeared = true
            if let onAppear { inputs.graph.runAfterUpdate([onAppear]) }
        }
        return content(inputs)
    }
}

extension View {
    /// Adds an action to perform before this view appears (after the update that inserts it).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(onAppear: action, onDisappear: nil))
    }

    /// Adds an action to perform after this view disappears (after the update that removes it).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(onAppear: nil, onDisappear: action))
    }
}
