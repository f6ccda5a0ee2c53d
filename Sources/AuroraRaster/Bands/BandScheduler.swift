/// Bands: a frame splits into horizontal bands rendered on all cores.
import Foundation

/// Splits a frame's rows into bands and replays every command on each band.
///
/// Bands are short so that a band's pixels stay in cache while all the drawing in it is
/// replayed; each worker claims the next unrendered band from a shared counter, so a worker
/// that meets busy bands (or loses its core for a while) takes fewer of them. Each row's
/// pixels depend only on the commands, so any split gives the same result bit for bit.
enum BandScheduler {
    /// Rows per band: 64 rows of a phone-sized canvas stay within a core's L2 cache.
    static let bandHeight = 64

    /// Replays `commands` on `target` (`width × height` words) using up to `threads` threads,
    /// in bands of `bandHeight` rows.
    static func render(_ commands: [DrawCommand], target: UnsafeMutablePointer<UInt32>, width: Int, height: Int,
                       threads: Int, bandHeight: Int = BandScheduler.bandHeight) {
        guard !commands.isEmpty else { return }
        let bandHeight = max(1, bandHeight)
        let bandCount = (height + bandHeight - 1) / bandHeight
        let frame = SendablePointer(target)
        let extents = commands.map(\.rowExtent)
        let groupsOverBlack = GroupsOverBlack.find(in: commands)
        ParallelLoop.withWorkers(count: bandCount, threads: threads) { claim in
            var renderer = BandRenderer(width: width)
            while let band = claim() {
                let start = band * bandHeight
                renderer.run(commands, extents: extents, groupsOverBlack: groupsOverBlack, rows: start..<min(height, start + bandHeight), target: frame.pointer)
            }
            renderer.release()
        }
    }
}
