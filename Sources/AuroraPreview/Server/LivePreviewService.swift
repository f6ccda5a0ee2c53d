/// `LivePreviewService`: what the preview server's pages talk to — the agent process that runs the
/// previews, rebuilt and swapped in when a source file is saved.
import Foundation

/// Runs the previews for the server: relays each page's messages to the agent and the agent's
/// replies and frames back; restarts an agent that crashed or hung; and, for a package, rebuilds
/// on every saved change and swaps the new agent in with every page's sessions (time, device and
/// `@Previewable` values) carried over.
public final class LivePreviewService: @unchecked Sendable {
    /// Where the previews come from.
    public enum Source: Sendable {
        /// A built agent executable (Aurora's own gallery: `aurora preview-agent`).
        case executable(URL, arguments: [String])
        /// A package, built into a generated agent (`debug` or `release`).
        case package(PreviewPackage, configuration: String)
    }

    /// A message for one page.
    public enum Outgoing: Sendable, Equatable {
        case text(String)
        case binary([UInt8])
    }

    private let source: Source
    /// The folder captures are written to (and served from).
    public let capturesDirectory: URL
    private let deliver: @Sendable (UInt32, Outgoing) -> Void
    private let lock = NSLock()
    private var agent: PreviewAgentProcess?
    private var connections = Set<UInt32>()
    private var openPreviews: [UInt32: String] = [:]
    private var exports: [UInt32: [UInt8]] = [:]
    private var exportWaiter: DispatchSemaphore?
    private var watcher: SourceWatcher?
    private let rebuildQueue = DispatchQueue(label: "aurora.preview.rebuild")
    /// Seconds of silence after which an agent counts as hung.
    public var hangTimeout = 5.0
    /// The stages of the last reload, in seconds (for the README's figures and the tests).
    public private(set) var lastReload: (detect: Double, build: Double, swap: Double)?

    /// Creates the service; `deliver` sends a message to a page (from any thread, in order per page).
    public init(source: Source, capturesDirectory: URL, deliver: @escaping @Sendable (UInt32, Outgoing) -> Void) {
        self.source = source
        self.capturesDirectory = capturesDirectory
        self.deliver = deliver
    }

    /// Builds (for a package), starts the agent and, for a package, watches its sources.
    public func start() throws {
        try FileManager.default.createDirectory(at: capturesDirectory, withIntermediateDirectories: true)
        if case .package(let package, _) = source {
            let build = buildAgent(package)
            guard build.diagnostics.isEmpty, build.status == 0 else { throw LivePreviewError.buildFailed(build.output) }
            watcher = SourceWatcher(folders: package.sourceFolders + [package.root.appendingPathComponent("Package.swift")]) { [weak self] changedAt in
                guard let self else { return }
                self.rebuildQueue.async { self.reload(changedAt: changedAt) }
            }
        }
        try launchAgent()
    }

    /// Stops the agent and the watcher.
    public func stop() {
        watcher?.stop()
        lock.lock()
        let current = agent
        agent = nil
        lock.unlock()
        current?.stop()
    }

    /// A page connected.
    public func connect(_ id: UInt32) {
        lock.lock()
        connections.insert(id)
        let current = agent
        lock.unlock()
        current?.send(AgentMessage(connection: id, kind: .connect))
    }

    /// A page sent a text message (checked for size here; the agent checks the rest).
    public func receive(_ id: UInt32, text: String) {
        guard text.utf8.count <= PreviewRequest.maximumSize else {
            deliver(id, .text(PreviewReply.error(PreviewRequestError.tooLarge(bytes: text.utf8.count).description)))
            return
        }
        // The preview each page shows, to name it if the agent hangs.
        if text.contains("\"open\"") || text.contains("\"variants\""), let request = try? PreviewRequest(json: text) {
            switch request {
            case .open(let variant): lock.withLock { openPreviews[id] = variant.preview }
            case .variants(let variants): lock.withLock { openPreviews[id] = variants.first?.preview }
            default: break
            }
        }
        currentAgent?.send(AgentMessage(connection: id, kind: .text, payload: Array(text.utf8)))
    }

    /// A page went away.
    public func disconnect(_ id: UInt32) {
        lock.lock()
        connections.remove(id)
        openPreviews[id] = nil
        let current = agent
        lock.unlock()
        current?.send(AgentMessage(connection: id, kind: .disconnect))
    }

    /// The bytes of a capture file, or nil (an unknown or unsafe name).
    public func capture(named name: String) -> Data? {
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix("."), name.count < 200 else { return nil }
        return FileManager.default.contents(atPath: capturesDirectory.appendingPathComponent(name).path)
    }

    private var currentAgent: PreviewAgentProcess? {
        lock.lock()
        defer { lock.unlock() }
        return agent
    }

    private var agentExecutable: (URL, [String]) {
        switch source {
        case .executable(let url, let arguments): (url, arguments)
        case .package(let package, let configuration):
            (package.agentExecutable(configuration: configuration), [])
        }
    }

    @discardableResult
    private func launchAgent(restoring states: [UInt32: [UInt8]] = [:], note: String? = nil) throws -> PreviewAgentProcess {
        let (executable, arguments) = agentExecutable
        let process = try PreviewAgentProcess(
            executable: executable, arguments: arguments, environment: ["AURORA_PREVIEW_CAPTURES": capturesDirectory.path],
            hangTimeout: hangTimeout,
            onMessage: { [weak self] message in self?.agentSent(message) },
            onExit: { [weak self] ending in self?.agentEnded(ending) }
        )
        lock.lock()
        let old = agent
        agent = process
        let pages = connections
        lock.unlock()
        for id in pages.sorted() {
            if let state = states[id], !state.isEmpty {
                process.send(AgentMessage(connection: id, kind: .restore, payload: state))
            } else {
                process.send(AgentMessage(connection: id, kind: .connect))
            }
            if let note { deliver(id, .text(PreviewReply.error(note))) }
        }
        old?.stop()
        return process
    }

    private func agentSent(_ message: AgentMessage) {
        switch message.kind {
        case .text: deliver(message.connection, .text(String(decoding: message.payload, as: UTF8.self)))
        case .frame: deliver(message.connection, .binary(message.payload))
        case .exported:
            lock.lock()
            exports[message.connection] = message.payload
            let waiter = exportWaiter
            lock.unlock()
            waiter?.signal()
        default: break
        }
    }

    private func agentEnded(_ ending: PreviewAgentProcess.Ending) {
        lock.lock()
        let isCurrent = agent != nil
        lock.unlock()
        guard isCurrent else { return }
        let shown = lock.withLock { Set(openPreviews.values).sorted() }
        let which = shown.isEmpty ? "a preview" : shown.map { "'\($0)'" }.joined(separator: " or ")
        let note = switch ending {
        case .hung(let seconds): String(format: "%@ did not finish a frame within %.0f s; the previews were restarted", which, seconds)
        case .exited(let status): "\(which) stopped the previews (exit status \(status)); they were restarted"
        }
        rebuildQueue.async { [weak self] in
            // An agent replaced by a reload ends too; only the current one is restarted.
            guard let self, self.currentAgentEnded() else { return }
            _ = try? self.launchAgent(note: note)
        }
    }

    private func currentAgentEnded() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return agent.map { !$0.isRunning } ?? false
    }

    // MARK: Hot reload

    private func buildAgent(_ package: PreviewPackage) -> (status: Int32, output: String, diagnostics: [BuildDiagnostic]) {
        guard case .package(_, let configuration) = source else { return (0, "", []) }
        return package.buildAgent(configuration: configuration)
    }

    private func broadcast(_ text: String) {
        lock.lock()
        let pages = connections
        lock.unlock()
        for id in pages { deliver(id, .text(text)) }
    }

    private func reload(changedAt: Double) {
        guard case .package(let package, _) = source else { return }
        let detected = ProcessInfo.processInfo.systemUptime
        broadcast(PreviewReply.build(state: "building", diagnostics: [], seconds: nil))
        let build = buildAgent(package)
        let built = ProcessInfo.processInfo.systemUptime
        guard build.status == 0 else {
            var diagnostics = build.diagnostics
            if diagnostics.isEmpty { diagnostics = [BuildDiagnostic(file: package.root.path, line: 0, column: 0, message: String(build.output.suffix(2000)))] }
            broadcast(PreviewReply.build(state: "error", diagnostics: diagnostics, seconds: built - detected))
            return
        }
        let states = exportStates()
        _ = try? launchAgent(restoring: states)
        let swapped = ProcessInfo.processInfo.systemUptime
        lastReload = (detected - changedAt, built - detected, swapped - built)
        broadcast(PreviewReply.build(state: "ok", diagnostics: [], seconds: swapped - detected))
    }

    /// Asks the current agent for every page's sessions (a second at most).
    private func exportStates() -> [UInt32: [UInt8]] {
        lock.lock()
        let pages = connections
        let current = agent
        exports = [:]
        let waiter = DispatchSemaphore(value: 0)
        exportWaiter = waiter
        lock.unlock()
        guard let current else { return [:] }
        for id in pages { current.send(AgentMessage(connection: id, kind: .export)) }
        let deadline = DispatchTime.now() + 1
        for _ in pages where waiter.wait(timeout: deadline) == .timedOut { break }
        lock.lock()
        defer { lock.unlock() }
        exportWaiter = nil
        return exports
    }
}
