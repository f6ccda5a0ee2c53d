/// `MissingSymbolWarning`: the one-time stderr report of an `Image(systemName:)` name Aurora has no symbol for.
import Foundation

/// Writes "No symbol named … found" to stderr the first time each unknown name is asked for, as SwiftUI logs it.
/// Names are shown up to 200 characters, control characters escaped; after 4,096 distinct names no more are remembered or reported.
enum MissingSymbolWarning {
    private static let capacity = 4_096
    private static let lock = NSLock()
    nonisolated(unsafe) private static var reported: Set<String> = []

    /// Whether `name` has been reported.
    static func hasReported(_ name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return reported.contains(name)
    }

    static func warnOnce(_ name: String) {
        lock.lock()
        let isNew = reported.count < capacity && reported.insert(name).inserted
        lock.unlock()
        guard isNew else { return }
        let shown = name.count > 200 ? name.prefix(200) + "…" : Substring(name)
        // Control characters are escaped so a malformed name cannot garble the terminal or a log.
        let printable = shown.unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) }.joined()
        let message = "Aurora: No symbol named '\(printable)' found in system symbol set; Image(systemName:) draws nothing.\n"
        FileHandle.standardError.write(Data(message.utf8))
    }
}
