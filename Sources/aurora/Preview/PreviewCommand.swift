/// `PreviewCommand`: `aurora preview [--package PATH] [--port N]` — every `#Preview` live in the browser.
import ArgumentParser
import AuroraPreview
import AuroraPreviewServer
import Foundation

/// The `preview` command: serves a package's previews (or Aurora's own seed gallery) live in the
/// browser, rebuilt on every saved change.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve every #Preview of a package live in the browser, with a debug panel, time controls and hot reload.",
        discussion: """
            Without --package it shows Aurora's own seed gallery. With a package (one that depends on Aurora by path), it builds an agent that links the package's libraries, shows their previews, and rebuilds and swaps it in whenever a source file is saved.

            Examples:
              aurora preview
              aurora preview --package ~/Projects/MyEffects --port 9000
              aurora preview --package . --configuration debug
            """
    )

    /// The package whose previews to show (nil: Aurora's seed gallery) and how its agent is built.
    @OptionGroup var agent: PackageAgentOptions

    /// The port served on when `--port` is not given.
    static let defaultPort: UInt16 = 8765

    @Option(help: "The port to serve on, on 127.0.0.1 (0 picks a free one).")
    var port: UInt16 = Self.defaultPort

    func run() throws {
        let status = Box()
        let done = DispatchSemaphore(value: 0)
        let command = self
        Task {
            status.value = await command.serve()
            done.signal()
        }
        done.wait()
        if status.value != 0 { throw ExitCode(status.value) }
    }

    /// The exit status, set by the serving task.
    private final class Box: @unchecked Sendable { var value: Int32 = 0 }

    /// Builds (for a package), starts the agent and the server, prints the address, and serves
    /// until interrupted. Returns the exit status.
    private func serve() async -> Int32 {
        let source: LivePreviewService.Source
        if let package = agent.package.map({ URL(fileURLWithPath: $0).standardizedFileURL }) {
            print("aurora preview: describing \(package.path)…")
            fflush(nil)
            do {
                let described = try PreviewPackage.describe(package)
                print("aurora preview: building the preview agent (\(agent.configuration); the first build compiles Aurora too)…")
                source = .package(described, configuration: agent.configuration)
            } catch {
                FileHandle.standardError.write(Data("aurora preview: \(error)\n".utf8))
                return 1
            }
        } else {
            source = .executable(URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL, arguments: ["preview-agent"])
        }
        let captures = FileManager.default.temporaryDirectory.appendingPathComponent("aurora-preview-captures-\(ProcessInfo.processInfo.processIdentifier)")
        let backend = LivePreviewBackend(source: source, capturesDirectory: captures)
        do {
            try backend.service.start()
        } catch {
            FileHandle.standardError.write(Data("aurora preview: \(error)\n".utf8))
            return 1
        }
        let server = PreviewHTTPServer(port: port, backend: backend)
        let bound: UInt16
        do {
            bound = try await server.start()
        } catch {
            FileHandle.standardError.write(Data("aurora preview: could not serve on port \(port): \(error)\n".utf8))
            backend.service.stop()
            return 1
        }
        print("aurora preview: http://127.0.0.1:\(bound)/")
        fflush(nil)
        await Self.waitForInterrupt()
        await server.stop()
        backend.service.stop()
        return 0
    }

    /// Returns when the process gets SIGINT or SIGTERM.
    private static func waitForInterrupt() async {
        let interrupted = DispatchSemaphore(value: 0)
        var sources: [any DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { interrupted.signal() }
            source.resume()
            sources.append(source)
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                interrupted.wait()
                continuation.resume()
            }
        }
        sources.forEach { $0.cancel() }
    }
}
