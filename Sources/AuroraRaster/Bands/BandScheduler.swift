/// Bands: a frame splits into horizontal bands rendered on all cores.
import Dispatch
import Foundation
import Synchronization

/// Splits a frame's rows into bands and replays every command on each band.
///
/// Bands are short so that a band's pixels stay in cache while all the drawing in it is
/// replayed; each worker claims the next unrendered band from a shared counter, so a worker
/// that meets busy bands (or loses its core for a while) takes fewer of them. Each row's
/// pixels depend only on the commands, so any split gives the same result bit for bit.
enum BandScheduler {
    /// Rows per band: 64 rows of a phone-sized canvas stay within a core's L2 cache.
    static let bandHeight = 64

    /// The number of cores, the default number of threads.
    static var defaultThreadCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Replays `commands` on `target` (`width × height` words) using up to `threads` threads,
    /// in bands of `bandHeight` rows.
    static func render(_ commands: [DrawCommand], target: UnsafeMutablePointer<UInt32>, width: Int, height: Int,
                       threads: Int, bandHeight: Int = BandScheduler.bandHeight) {
        guard !commands.isEmpty else { return }
        let bandHeight = max(1, bandHeight)
        let bandCount = (height + bandHeight - 1) / bandHeight
        let workers = max(1, min(threads, bandCount))
        let frame = SendablePointer(target)
        let extents = commands.map(\.rowExtent)
        let groupsOverBlack = GroupsOverBlack.find(in: commands)
        let counter = BandCounter()
        let work: @Sendable (Int) -> Void = { _ in
            var renderer = BandRenderer(width: width)
            while true {
                let band = counter.next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard band < bandCount else { break }
                let start = band * bandHeight
                renderer.run(commands, extents: extents, groupsOverBlack: groupsOverBlack, rows: start..<min(height, start + bandHeight), target: frame.pointer)
            }
            renderer.release()
        }
        if workers == 1 {
            work(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: workers, execute: work)
        }
    }
}

/// The index of the next band a worker may claim, shared by the workers of one render.
final class BandCounter: Sendable {
    let next = Atomic<Int>(0)
}

/// A pointer handed to band threads, which write disjoint rows of it.
struct SendablePointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt32>
    init(_ pointer: UnsafeMutablePointer<UInt32>) { self.pointer = pointer }
}
