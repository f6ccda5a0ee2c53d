/// `OnceLog`: diagnostics written once each (a shader that cannot run, a font that cannot be drawn).
import Foundation
import Synchronization

/// Writes each distinct message once (the first 1,024), so a problem met on every frame is
/// said once rather than flooding standard error. The view layer, the shaders and the renderer
/// share `shared`.
package final class OnceLog: Sendable {
    /// The log the view layer, the shaders and the renderer share: standard error.
    package static let shared = OnceLog()

    private let seen = Mutex<Set<String>>([])
    /// Where messages go; stderr unless a test replaces it.
    private let write: @Sendable (String) -> Void

    /// A log writing through `write` (default: a line on standard error).
    package init(write: @escaping @Sendable (String) -> Void = OnceLog.standardError) {
        self.write = write
    }

    /// Writes a line to stderr.
    package static let standardError: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Writes `message` unless it was written before.
    package func report(_ message: String) {
        let isNew = seen.withLock { seen in
            guard seen.count < 1024 else { return false }
            return seen.insert(message).inserted
        }
        if isNew { write(message) }
    }
}
