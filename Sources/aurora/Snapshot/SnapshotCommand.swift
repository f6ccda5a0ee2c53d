/// `SnapshotCommand`: `aurora snapshot [--record] [--shard K/N] [--report DIR]` — every snapshot case compared with its reference.
import ArgumentParser
import Aurora
import AuroraGeometry
import AuroraSnapshotEngine
import Foundation

/// The `snapshot` command: every snapshot case rendered on its devices in light and dark and
/// compared with its reference in `__Snapshots__`; `snapshot merge` joins shards' reports.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render every snapshot case on its devices in light and dark and compare it with its reference.",
        discussion: """
            The cases are the gallery's view pages and WWDC24 demos. A case's references are \
            __Snapshots__/<SourceFile>/<case>.<device>-<scheme>.png at the root of the package that declares it. \
            Nothing is written into the package unless --record is given. Exits 1 when a snapshot fails, \
            is missing or cannot be rendered.

            Examples:
              aurora snapshot --record
              aurora snapshot --report snapshot-report
              aurora snapshot --shard 0/4 --report snapshots-0
              aurora snapshot merge snapshots-0 snapshots-1 snapshots-2 snapshots-3 --report snapshot-report
            """,
        subcommands: [SnapshotMergeCommand.self]
    )

    /// Writes missing and differing references instead of failing on them. Default: off.
    @Flag(help: "Write missing and differing references (and nothing else) instead of failing on them.")
    var record = false
    /// The shard to run; nil runs every case.
    @Option(help: ArgumentHelp("Run shard K (counting from 0) of N: the cases whose name's FNV-1a hash is K mod N.", valueName: "K/N"),
            transform: { text in
                do throws(SnapshotShard.ParseError) { return try SnapshotShard(parsing: text) } catch { throw ValidationError(error.description) }
            })
    var shard: SnapshotShard?
    /// The report folder (index.html, report.json, images). Default: none.
    @Option(help: ArgumentHelp("Write index.html (failures first), report.json and the images of failures to this folder.", valueName: "folder"))
    var report: String?

    /// The cases `aurora snapshot` runs: the gallery's; where `PreviewCatalog.previews`, mapped to cases, will join them.
    @MainActor static var cases: [SnapshotCase] { GallerySnapshotCases.all }

    func run() throws {
        let failed = try MainActor.assumeIsolated { () throws(SnapshotRunner.Failure) in try run(cases: Self.cases) }
        if failed { throw ExitCode.failure }
    }

    /// Runs `cases`, printing each snapshot that did not pass and a summary; returns whether any failed.
    @MainActor
    func run(cases: [SnapshotCase]) throws(SnapshotRunner.Failure) -> Bool {
        let folder = report.map { URL(fileURLWithPath: $0, isDirectory: true) }
        let runner = SnapshotRunner(record: record, shard: shard, reportFolder: folder)
        let result = try runner.run(cases) { result in
            guard result.status != .passed else { return }
            let line = "\(result.status.rawValue): \(result.id) (\(result.file):\(result.line))\n  "
                + result.message.replacingOccurrences(of: "\n", with: "\n  ")
            if result.status.isFailure { AuroraCommandLine.printToStandardError(line) } else { print(line) }
        }
        let shardNote = shard.map { " in shard \($0)" } ?? ""
        print("aurora snapshot: \(result.summary)\(shardNote), \(String(format: "%.1f", result.seconds)) s")
        if let folder { print(folder.appendingPathComponent("index.html").path) }
        return result.hasFailures
    }
}
