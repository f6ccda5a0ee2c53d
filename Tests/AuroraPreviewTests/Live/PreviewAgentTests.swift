/// The agent as the server drives it: over a real channel, in process and as a child process —
/// hello, sessions, frames, state, errors for bad input, export and restore; and a hung or crashed
/// agent reported as such.
import Aurora
import Foundation
import Testing
@testable import AuroraPreview

/// Collects what an agent sends on a pipe, on a thread of its own.
final class ChannelRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [AgentMessage] = []
    let channel: AgentChannel
    let agentSide: AgentChannel

    init() {
        var toAgent: [Int32] = [0, 0], fromAgent: [Int32] = [0, 0]
        pipe(&toAgent)
        pipe(&fromAgent)
        channel = AgentChannel(input: fromAgent[0], output: toAgent[1])
        agentSide = AgentChannel(input: toAgent[0], output: fromAgent[1])
        let channel = self.channel
        Thread.detachNewThread { [weak self] in
            while let message = try? channel.receive() {
                guard let self else { return }
                self.lock.lock()
                self.messages.append(message)
                self.lock.unlock()
            }
        }
    }

    /// The messages so far, after waiting until `condition` holds (up to 10 s).
    func wait(until condition: ([AgentMessage]) -> Bool) -> [AgentMessage] {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            lock.lock()
            let copy = messages
            lock.unlock()
            if condition(copy) { return copy }
            Thread.sleep(forTimeInterval: 0.01)
        }
        lock.lock()
        defer { lock.unlock() }
        return messages
    }

    static func texts(_ messages: [AgentMessage]) -> [String] {
        messages.filter { $0.kind == .text }.map { String(decoding: $0.payload, as: UTF8.self) }
    }
}

@MainActor
@Suite struct PreviewAgentTests {
    private func tapCounter() throws -> Preview {
        try #require(PreviewCatalog.previews.first { $0.displayName == "Tap counter" })
    }

    private func text(_ json: String, to connection: UInt32 = 1) -> AgentMessage {
        AgentMessage(connection: connection, kind: .text, payload: Array(json.utf8))
    }

    @Test func aPageGetsHelloASessionFramesAndState() throws {
        let recorder = ChannelRecorder()
        let agent = PreviewAgent(previews: PreviewCatalog.previews, channel: recorder.agentSide, capturesDirectory: FileManager.default.temporaryDirectory)
        agent.handle(AgentMessage(connection: 1, kind: .connect))
        let id = try tapCounter().id
        agent.handle(text(#"{"type":"open","preview":"\#(id)","device":"custom","width":100,"height":100,"scale":1}"#))
        agent.handle(text(#"{"type":"pointer","phase":"down","x":50,"y":50}"#))
        agent.handle(text(#"{"type":"pointer","phase":"up","x":50,"y":50}"#))
        agent.handle(text("{oops"))
        agent.handle(text(#"{"type":"open","preview":"Nowhere.swift:1"}"#))
        let messages = recorder.wait { ChannelRecorder.texts($0).count >= 6 && $0.filter { $0.kind == .frame }.count >= 2 }
        let texts = ChannelRecorder.texts(messages)
        #expect(texts.first?.contains(#""type":"hello""#) == true && texts.first?.contains("Tap counter") == true)
        #expect(texts.contains { $0.contains(#""type":"session""#) && $0.contains(#""name":"taps""#) && $0.contains(#""kind":"integer""#) })
        #expect(texts.contains { $0.contains(#""type":"state""#) && $0.contains(#""taps":1"#) }, "the state shows the tap")
        #expect(texts.contains { $0.contains("malformed message: not a JSON object") })
        #expect(texts.contains { $0.contains("unknown preview 'Nowhere.swift:1'") })
        #expect(messages.filter { $0.kind == .frame }.count == 2, "the first frame, then the tap's change")
    }

    @Test func aConnectionsSessionsAreExportedAndRestoredInANewAgent() throws {
        let recorder = ChannelRecorder()
        let agent = PreviewAgent(previews: PreviewCatalog.previews, channel: recorder.agentSide, capturesDirectory: FileManager.default.temporaryDirectory)
        agent.handle(AgentMessage(connection: 7, kind: .connect))
        let id = try tapCounter().id
        agent.handle(text(#"{"type":"open","preview":"\#(id)","device":"custom","width":100,"height":100,"scale":1}"#, to: 7))
        agent.handle(text(#"{"type":"set","name":"taps","value":2}"#, to: 7))
        agent.handle(AgentMessage(connection: 7, kind: .export))
        let exported = try #require(recorder.wait { $0.contains { $0.kind == .exported } }.first { $0.kind == .exported })
        #expect(!exported.payload.isEmpty)

        let next = ChannelRecorder()
        let reloaded = PreviewAgent(previews: PreviewCatalog.previews, channel: next.agentSide, capturesDirectory: FileManager.default.temporaryDirectory)
        reloaded.handle(AgentMessage(connection: 7, kind: .restore, payload: exported.payload))
        let texts = ChannelRecorder.texts(next.wait { ChannelRecorder.texts($0).contains { $0.contains(#""type":"state""#) } })
        #expect(texts.contains { $0.contains(#""type":"state""#) && $0.contains(#""taps":2"#) }, "the value set before the reload is kept")
        reloaded.handle(AgentMessage(connection: 8, kind: .restore, payload: Array("garbage".utf8)))
        #expect(ChannelRecorder.texts(next.wait { ChannelRecorder.texts($0).contains { $0.contains("could not be restored") } })
            .contains { $0.contains("could not be restored") })
    }

    @Test func aSilentAgentIsReportedHungAndAnExitedOneWithItsStatus() async throws {
        let hung = Box<PreviewAgentProcess.Ending>()
        let sleeper = try PreviewAgentProcess(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "sleep 30"], hangTimeout: 0.6,
                                              onMessage: { _ in }, onExit: { hung.set($0) })
        let ending = await hung.wait(seconds: 60)
        #expect(ending.map { if case .hung = $0 { true } else { false } } == true)
        #expect(!sleeper.isRunning, "the hung agent was killed")

        let exited = Box<PreviewAgentProcess.Ending>()
        let crasher = try PreviewAgentProcess(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "exit 3"],
                                              onMessage: { _ in }, onExit: { exited.set($0) })
        #expect(await exited.wait(seconds: 60) == .exited(status: 3))
        _ = crasher
    }
}

/// A value set once from another thread, awaited by the test.
final class Box<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    func set(_ newValue: Value) {
        lock.lock()
        if value == nil { value = newValue }
        lock.unlock()
    }

    private var current: Value? { lock.withLock { value } }

    func wait(seconds: Double) async -> Value? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let current = current { return current }
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
        // A suite running in parallel can hold the test's thread past the deadline: look once more.
        return current
    }
}

extension PreviewAgentTests {
    @Test func twoPagesOnOnePreviewEachGetTheirOwnSessionAndAFloodOfInputIsServed() throws {
        let recorder = ChannelRecorder()
        let agent = PreviewAgent(previews: PreviewCatalog.previews, channel: recorder.agentSide, capturesDirectory: FileManager.default.temporaryDirectory)
        let id = try tapCounter().id
        for page: UInt32 in [1, 2] {
            agent.handle(AgentMessage(connection: page, kind: .connect))
            agent.handle(text(#"{"type":"open","preview":"\#(id)","device":"custom","width":100,"height":100,"scale":1}"#, to: page))
        }
        // A thousand moves on page 1 (a second of a fast pointer at 1 kHz), then a tap.
        for index in 0..<1000 {
            agent.handle(text(#"{"type":"pointer","phase":"move","x":\#(index % 100),"y":50}"#, to: 1))
        }
        agent.handle(text(#"{"type":"pointer","phase":"down","x":50,"y":50}"#, to: 1))
        agent.handle(text(#"{"type":"pointer","phase":"up","x":50,"y":50}"#, to: 1))
        let messages = recorder.wait { messages in
            messages.contains { $0.connection == 1 && $0.kind == .text && String(decoding: $0.payload, as: UTF8.self).contains(#""taps":1"#) }
        }
        let frames = Dictionary(grouping: messages.filter { $0.kind == .frame }, by: \.connection).mapValues(\.count)
        #expect(frames[1] == 2 && frames[2] == 1, "page 1 saw its tap; page 2's session is its own")
        #expect(!ChannelRecorder.texts(messages.filter { $0.connection == 2 }).contains { $0.contains(#""taps":1"#) })
    }
}
