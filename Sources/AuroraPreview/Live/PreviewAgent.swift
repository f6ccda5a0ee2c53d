/// `PreviewAgent`: the process that runs a package's previews for the preview server, over the
/// agent channel on its standard input and output.
import Aurora
import Foundation

/// Runs previews for `aurora preview`: a page connection at a time, each with its sessions; the
/// clock ticks 60 times a second while the server relays the pages' messages.
///
/// A package's agent is a small executable the server generates and builds; its `main.swift` is
/// `await PreviewAgent.run(previews: PreviewCatalog.previews)`. Anything the previews print goes to
/// standard error: standard output carries the channel.
@MainActor
public final class PreviewAgent {
    private let previews: [Preview]
    private let channel: AgentChannel
    private let capturesDirectory: URL
    private var connections: [UInt32: PreviewConnection] = [:]

    init(previews: [Preview], channel: AgentChannel, capturesDirectory: URL) {
        self.previews = previews
        self.channel = channel
        self.capturesDirectory = capturesDirectory
    }

    /// Serves `previews` on standard input and output until the server closes the channel, then exits.
    public static func run(previews: [Preview]) async -> Never {
        let output = dup(STDOUT_FILENO)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        let channel = AgentChannel(input: STDIN_FILENO, output: output)
        let captures = ProcessInfo.processInfo.environment["AURORA_PREVIEW_CAPTURES"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory
        let agent = PreviewAgent(previews: previews, channel: channel, capturesDirectory: captures)
        await agent.serve()
        exit(0)
    }

    /// Reads messages on a thread of its own and handles them here, between clock ticks.
    func serve() async {
        let (messages, continuation) = AsyncStream<AgentMessage?>.makeStream()
        let channel = self.channel
        Thread.detachNewThread {
            while true {
                do {
                    continuation.yield(try channel.receive())
                } catch {
                    continuation.yield(nil)
                    continuation.finish()
                    return
                }
            }
        }
        let ticker = Task { @MainActor [weak self] in
            var last = ProcessInfo.processInfo.systemUptime
            var lastAlive = 0.0
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 16_666_667)
                let now = ProcessInfo.processInfo.systemUptime
                self?.tick(seconds: now - last)
                last = now
                if now - lastAlive >= 0.5 {
                    lastAlive = now
                    self?.channel.send(AgentMessage(connection: 0, kind: .alive))
                }
            }
        }
        for await message in messages {
            guard let message else { break }
            handle(message)
        }
        ticker.cancel()
    }

    func tick(seconds: TimeInterval) {
        for connection in connections.values { connection.tick(seconds: seconds) }
    }

    func handle(_ message: AgentMessage) {
        let id = message.connection
        switch message.kind {
        case .connect:
            let connection = makeConnection(id)
            connections[id] = connection
            send(id, text: connection.hello)
        case .text:
            connections[id]?.receive(String(decoding: message.payload, as: UTF8.self))
        case .disconnect:
            connections[id] = nil
        case .export:
            let state = connections[id]?.state.map { Array(PreviewStateCoding.encode($0).utf8) } ?? []
            channel.send(AgentMessage(connection: id, kind: .exported, payload: state))
        case .restore:
            let connection = connections[id] ?? makeConnection(id)
            connections[id] = connection
            send(id, text: connection.hello)
            do {
                let state = try PreviewStateCoding.decode(String(decoding: message.payload, as: UTF8.self))
                if !connection.restore(state) { send(id, text: PreviewReply.error("the preview open before the reload is gone")) }
            } catch {
                send(id, text: PreviewReply.error("the preview could not be restored after the reload: \(error)"))
            }
        case .frame, .exported, .alive:
            break
        }
    }

    private func makeConnection(_ id: UInt32) -> PreviewConnection {
        let channel = self.channel
        return PreviewConnection(
            previews: previews, capturesDirectory: capturesDirectory,
            sendText: { channel.send(AgentMessage(connection: id, kind: .text, payload: Array($0.utf8))) },
            sendFrame: { channel.send(AgentMessage(connection: id, kind: .frame, payload: $0)) }
        )
    }

    private func send(_ id: UInt32, text: String) {
        channel.send(AgentMessage(connection: id, kind: .text, payload: Array(text.utf8)))
    }
}

/// A connection's state as text between two agents.
enum PreviewStateCoding {
    static func encode(_ state: PreviewConnectionState) -> String {
        let variants: [[String: Any]] = state.variants.map {
            ["preview": $0.preview, "device": $0.device, "width": Double($0.size.width), "height": Double($0.size.height), "scale": Double($0.scale),
             "orientation": $0.isLandscape ? "landscape" : "portrait", "scheme": $0.colorScheme == .dark ? "dark" : "light"]
        }
        let object: [String: Any] = ["variants": variants, "history": state.history.exported, "playing": state.isPlaying, "rate": state.rate]
        let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func decode(_ text: String) throws(PreviewRequestError) -> PreviewConnectionState {
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)), case .object(let fields) = value,
              case .array(let variantList) = fields["variants"], !variantList.isEmpty,
              case .array(let historyList) = fields["history"] else {
            throw .malformed("an exported session without variants or history")
        }
        var variants: [PreviewVariant] = []
        for entry in variantList {
            guard case .object(let variantFields) = entry else { throw .malformed("a variant that is not an object") }
            variants.append(try PreviewVariant(PreviewRequestFields(variantFields)))
        }
        let history = try PreviewHistory(exported: historyList.map { entry in
            guard case .string(let text) = entry else { return "" }
            return text
        })
        let playing = if case .bool(let b) = fields["playing"] { b } else { true }
        let rate = if case .number(let r) = fields["rate"] { r } else { 1.0 }
        return PreviewConnectionState(variants: variants, history: history, isPlaying: playing, rate: rate)
    }
}
