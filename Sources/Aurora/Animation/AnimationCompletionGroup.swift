/// The completions of one transaction, run once every animation started with it has finished.
import Foundation

/// Counts the animations a transaction started and runs its completions when they finish: the
/// `.logicallyComplete` ones when every animation is logically complete, the `.removed` ones when
/// every animation has been removed. A transaction that animated nothing completes at the end of the
/// update that applied it (or at the end of `withTransaction` when it changed no state).
///
/// The graph opens the group when it applies the transaction (`begin`), every animator that starts an
/// animation with it calls `animationStarted`, and `seal` at the end of the update closes it: from then
/// on the last finished animation fires the completions. Completions are returned, not run, so the
/// graph runs them after its update, where they may write state freely.
final class AnimationCompletionGroup: @unchecked Sendable {
    typealias Completion = (criteria: AnimationCompletionCriteria, handler: () -> Void)

    private let lock = NSLock()
    private let completions: [Completion]
    /// Animations started with the group that are not yet logically complete / not yet removed.
    private var notLogicallyComplete = 0
    private var notRemoved = 0
    /// Whether a state write or the graph picked the transaction up (so an update will seal it).
    private var applied = false
    private var sealed = false
    private var firedLogically = false
    private var firedRemoved = false

    /// A group holding the completions of `previous` and one more.
    init(adding completion: Completion, to previous: AnimationCompletionGroup?) {
        completions = (previous?.completions ?? []) + [completion]
    }

    /// Notes that an update will apply the transaction (a state write captured it, or the graph resolved with it).
    func markApplied() {
        lock.lock()
        applied = true
        lock.unlock()
    }

    /// Called when `withTransaction` returns: a transaction that changed no state completes now.
    func closeRegistration() {
        lock.lock()
        let unused = !applied && !sealed
        lock.unlock()
        guard unused else { return }
        for handler in seal() { handler() }
    }

    /// Notes a new animation started with this transaction.
    func animationStarted() {
        lock.lock()
        notLogicallyComplete += 1
        notRemoved += 1
        lock.unlock()
    }

    /// Notes that one of the group's animations became logically complete; returns completions now due.
    func animationLogicallyCompleted() -> [() -> Void] {
        lock.lock()
        notLogicallyComplete -= 1
        lock.unlock()
        return dueCompletions()
    }

    /// Notes that one of the group's animations was removed (`wasLogicallyComplete`: it already reported
    /// logical completion); returns the completions now due.
    func animationRemoved(wasLogicallyComplete: Bool) -> [() -> Void] {
        lock.lock()
        if !wasLogicallyComplete { notLogicallyComplete -= 1 }
        notRemoved -= 1
        lock.unlock()
        return dueCompletions()
    }

    /// Ends the update that applied the transaction: no animation joins later; returns the completions
    /// already due (all of them when nothing animated).
    func seal() -> [() -> Void] {
        lock.lock()
        sealed = true
        lock.unlock()
        return dueCompletions()
    }

    /// Whether an animation started with the group is still running (not yet removed).
    var hasRunningAnimations: Bool {
        lock.lock()
        defer { lock.unlock() }
        return notRemoved > 0
    }

    private func dueCompletions() -> [() -> Void] {
        lock.lock()
        defer { lock.unlock() }
        guard sealed else { return [] }
        var due: [() -> Void] = []
        if !firedLogically, notLogicallyComplete <= 0 {
            firedLogically = true
            due += completions.filter { $0.criteria == .logicallyComplete }.map(\.handler)
        }
        if !firedRemoved, notRemoved <= 0 {
            firedRemoved = true
            due += completions.filter { $0.criteria == .removed }.map(\.handler)
        }
        return due
    }
}
