/// A one-line progress bar on standard error, drawn only when standard error is a terminal.
import Foundation

/// Shows `done / total` as a bar with the elapsed time, redrawn in place with a carriage return.
struct ProgressBar {
    let total: Int
    let label: String
    private let start = Date()
    private let enabled = isatty(STDERR_FILENO) != 0

    init(total: Int, label: String) {
        self.total = max(1, total)
        self.label = label
    }

    /// Redraws the bar for `done` items.
    func update(_ done: Int) {
        guard enabled else { return }
        let width = 30, filled = min(width, done * width / total)
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let seconds = String(format: "%.1f s", Date().timeIntervalSince(start))
        FileHandle.standardError.write(Data("\r\(label) \(bar) \(done)/\(total) frames  \(seconds)".utf8))
    }

    /// Ends the bar's line.
    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
