@testable import AuroraRaster
import Testing

/// The caches' bounded store: costs add up, the least recently used entries go first.
struct LeastRecentlyUsedStoreTests {
    @Test func costsAreCountedAndReplacedEntriesReleaseTheirs() {
        var store = LeastRecentlyUsedStore<Int, String>(costLimit: 100)
        store.insert("a", cost: 10, for: 1)
        store.insert("b", cost: 20, for: 2)
        #expect(store.totalCost == 30 && store.count == 2)
        store.insert("b2", cost: 5, for: 2)
        #expect(store.totalCost == 15)
        #expect(store.value(for: 2) == "b2")
        #expect(store.value(for: 3) == nil)
    }

    @Test func evictionDropsTheLeastRecentlyUsedQuarter() {
        var store = LeastRecentlyUsedStore<Int, Int>(costLimit: 80)
        for key in 0..<8 { store.insert(key, cost: 10, for: key) }
        _ = store.value(for: 0)   // 0 is now the most recent; 1 and 2 are the oldest
        store.insert(8, cost: 10, for: 8)
        #expect(store.totalCost <= 80)
        #expect(store.value(for: 0) == 0)
        #expect(store.value(for: 1) == nil && store.value(for: 2) == nil)
        #expect(store.value(for: 8) == 8)
    }

    @Test func anEntryLargerThanTheLimitIsNotKept() {
        var store = LeastRecentlyUsedStore<Int, Int>(costLimit: 10)
        store.insert(1, cost: 50, for: 1)
        #expect(store.count == 0 && store.totalCost == 0)
    }
}
