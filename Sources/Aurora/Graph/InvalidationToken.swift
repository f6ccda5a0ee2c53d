/// Invalidation from any thread: state writes and observation callbacks queue the graph node they dirty.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A thread-safe handle that marks its graph node dirty at the graph's next update.
final class InvalidationToken: @unchecked Sendable {
    // Read and written only on the main actor (by the graph); the token itself crosses threads.
    nonisolated(unsafe) weak var node: GraphNode?
    nonisolated(unsafe) weak var queue: InvalidationQueue?

    init(node: GraphNode) { self.node = node }

    /// Queues the node for invalidation with the current transaction; safe from any thread.
    func invalidate() {
        let transaction = CurrentTransaction.transaction
        transaction?.completionGroup?.markApplied()
        queue?.enqueue(self, transaction: transaction)
    }
}

/// The lock-protected list of tokens invalidated since the last update.
final class InvalidationQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [(token: InvalidationToken, transaction: Transaction?)] = []

    func enqueue(_ token: InvalidationToken, transaction: Transaction? = nil) {
        lock.lock()
        pending.append((token, transaction))
        lock.unlock()
    }

    /// Takes every queued token, with the transaction in effect when it was invalidated.
    func drain() -> [(token: InvalidationToken, transaction: Transaction?)] {
        lock.lock()
        defer { lock.unlock() }
        let tokens = pending
        pending.removeAll()
        return tokens
    }

    var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return pending.isEmpty
    }
}
