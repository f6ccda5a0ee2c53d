/// `PreviewSnapshots`: a package's preview agent in snapshot mode — every `#Preview` it links, as
/// `aurora snapshot --package PATH` asks for them.
import Aurora
import AuroraGeometry
import AuroraSnapshotEngine
import Foundation

/// The snapshot mode of a package's preview agent: `aurora snapshot --package PATH` builds the
/// agent and starts it as `AuroraPreviewAgent snapshot [--record] [--shard K/N] [--report DIR]`
/// in the package's root, where each preview's references live in `__Snapshots__`.
public enum PreviewSnapshots {
    /// The first argument that selects this mode.
    public static let command = "snapshot"

    /// The options `aurora snapshot` passes on.
    public struct Options: Equatable, Sendable {
        /// Write missing and differing references instead of failing on them.
        public var record = false
        /// The shard to run (`K/N`); nil runs every preview.
        public var shard: String?
        /// The report folder; nil writes no report.
        public var report: String?

        /// Options with every default.
        public init(record: Bool = false, shard: String? = nil, report: String? = nil) {
            self.record = record
            self.shard = shard
            self.report = report
        }

        /// The arguments after `snapshot` that stand for these options.
        public var arguments: [String] {
            (record ? ["--record"] : []) + (shard.map { ["--shard", $0] } ?? []) + (report.map { ["--report", $0] } ?? [])
        }

        /// Options read back from `arguments`; throws for the first argument not understood.
        public init(parsing arguments: [String]) throws(UsageError) {
            var remaining = arguments[...]
            while let argument = remaining.popFirst() {
                switch argument {
                case "--record": record = true
                case "--shard", "--report":
                    guard let value = remaining.popFirst() else { throw UsageError(argument: argument, reason: "needs a value") }
                    if argument == "--shard" { shard = value } else { report = value }
                default: throw UsageError(argument: argument, reason: "is not an option of snapshot mode")
                }
            }
        }
    }

    /// An argument snapshot mode does not understand.
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        /// The argument.
        public var argument: String
        /// What is wrong with it.
        public var reason: String

        public var description: String { "'\(argument.echoed())' \(reason)" }
    }

    /// Runs `previews` as snapshot cases under `arguments` (those after `snapshot`) and returns the
    /// exit status: 0 when every snapshot passed or was recorded, 1 when one failed or the run
    /// could not finish, 2 when the arguments were not understood.
    @MainActor
    public static func run(previews: [Preview], arguments: [String]) -> Int32 {
        let runner: SnapshotRunner
        do {
            let options = try Options(parsing: arguments)
            let shard = try options.shard.map { text throws(UsageError) in
                do throws(SnapshotShard.ParseError) { return try SnapshotShard(parsing: text) } catch {
                    throw UsageError(argument: text, reason: "is not a shard: \(error)")
                }
            }
            runner = SnapshotRunner(record: options.record, shard: shard,
                                    reportFolder: options.report.map { URL(fileURLWithPath: $0, isDirectory: true) })
        } catch {
            FileHandle.standardError.write(Data("snapshot mode: \(error)\n".utf8))
            return 2
        }
        do {
            return try SnapshotConsole.run(previews.map(SnapshotCase.init(preview:)), with: runner) ? 1 : 0
        } catch {
            FileHandle.standardError.write(Data("aurora snapshot: \(error)\n".utf8))
            return 1
        }
    }
}
