/// `ProgressBar`: a one-line progress bar on standard error, drawn only when standard error is a terminal.
import Foundation
import Synchronization

/// Shows `done / total` items as a bar with the elapsed time, redrawn in place with a carriage
/// return. Every long command (`gallery`, `record`) draws one; a pipe or a log file gets nothing.
/// Threads may advance it concurrently.
final class ProgressBar: Sendable {
    /// How many items the work has.
    let total: Int
    /// What is being done (`recording ripple`), printed before the bar.
    let label: String
    /// What an item is (`frames`), printed after the count.
    let unit: String
    private let start = Date()
    private let enabled = isatty(STDERR_FILENO) != 0
    private let done = Mutex(0)

    init(total: Int, label: String, unit: String) {
        self.total = max(1, total)
        self.label = label
        self.unit = unit
    }

    /// Redraws the bar for `done` items.
    func update(_ done: Int) {
        self.done.withLock { count in
            count = done
            draw(done)
        }
    }

    /// Counts one more item done and redraws the bar.
    func advance() {
        done.withLock { count in
            count += 1
            draw(count)
        }
    }

    private func draw(_ done: Int) {
        guard enabled else { return }
        let width = 30, filled = min(width, done * width / total)
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let seconds = String(format: "%.1f s", Date().timeIntervalSince(start))
        FileHandle.standardError.write(Data("\r\(label) \(bar) \(done)/\(total) \(unit)  \(seconds)".utf8))
    }

    /// Ends the bar's line.
    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
