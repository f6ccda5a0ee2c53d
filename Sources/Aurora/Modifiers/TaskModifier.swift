/// `task(priority:_:)` and `task(id:priority:_:)`: asynchronous work that lives as long as a view.
import Foundation

/// The running task of one modifier, kept at its graph position; cancelled when the view is
/// removed, and restarted when its id changes.
@MainActor
final class TaskAttachment: AttributeSlot {
    var task: Task<Void, Never>?
    var id: AnyHashable?

    func cancel() -> [() -> Void] {
        task?.cancel()
        task = nil
        return []
    }

    var isAnimating: Bool { false }
}

struct TaskModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let id: AnyHashable
    let priority: TaskPriority
    let action: @isolated(any) @Sendable () async -> Void

    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        let attachment = inputs.attachment { TaskAttachment() }
        if attachment.task == nil || attachment.id != id {
            attachment.task?.cancel()
            attachment.id = id
            let action = action
            attachment.task = Task(priority: priority) { await action() }
        }
        return content(inputs)
    }
}

extension View {
    /// Adds an asynchronous task to perform before this view appears; it is cancelled when the
    /// view disappears. Default priority: `.userInitiated`.
    public func task(priority: TaskPriority = .userInitiated,
                     @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: AnyHashable(0), priority: priority, action: action))
    }

    /// Adds a task to perform before this view appears or when a specified value changes: a
    /// change of `id` cancels the running task and starts a new one. Default priority: `.userInitiated`.
    public func task<T: Equatable & Hashable>(id value: T, priority: TaskPriority = .userInitiated,
                                              @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: AnyHashable(value), priority: priority, action: action))
    }
}
