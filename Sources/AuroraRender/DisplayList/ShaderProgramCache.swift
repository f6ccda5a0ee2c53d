/// `ShaderProgramCache`: compiled shader programs (and compile failures) by source, file, function and entry kind.
import AuroraGeometry
import AuroraRaster
import AuroraShaders
import Foundation
import Synchronization

/// Every shader the renderer runs is compiled once per (source, file, function, kind); a
/// failure is kept too, and its diagnostic written to stderr once, when it is first met.
package final class ShaderProgramCache: Sendable {
    /// The cache the renderer uses.
    package static let shared = ShaderProgramCache()

    struct Key: Hashable {
        var source: String
        var file: String
        var function: String
        var kind: EntryKind
    }

    private let store: Mutex<LeastRecentlyUsedStore<Key, Result<ShaderProgram, ShaderCompileError>>>
    /// Where diagnostics go, once each.
    private let messages: OnceLog

    /// A cache holding programs whose sources total at most `sourceLimit` bytes, reporting to
    /// `messages` (the log the view layer shares by default).
    package init(sourceLimit: Int = 4 << 20, messages: OnceLog = .shared) {
        store = Mutex(LeastRecentlyUsedStore(costLimit: sourceLimit))
        self.messages = messages
    }

    /// The program for `function` of `source` compiled as `kind`, or `nil` (diagnostic logged once) when it does not compile.
    package func program(source: String, file: String, function: String, kind: EntryKind) -> ShaderProgram? {
        let key = Key(source: source, file: file, function: function, kind: kind)
        let result: Result<ShaderProgram, ShaderCompileError>
        if let cached = store.withLock({ $0.value(for: key) }) {
            result = cached
        } else {
            do throws(ShaderCompileError) {
                result = .success(try ShaderProgram(source: source, file: file, function: function, as: kind))
            } catch {
                result = .failure(error)
            }
            store.withLock { $0.insert(result, cost: max(1, source.utf8.count), for: key) }
        }
        switch result {
        case .success(let program): return program
        case .failure(let error):
            report("Aurora: shader '\(function)' in \(file) does not compile; drawing the view unchanged.\n\(error.description)")
            return nil
        }
    }

    /// Logs `message` unless it was logged before.
    package func report(_ message: String) { messages.report(message) }
}
