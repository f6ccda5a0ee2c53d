/// `SnapshotMergeCommand`: `aurora snapshot merge DIR... --report OUT` — the report folders of shards joined into one.
import ArgumentParser
import AuroraSnapshotEngine
import Foundation

/// The `snapshot merge` command: joins the report folders that `aurora snapshot --shard K/N --report DIR` wrote.
struct SnapshotMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the report folders of snapshot shards into one report.",
        discussion: """
            Exits 1 when the merged report holds a failure, or when a folder is not a report or two hold the same snapshot.

            Example:
              aurora snapshot merge snapshots-0 snapshots-1 --report snapshot-report
            """
    )

    /// The shards' report folders.
    @Argument(help: ArgumentHelp("The report folders written by aurora snapshot --shard K/N --report DIR.", valueName: "folder"))
    var inputs: [String]
    /// `snapshot`'s options: its `--report` (given after `merge` too) is the merged report's folder.
    @ParentCommand var snapshot: SnapshotCommand

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("snapshot merge needs the report folders of the shards") }
        guard snapshot.report != nil else { throw ValidationError("snapshot merge needs --report OUT, the merged report's folder") }
    }

    func run() throws {
        // `validate()` checked that `--report` was given.
        let output = URL(fileURLWithPath: snapshot.report ?? ".", isDirectory: true)
        let merged = try SnapshotReport.merge(inputs.map { URL(fileURLWithPath: $0, isDirectory: true) }, into: output)
        print("aurora snapshot merge: \(merged.summary) from \(inputs.count) reports")
        print(output.appendingPathComponent("index.html").path)
        if merged.hasFailures { throw ExitCode.failure }
    }
}
