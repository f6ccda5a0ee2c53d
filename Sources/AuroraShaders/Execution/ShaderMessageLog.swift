/// `ShaderMessageLog`: why a shader was not run, written to standard error once per message.
import Foundation
import Synchronization

/// Where the view layer and the renderer report a shader they cannot run (no source, a compile
/// error, a runtime failure): each distinct message is written once, so a view redrawn every
/// frame does not repeat it.
package final class ShaderMessageLog: Sendable {
    /// The log the view layer and the renderer share.
    package static let shared = ShaderMessageLog()
    /// At most this many distinct messages are written; later ones are dropped.
    static let maximumMessages = 1024

    private let reported = Mutex<Set<String>>([])
    /// Where messages go: standard error unless a test replaces it.
    private let write: @Sendable (String) -> Void

    /// A log that hands each new message to `write`.
    package init(write: @escaping @Sendable (String) -> Void = ShaderMessageLog.standardError) {
        self.write = write
    }

    /// Writes a line to standard error.
    package static let standardError: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Writes `message` unless it was written before.
    package func report(_ message: String) {
        let isNew = reported.withLock { seen in
            guard seen.count < Self.maximumMessages else { return false }
            return seen.insert(message).inserted
        }
        if isNew { write(message) }
    }
}
