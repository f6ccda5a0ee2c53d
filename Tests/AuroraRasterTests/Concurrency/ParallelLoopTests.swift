/// ParallelLoop: every index handled once, results in index order, the lowest index's error.
@testable import AuroraRaster
import Synchronization
import Testing

@Suite struct ParallelLoopTests {
    struct IndexError: Error, Equatable {
        let index: Int
    }

    @Test(arguments: [1, 2, 8])
    func mapKeepsIndexOrder(threads: Int) {
        let squares = ParallelLoop.map(count: 100, threads: threads) { $0 * $0 }
        #expect(squares == (0..<100).map { $0 * $0 })
        #expect(ParallelLoop.map(count: 0, threads: threads) { $0 }.isEmpty)
    }

    @Test(arguments: [1, 2, 8])
    func everyIterationRunsAndTheLowestIndexErrorIsThrown(threads: Int) {
        let ran = Mutex<Set<Int>>([])
        #expect(throws: IndexError(index: 3)) {
            try ParallelLoop.forEach(count: 40, threads: threads) { (index) throws(IndexError) in
                ran.withLock { _ = $0.insert(index) }
                if index % 10 == 3 { throw IndexError(index: index) }
            }
        }
        #expect(ran.withLock { $0 } == Set(0..<40))
    }

    @Test(arguments: [(1, 1), (3, 1), (2, 4), (8, 4), (64, 4)])
    func chunksCoverEveryIndexOnce(threads: Int, chunksPerThread: Int) {
        for count in [0, 1, 7, 100] {
            let seen = Mutex<[Int]>([])
            let chunks = Mutex(0)
            ParallelLoop.forEachChunk(count: count, threads: threads, chunksPerThread: chunksPerThread) { range in
                #expect(!range.isEmpty)
                chunks.withLock { $0 += 1 }
                seen.withLock { $0 += Array(range) }
            }
            #expect(seen.withLock { $0.sorted() } == Array(0..<count))
            #expect(chunks.withLock { $0 } == min(count, threads * chunksPerThread))
        }
    }

    @Test(arguments: [1, 2, 5])
    func workersClaimEachIndexOnce(threads: Int) {
        let claimed = Mutex<[Int]>([])
        let workers = Mutex(0)
        ParallelLoop.withWorkers(count: 33, threads: threads) { claim in
            workers.withLock { $0 += 1 }
            while let index = claim() { claimed.withLock { $0.append(index) } }
        }
        #expect(claimed.withLock { $0.sorted() } == Array(0..<33))
        #expect(workers.withLock { $0 } == threads)
    }
}
