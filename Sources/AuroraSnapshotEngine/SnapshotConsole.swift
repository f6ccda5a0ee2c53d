/// `SnapshotConsole`: a snapshot run as a command prints it — each snapshot that did not pass, then a summary.
import Foundation

/// Runs snapshot cases for a command line (`aurora snapshot`, or a package's preview agent in
/// snapshot mode): failures go to standard error, records and the summary to standard output.
package enum SnapshotConsole {
    /// Runs `cases` with `runner`; `command` names the command in the summary line. Returns whether any snapshot failed.
    @MainActor
    package static func run(_ cases: [SnapshotCase], with runner: SnapshotRunner, command: String = "aurora snapshot") throws(SnapshotRunner.Failure) -> Bool {
        let result = try runner.run(cases) { result in
            guard result.status != .passed else { return }
            let line = "\(result.status.rawValue): \(result.id) (\(result.file):\(result.line))\n  "
                + result.message.replacingOccurrences(of: "\n", with: "\n  ")
            if result.status.isFailure { FileHandle.standardError.write(Data((line + "\n").utf8)) } else { print(line) }
        }
        let shardNote = runner.shard.map { " in shard \($0)" } ?? ""
        print("\(command): \(result.summary)\(shardNote), \(String(format: "%.1f", result.seconds)) s")
        if let folder = runner.reportFolder { print(folder.appendingPathComponent("index.html").path) }
        return result.hasFailures
    }
}
