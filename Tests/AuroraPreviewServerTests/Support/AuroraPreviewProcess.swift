/// `AuroraPreviewProcess`: the built `aurora preview` command, started as a person starts it.
import Foundation

/// `aurora preview …` running as a child process; `url` is the address it printed.
final class AuroraPreviewProcess {
    let process = Process()
    let url: String
    private let log: URL

    /// The `aurora` executable beside this test bundle (`swift build` builds it with the tests).
    static var executable: URL? {
        let candidate = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("aurora")
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }

    /// Starts `aurora preview` with `arguments` (plus `--port 0`) and waits up to `timeout` seconds
    /// for the address it prints (a package's first build takes minutes).
    init(_ arguments: [String], timeout: Double) throws {
        guard let executable = Self.executable else { throw PreviewProcessError.noExecutable }
        log = FileManager.default.temporaryDirectory.appendingPathComponent("aurora-preview-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        process.executableURL = executable
        process.arguments = ["preview", "--port", "0"] + arguments
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        var found: String?
        while Date() < deadline, process.isRunning {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if let range = text.range(of: #"http://127\.0\.0\.1:[0-9]+/"#, options: .regularExpression) {
                found = String(text[range])
                break
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        guard let found else {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            process.terminate()
            throw PreviewProcessError.noAddress(String(text.suffix(3000)))
        }
        url = found
    }

    /// What the command printed so far.
    var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    /// Interrupts the command (as Ctrl-C does) and waits for it to end.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}

enum PreviewProcessError: Error, CustomStringConvertible {
    case noExecutable
    case noAddress(String)

    var description: String {
        switch self {
        case .noExecutable: "the aurora executable is not beside the tests (swift build builds it)"
        case .noAddress(let output): "aurora preview printed no address:\n\(output)"
        }
    }
}
