/// Splitting independent work (rows, column strips) across the cores.
import Dispatch

/// Runs independent iterations on several threads in contiguous chunks.
enum ParallelLoop {
    /// Calls `body(range)` for disjoint ranges covering `0 ..< count`, on up to `threads` threads.
    /// Every index is handled exactly once; which thread handles it does not change the result.
    static func forEachChunk(count: Int, threads: Int, _ body: @Sendable (Range<Int>) -> Void) {
        guard count > 0 else { return }
        let workers = max(1, min(threads, count))
        if workers == 1 {
            body(0..<count)
            return
        }
        let chunk = (count + workers - 1) / workers
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let start = worker * chunk
            let end = min(count, start + chunk)
            if start < end { body(start..<end) }
        }
    }
}
