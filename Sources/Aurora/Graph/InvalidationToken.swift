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

    /// Queues the node for invalidation; safe from any thread.
    func invalidate() { queue?.enqueue(self) }
}

/// The lock-protected list of tokens invalidated since the last update.
final class InvalidationQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [InvalidationToken] = []

    func enqueue(_ token: InvalidationToken) {
        lock.lock()
        pending.append(token)
        lock.unlock()
    }

    /// Takes every queued token.
    func drain() -> [InvalidationToken] {
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
