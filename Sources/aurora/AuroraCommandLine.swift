/// `AuroraCommandLine`: the `aurora` command — its subcommands, and failures turned into messages and exit statuses.
import AuroraGeometry
import ArgumentParser
import AuroraImageIO
import Foundation

/// The `aurora` command line, on swift-argument-parser.
///
/// Adding a subcommand is one file and one line: declare a `ParsableCommand` in its own file
/// (or folder) under `Sources/aurora/` — its `configuration` names it and carries its abstract
/// and examples, `validate()` rejects arguments (a `ValidationError` exits 2), `run()` does the
/// work (any other error exits 1 with `aurora NAME: message`) — then add its type to
/// `subcommands` below. `--help`, `help NAME`, shell completion and the error messages come
/// from the parser.
struct AuroraCommandLine: ParsableCommand {
    /// The version `aurora --version` prints.
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "aurora",
        abstract: "Render SwiftUI-style views, display lists and recordings with Aurora's CPU renderer.",
        discussion: """
            Examples:
              aurora gallery --out /tmp/gallery
              aurora render wwdc21-gradient-detail --device iphonese -o detail.png
              aurora record ripple --seconds 2 -o ripple.gif
              aurora preview --package ~/Projects/MyEffects
              aurora snapshot --shard 0/4 --report snapshots-0
              aurora --generate-completion-script bash > /etc/bash_completion.d/aurora

            -o - writes the image (for record, an APNG) to standard output. An existing device or FIFO is written into, never replaced; a directory is refused.

            Exit status: 0 on success, 1 when the work failed, 2 for a usage error.
            """,
        version: version,
        subcommands: [GalleryCommand.self, DrawCommand.self, RenderCommand.self, RecordCommand.self, PreviewCommand.self, SnapshotCommand.self]
    )

    /// Success.
    static let success: Int32 = 0
    /// The command ran but could not finish (an unwritable directory, a failed render).
    static let failure: Int32 = 1
    /// The arguments were not understood.
    static let usageError: Int32 = 2

    /// Parses `arguments` (the process arguments without the program name), runs the command
    /// they name and returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        var command: any ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            return report(error, arguments: arguments)
        }
        do {
            try command.run()
            return success
        } catch {
            // The parser's own errors (help from `aurora help`, a thrown `ExitCode`, `CleanExit`
            // or `ValidationError`) get its message; any other error is the work failing.
            guard exitCode(for: error) == .failure, !(error is ExitCode) else { return report(error, arguments: arguments) }
            printToStandardError("aurora \(type(of: command).configuration.commandName ?? ""): \(error)")
            return failure
        }
    }

    /// Prints the parser's message for `error` — help and version text to standard output,
    /// anything else to standard error — and returns the exit status it calls for. The
    /// parser's "validation failure" (EX_USAGE) is this command's usage error, 2.
    private static func report(_ error: any Error, arguments: [String]) -> Int32 {
        let code = exitCode(for: error)
        let message = bounded(fullMessage(for: error), quoting: arguments)
        if code == .success {
            print(message)
            return success
        }
        if !message.isEmpty { printToStandardError(message) }
        return code == .validationFailure ? usageError : code.rawValue
    }

    /// `message` with every over-long argument it quotes cut by `String.echoed`, so a
    /// megabyte-long mistyped option does not flood the terminal.
    private static func bounded(_ message: String, quoting arguments: [String]) -> String {
        arguments.filter { $0.count > String.echoLimit }.reduce(message) { text, argument in
            text.replacingOccurrences(of: argument, with: argument.echoed())
        }
    }

    /// Prints the path a command wrote, unless the output went to standard output.
    static func reportWritten(_ path: String) {
        guard path != OutputFile.standardOutputPath else { return }
        print(path)
    }

    /// Writes `message` and a newline to standard error.
    static func printToStandardError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
