/// `ParallelLoop`: the one place Aurora spreads independent work (bands, rows, frames) across the cores.
import Dispatch
import Foundation
import Synchronization

/// Runs independent iterations on several threads. Every module that works in parallel goes
/// through it, so how work is split, how errors come back and what the default thread count is
/// are decided once. Which thread runs an iteration never changes a result.
package enum ParallelLoop {
    /// The number of active cores: the default number of threads.
    package static var defaultThreadCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Images with fewer pixels than this per thread are worked on by fewer threads: handing a
    /// second thread work that takes tens of microseconds costs about as much as it saves.
    package static let pixelsPerThread = 16_384

    /// How many of `threads` to use on an image of `pixels` pixels: at least one, and at most
    /// one per `pixelsPerThread` pixels.
    package static func threads(_ threads: Int, forPixels pixels: Int) -> Int {
        max(1, min(threads, pixels / pixelsPerThread))
    }

    /// Runs `worker` on up to `min(threads, count)` threads (on the calling thread alone when
    /// that is one). Each worker calls `claim()` for the next index of `0 ..< count` nobody has
    /// taken, until it returns `nil`; so a worker that loses its core for a while takes fewer
    /// indices, and per-worker scratch state lives in `worker`'s locals.
    package static func withWorkers(count: Int, threads: Int, _ worker: @Sendable (_ claim: () -> Int?) -> Void) {
        guard count > 0 else { return }
        let workers = max(1, min(threads, count))
        let counter = WorkCounter()
        let claim: @Sendable () -> Int? = {
            let index = counter.next.wrappingAdd(1, ordering: .relaxed).oldValue
            return index < count ? index : nil
        }
        if workers == 1 {
            worker(claim)
        } else {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in worker(claim) }
        }
    }

    /// `transform(index)` for every index of `0 ..< count`, on up to `threads` threads, in index
    /// order. When iterations throw, every iteration still runs and the error of the lowest index
    /// is thrown, so the error does not depend on timing.
    package static func map<Result: Sendable, Failure: Error>(
        count: Int, threads: Int = defaultThreadCount, _ transform: @Sendable (Int) throws(Failure) -> Result
    ) throws(Failure) -> [Result] {
        guard count > 0 else { return [] }
        let outcomes = UnsafeMutableBufferPointer<Swift.Result<Result, Failure>?>.allocate(capacity: count)
        outcomes.initialize(repeating: nil)
        defer {
            outcomes.deinitialize()
            outcomes.deallocate()
        }
        let slots = SendablePointer(outcomes.baseAddress!)
        withWorkers(count: count, threads: threads) { claim in
            // Each index is claimed once, so each slot is written by one thread only.
            while let index = claim() {
                slots.pointer[index] = Swift.Result { () throws(Failure) in try transform(index) }
            }
        }
        var results: [Result] = []
        results.reserveCapacity(count)
        for outcome in outcomes {
            guard let outcome else { preconditionFailure("ParallelLoop.map: an index was never claimed") }
            results.append(try outcome.get())
        }
        return results
    }

    /// `body(index)` for every index of `0 ..< count`, on up to `threads` threads; errors as in `map`.
    package static func forEach<Failure: Error>(
        count: Int, threads: Int = defaultThreadCount, _ body: @Sendable (Int) throws(Failure) -> Void
    ) throws(Failure) {
        _ = try map(count: count, threads: threads, body)
    }

    /// Calls `body(range)` for disjoint ranges covering `0 ..< count`, on up to `threads` threads:
    /// `threads × chunksPerThread` ranges of near-equal length (fewer when `count` is smaller).
    /// More chunks than threads balance uneven work; one per thread keeps per-chunk setup rare.
    /// Every index is in exactly one range; errors as in `map`.
    package static func forEachChunk<Failure: Error>(
        count: Int, threads: Int, chunksPerThread: Int = 1, _ body: @Sendable (Range<Int>) throws(Failure) -> Void
    ) throws(Failure) {
        guard count > 0 else { return }
        let threads = max(1, threads)
        let chunks = min(count, threads * max(1, chunksPerThread))
        try forEach(count: chunks, threads: threads) { (chunk) throws(Failure) in
            try body(count * chunk / chunks ..< count * (chunk + 1) / chunks)
        }
    }
}

/// The next unclaimed index of one `withWorkers` call, shared by its workers.
private final class WorkCounter: Sendable {
    let next = Atomic<Int>(0)
}
