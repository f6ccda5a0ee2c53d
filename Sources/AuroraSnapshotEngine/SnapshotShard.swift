/// `SnapshotShard`: a stable share of the cases for one machine — `K/N` by a hash of each case's id, never by list order.
import AuroraGeometry
import Foundation

/// Shard `index` of `count`: the cases whose id's FNV-1a hash is `index` modulo `count`.
///
/// The same case always lands in the same shard, whatever the other cases are and in whatever
/// order they come, and the `count` shards partition every set of cases. `index` counts from 0,
/// as a Kubernetes Indexed Job's `JOB_COMPLETION_INDEX` does.
package struct SnapshotShard: Hashable, Sendable, CustomStringConvertible {
    /// The shard, `0..<count`.
    package var index: Int
    /// The number of shards, at least 1.
    package var count: Int

    /// Why a `K/N` text is no shard.
    package struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        package let description: String
    }

    /// The shard `K/N` names, with `0 ≤ K < N`.
    package init(parsing text: String) throws(ParseError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ParseError(description: "--shard needs K/N, e.g. 0/4 (K counts from 0), not '\(text.echoed())'")
        }
        guard count >= 1, count <= 100_000, index >= 0, index < count else {
            throw ParseError(description: "--shard \(text.echoed()): N must be 1...100000 and K in 0..<N")
        }
        self.index = index
        self.count = count
    }

    /// Shard `index` of `count`; `count` must be positive and `index` in `0..<count`.
    package init(index: Int, count: Int) {
        precondition(count > 0 && (0..<count).contains(index), "a shard index is in 0..<count")
        self.index = index
        self.count = count
    }

    /// Whether the case with this id belongs to the shard.
    package func contains(id: String) -> Bool {
        Self.shard(of: id, count: count) == index
    }

    /// The shard of `count` the id lands in.
    package static func shard(of id: String, count: Int) -> Int {
        Int(fnv1a(id.utf8) % UInt64(count))
    }

    /// The 64-bit FNV-1a hash of `bytes` (an id's UTF-8 bytes).
    package static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }

    /// `K/N`.
    package var description: String { "\(index)/\(count)" }
}
