/// `PreviewAgentProcess`: one running agent process — started, fed the pages' messages, watched,
/// and stopped.
import Foundation

/// A preview agent running as a child process, with its channel on the child's standard input
/// and output. Whatever it sends is handed to `onMessage` on a reader thread; when it ends or stops
/// answering, `onExit` says why.
public final class PreviewAgentProcess: @unchecked Sendable {
    /// Why an agent stopped.
    public enum Ending: Equatable, Sendable {
        /// The process exited or was killed by a signal (the status, as `Process` reports it).
        case exited(status: Int32)
        /// The agent's main loop stopped answering (a preview looping forever).
        case hung(seconds: Double)
    }

    private let process = Process()
    /// The pipes whose descriptors the channel uses, kept for as long as it is (their file handles close them when freed).
    private let pipes: (input: Pipe, output: Pipe)
    private let channel: AgentChannel
    private let lock = NSLock()
    private var lastAlive = ProcessInfo.processInfo.systemUptime
    private var ended = false
    private var stopped = false
    private var watchdog: DispatchSourceTimer?

    /// Starts `executable` with `arguments`; messages go to `onMessage`, the end to `onExit` (once).
    /// `hangTimeout` is how long the agent may stay silent before it is killed as hung.
    public init(executable: URL, arguments: [String] = [], environment: [String: String] = [:], hangTimeout: Double = 5,
                onMessage: @escaping @Sendable (AgentMessage) -> Void, onExit: @escaping @Sendable (Ending) -> Void) throws {
        let input = Pipe(), output = Pipe()
        pipes = (input, output)
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = input
        process.standardOutput = output
        channel = AgentChannel(input: output.fileHandleForReading.fileDescriptor, output: input.fileHandleForWriting.fileDescriptor)
        let finish: @Sendable (Ending) -> Void = { [weak self] ending in
            guard let self, self.markEnded() else { return }
            onExit(ending)
        }
        process.terminationHandler = { process in finish(.exited(status: process.terminationStatus)) }
        try process.run()
        let channel = self.channel
        Thread.detachNewThread { [weak self] in
            while let message = try? channel.receive() {
                if message.kind == .alive {
                    self?.noteAlive()
                } else {
                    onMessage(message)
                }
            }
        }
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + 0.5, repeating: 0.5)
        timer.setEventHandler { [weak self] in
            guard let self else { return }
            let silent = ProcessInfo.processInfo.systemUptime - self.lastAliveTime
            if silent > hangTimeout, self.process.isRunning {
                // Reported before the kill, whose termination handler would otherwise report it as exited.
                finish(.hung(seconds: silent))
                self.stop()
            }
        }
        timer.resume()
        watchdog = timer
    }

    deinit { stop() }

    /// Sends a message; false when the agent has gone.
    @discardableResult
    public func send(_ message: AgentMessage) -> Bool { channel.send(message) }

    /// Kills the agent (if it still runs).
    public func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        watchdog?.cancel()
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
        }
    }

    /// Whether the agent runs: neither stopped nor exited.
    public var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !stopped && process.isRunning
    }

    /// The process id.
    public var processIdentifier: Int32 { process.processIdentifier }

    private var lastAliveTime: Double {
        lock.lock()
        defer { lock.unlock() }
        return lastAlive
    }

    private func noteAlive() {
        lock.lock()
        lastAlive = ProcessInfo.processInfo.systemUptime
        lock.unlock()
    }

    private func markEnded() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if ended { return false }
        ended = true
        return true
    }
}
