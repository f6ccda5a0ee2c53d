/// `LeastRecentlyUsedStore`: the bounded dictionary behind the caches (glyphs, shader programs, filtered and resampled images, mesh tessellations, named images) — entries with a size, evicted oldest first.

/// A dictionary whose entries each have a cost in bytes; when the total passes a limit, the
/// least recently used quarter of the entries is dropped (one sort per eviction, so the
/// bookkeeping per lookup is a counter). Not thread-safe: the caches keep it in a `Mutex`.
package struct LeastRecentlyUsedStore<Key: Hashable, Value>: ~Copyable {
    private struct Entry {
        var value: Value
        var cost: Int
        var lastUse: UInt64
    }

    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    /// The summed cost of the entries.
    package private(set) var totalCost = 0
    /// The largest total cost kept.
    package let costLimit: Int

    package init(costLimit: Int) {
        self.costLimit = max(0, costLimit)
    }

    /// The number of entries.
    package var count: Int { entries.count }

    /// The value for `key`, marked as just used.
    package mutating func value(for key: Key) -> Value? {
        guard let index = entries.index(forKey: key) else { return nil }
        clock &+= 1
        entries.values[index].lastUse = clock
        return entries.values[index].value
    }

    /// Adds or replaces the value for `key`, then evicts while over the limit.
    package mutating func insert(_ value: Value, cost: Int, for key: Key) {
        clock &+= 1
        if let old = entries.updateValue(Entry(value: value, cost: cost, lastUse: clock), forKey: key) {
            totalCost -= old.cost
        }
        totalCost += cost
        guard totalCost > costLimit else { return }
        let byAge = entries.sorted { $0.value.lastUse < $1.value.lastUse }
        for (oldKey, old) in byAge.prefix(max(1, byAge.count / 4)) {
            entries.removeValue(forKey: oldKey)
            totalCost -= old.cost
        }
        // One huge entry may still be over the limit after a quarter is gone.
        if totalCost > costLimit { removeAll() }
    }

    /// Drops every entry.
    package mutating func removeAll() {
        entries.removeAll()
        totalCost = 0
    }
}
