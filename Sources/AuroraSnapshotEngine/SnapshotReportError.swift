/// `SnapshotReportError`: why a snapshot report folder could not be read, written or merged.
import AuroraGeometry

/// Why a snapshot report could not be read or written.
package enum SnapshotReportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A file or folder could not be written.
    case unwritable(String, reason: String)
    /// A report could not be read.
    case unreadable(String, reason: String)
    /// Two merged reports both hold a snapshot.
    case duplicate(id: String, first: String, second: String)

    package var description: String {
        switch self {
        case .unwritable(let path, let reason): "cannot write \(path.echoed()): \(reason)"
        case .unreadable(let path, let reason): "cannot read \(path.echoed()): \(reason)"
        case .duplicate(let id, let first, let second):
            "snapshot '\(id)' is in both \(first.echoed()) and \(second.echoed()): merge each shard's report once"
        }
    }
}
