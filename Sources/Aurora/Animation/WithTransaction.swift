/// `withTransaction` and `withAnimation`: make a transaction current while a closure changes state.
import Foundation

/// The transaction in effect on this thread, shared by reference so a task-local can carry it.
final class CurrentTransaction: @unchecked Sendable {
    // Written once at creation and read only on the thread that runs the closure.
    let transaction: Transaction

    init(_ transaction: Transaction) { self.transaction = transaction }

    /// The transaction of the innermost `withTransaction` running on this thread, if any.
    @TaskLocal static var box: CurrentTransaction?

    /// The current transaction: what a `@State`, `Binding` or `@Observable` write made now carries
    /// to the update that applies it. Nil outside `withTransaction`/`withAnimation`.
    static var transaction: Transaction? { box?.transaction }
}

/// Executes a closure with the specified transaction and returns the result: state changes made in
/// `body` are applied with `transaction` (its animation, its completions, its custom values).
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try CurrentTransaction.$box.withValue(CurrentTransaction(transaction)) {
        defer { transaction.completionGroup?.closeRegistration() }
        return try body()
    }
}

/// Executes a closure with the specified key path of the current transaction set to `value`.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V,
                                  _ body: () throws -> R) rethrows -> R {
    var transaction = CurrentTransaction.transaction ?? Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Returns the result of recomputing the view's body with the provided animation. Default: `.default`.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = CurrentTransaction.transaction ?? Transaction()
    transaction.animation = animation
    return try withTransaction(transaction, body)
}

/// Returns the result of recomputing the view's body with the provided animation, and runs the
/// completion when all animations are complete (at once when the change animates nothing).
/// Defaults: `.default`, `.logicallyComplete`.
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var transaction = CurrentTransaction.transaction ?? Transaction()
    transaction.animation = animation
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}
