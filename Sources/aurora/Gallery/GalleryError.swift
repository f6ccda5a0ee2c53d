/// `GalleryError`: why `aurora gallery` could not write its output.
import AuroraGeometry
import AuroraImageIO
import Foundation

/// A failure of `aurora gallery`, with a message that names the path and the reason.
enum GalleryError: Error, CustomStringConvertible {
    /// The output directory could not be created or is not a writable directory.
    case outputDirectoryUnusable(path: String, reason: String)
    /// A plate's canvas could not be created.
    case renderFailed(topic: String, reason: String)
    /// An output file could not be encoded or written.
    case writeFailed(path: String, reason: String)
    /// An output file could not be written (`OutputFile`'s error names the path and the reason).
    case outputFailed(ImageIOError)

    /// A one-line message for the terminal.
    var description: String {
        switch self {
        case .outputDirectoryUnusable(let path, let reason): return "cannot use output directory \(path.echoed()): \(reason)"
        case .renderFailed(let topic, let reason): return "cannot render the \(topic) plate: \(reason)"
        case .writeFailed(let path, let reason): return "cannot write \(path.echoed()): \(reason)"
        case .outputFailed(let error): return error.description
        }
    }
}
