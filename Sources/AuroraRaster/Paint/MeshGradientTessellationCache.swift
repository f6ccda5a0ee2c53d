/// `MeshGradientTessellationCache`: mesh-gradient tessellations kept across frames, so a mesh
/// drawn again through the same transform (every frame of a still mesh) is not cut into cells again.
import Synchronization

/// Tessellations kept by exactly what determines them: every device-space control point, bit for
/// bit, and the patches per row. The cells and the row index are immutable arrays, shared by every
/// shader that draws the mesh; least recently used tessellations go first past the byte limit.
final class MeshGradientTessellationCache: Sendable {
    /// The cache every mesh-gradient shader draws through.
    static let shared = MeshGradientTessellationCache()

    /// What determines a tessellation.
    struct Key: Hashable, Sendable {
        /// The control points' coordinates as bit patterns (x then y, patch after patch).
        var coordinates: [UInt64]
        var patchesPerRow: Int
    }

    private let store: Mutex<LeastRecentlyUsedStore<Key, MeshGradientTessellation>>

    /// A cache keeping up to `byteLimit` bytes of cells and row indices.
    init(byteLimit: Int = 16 << 20) {
        store = Mutex(LeastRecentlyUsedStore(costLimit: byteLimit))
    }

    /// The tessellation of `patches` (16 device-space control points each) with `patchesPerRow`
    /// patches in a row: the one kept, or a new one, kept from now on.
    func tessellation(devicePatches patches: [[SIMD2<Double>]], patchesPerRow: Int) -> MeshGradientTessellation {
        var coordinates: [UInt64] = []
        coordinates.reserveCapacity(patches.count * 32)
        for patch in patches {
            for point in patch { coordinates += [point.x.bitPattern, point.y.bitPattern] }
        }
        let key = Key(coordinates: coordinates, patchesPerRow: patchesPerRow)
        if let kept = store.withLock({ $0.value(for: key) }) { return kept }
        let made = MeshGradientTessellation(devicePatches: patches, patchesPerRow: patchesPerRow)
        let cost = made.cells.count * MemoryLayout<MeshGradientCell>.stride
            + (made.bucketStarts.count + made.bucketCells.count) * MemoryLayout<Int32>.stride + coordinates.count * 8 + 256
        store.withLock { $0.insert(made, cost: cost, for: key) }
        return made
    }

    /// The number of tessellations kept.
    var count: Int { store.withLock { $0.count } }
}
