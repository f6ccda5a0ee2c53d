/// Runs one encoding job per frame on every core and returns the results in frame order.
import Dispatch
import Synchronization

/// Frame-parallel work for the animation encoders: frames are independent once each knows its
/// predecessor, so they are encoded concurrently (one frame per task, results kept in order).
enum ParallelFrames {
    /// `transform(index)` for every index in `0..<count`, run concurrently; the first error by
    /// index is thrown after all jobs finish.
    static func map<Result: Sendable>(count: Int,
                                      _ transform: @Sendable (Int) throws(ImageIOError) -> Result) throws(ImageIOError) -> [Result] {
        guard count > 0 else { return [] }
        if count == 1 { return [try transform(0)] }
        let slots = Mutex<[Int: Swift.Result<Result, ImageIOError>]>([:])
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let outcome = Swift.Result { () throws(ImageIOError) in try transform(index) }
            slots.withLock { $0[index] = outcome }
        }
        let results = slots.withLock { $0 }
        var ordered: [Result] = []
        ordered.reserveCapacity(count)
        for index in 0..<count {
            guard let outcome = results[index] else { continue }
            ordered.append(try outcome.get())
        }
        return ordered
    }
}
