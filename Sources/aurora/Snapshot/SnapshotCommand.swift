/// `SnapshotCommand`: `aurora snapshot [--package PATH] [--record] [--shard K/N] [--report DIR]` — every
/// snapshot case compared with its reference.
import ArgumentParser
import Aurora
import AuroraGeometry
import AuroraPreview
import AuroraSnapshotEngine
import Foundation

/// The `snapshot` command: every snapshot case rendered on its devices in light and dark and
/// compared with its reference in `__Snapshots__`; `snapshot merge` joins shards' reports.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render every snapshot case on its devices in light and dark and compare it with its reference.",
        discussion: """
            Without --package the cases are the gallery's view pages and seed demos. With a package (one \
            that depends on Aurora by path), every #Preview of its libraries is a case: aurora builds the \
            package's preview agent (the one aurora preview uses) and runs it in snapshot mode. A case's \
            references are __Snapshots__/<SourceFile>/<case>.<device>-<scheme>.png at the root of the package \
            that declares it. Nothing is written into the package unless --record is given. Exits 1 when a \
            snapshot fails, is missing or cannot be rendered, or the package does not build.

            Examples:
              aurora snapshot --record
              aurora snapshot --package ~/Projects/MyEffects --record
              aurora snapshot --package . --report snapshot-report
              aurora snapshot --report snapshot-report
              aurora snapshot --shard 0/4 --report snapshots-0
              aurora snapshot merge snapshots-0 snapshots-1 snapshots-2 snapshots-3 --report snapshot-report
            """,
        subcommands: [SnapshotMergeCommand.self]
    )

    /// The package whose previews to test (nil: the gallery) and how its agent is built.
    @OptionGroup var agent: PackageAgentOptions
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

    /// The cases `aurora snapshot` runs without a package: the gallery's.
    @MainActor static var cases: [SnapshotCase] { GallerySnapshotCases.all }

    func run() throws {
        if let package = agent.package {
            let status = try runPackage(at: URL(fileURLWithPath: package).standardizedFileURL)
            if status != 0 { throw ExitCode(status) }
            return
        }
        let failed = try MainActor.assumeIsolated { () throws(SnapshotRunner.Failure) in
            try SnapshotConsole.run(Self.cases, with: SnapshotRunner(record: record, shard: shard, reportFolder: reportFolder))
        }
        if failed { throw ExitCode.failure }
    }

    /// The report folder, absolute (a package's agent runs in the package's root).
    private var reportFolder: URL? { report.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL } }

    /// Builds the package's preview agent and runs it in snapshot mode in the package's root;
    /// returns its exit status (1 when the package cannot be described or built).
    private func runPackage(at root: URL) throws -> Int32 {
        print("aurora snapshot: describing \(root.path)…")
        fflush(nil)
        let described = try PreviewPackage.describe(root)
        print("aurora snapshot: building the preview agent (\(agent.configuration); the first build compiles Aurora too)…")
        fflush(nil)
        let build = described.buildAgent(configuration: agent.configuration)
        guard build.status == 0 else {
            let errors = build.diagnostics.map { "\($0.file):\($0.line):\($0.column): error: \($0.message)" }
            AuroraCommandLine.printToStandardError("aurora snapshot: the package does not build\n"
                + (errors.isEmpty ? String(build.output.suffix(4000)) : errors.joined(separator: "\n")))
            return AuroraCommandLine.failure
        }
        let process = Process()
        process.executableURL = described.agentExecutable(configuration: agent.configuration)
        process.arguments = [PreviewSnapshots.command]
            + PreviewSnapshots.Options(record: record, shard: shard?.description, report: reportFolder?.path).arguments
        process.currentDirectoryURL = described.root
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : AuroraCommandLine.failure
    }
}
