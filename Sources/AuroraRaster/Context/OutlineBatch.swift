/// Outline batches: runs of recorded outlines whose edges a background thread builds while recording goes on.
import Dispatch
import Synchronization

/// A run of pending outlines handed to a background thread as soon as it is recorded, so
/// edges are built while the caller keeps drawing. Whoever claims the batch first (the
/// background thread, or the recording thread at render time) builds it; the edges are the
/// same either way.
///
/// Unchecked: `edges` is written once, by the one caller that wins the claim, and read only
/// after that caller has returned or the background group has been waited for.
final class OutlineBatch: @unchecked Sendable {
    /// Outlines a batch holds: enough to amortise handing it over, few enough to start early.
    static let size = 64
    /// The one background thread that builds batches, in the order they were recorded.
    static let queue = DispatchQueue(label: "AuroraRaster.OutlineBatch")

    /// The command index and outline of each entry.
    let entries: [(index: Int, outline: PendingOutline)]
    /// Each entry's edges, once built; read only after the builder is known to have finished.
    private(set) var edges: [EdgeList] = []
    private let claimed = Atomic<Bool>(false)

    init(_ entries: [(index: Int, outline: PendingOutline)]) {
        self.entries = entries
    }

    /// Builds the edges if no one has claimed the batch yet; returns whether this call built them.
    @discardableResult
    func buildIfUnclaimed() -> Bool {
        guard claimed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else {
            return false
        }
        var scratch = EdgeScratch()
        var built: [EdgeList] = []
        built.reserveCapacity(entries.count)
        for i in entries.indices { built.append(entries[i].outline.edges(scratch: &scratch)) }
        edges = built
        return true
    }
}
