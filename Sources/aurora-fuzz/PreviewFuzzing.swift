/// `PreviewFuzzing`: the live preview's messages for the fuzzer — the page's JSON requests and
/// the byte framing of the agent channel.
// Built only for fuzzing: @testable import needs the debug build that Scripts/fuzz makes.
#if FUZZING
@testable import AuroraPreview
import Foundation

/// The page → agent protocol (`PreviewRequest`, with the history an agent restores after a hot
/// reload) and the server ↔ agent pipe (`AgentChannel`), fed arbitrary bytes.
enum PreviewFuzzing {
    /// A page message of every type, with every optional field.
    static let requestSeeds = [
        #"{"type":"open","preview":"Gallery/Cards.swift:12"}"#,
        #"{"type":"open","preview":"P","device":"custom","width":320,"height":480,"scale":3,"orientation":"landscape","scheme":"dark"}"#,
        #"{"type":"variants","preview":"P","variants":[{"device":"iphonese"},{"device":"ipad","scheme":"dark","scale":1}]}"#,
        #"{"type":"pointer","phase":"down","x":10.5,"y":20,"pointer":1}"#,
        #"{"type":"pointer","phase":"cancel","x":-3,"y":1e5}"#,
        #"{"type":"hover","x":1,"y":2}"#,
        #"{"type":"wheel","x":1,"y":2,"dx":0,"dy":-40}"#,
        #"{"type":"key","key":"ArrowLeft","modifiers":["shift","command"]}"#,
        #"{"type":"key","key":"é","modifiers":[]}"#,
        #"{"type":"text","text":"Hello, 世界 👋"}"#,
        #"{"type":"play"}"#, #"{"type":"pause"}"#, #"{"type":"step"}"#, #"{"type":"inspect"}"#,
        #"{"type":"rate","rate":0.25}"#,
        #"{"type":"seek","time":1.5}"#,
        #"{"type":"set","name":"count","value":3}"#,
        #"{"type":"set","name":"on","value":true}"#,
        #"{"type":"set","name":"title","value":"x\u0000\"y"}"#,
        #"{"type":"set","name":"tint","value":[1,0.5,0,1]}"#,
        #"{"type":"capture","format":"apng","seconds":2}"#,
        #"{"type":"capture","format":"png"}"#,
    ]

    /// Decodes `bytes` as a page message. Input and settings, which a session's history keeps,
    /// must survive the history's export and restore (a hot reload) unchanged.
    static func request(_ bytes: UnsafeRawBufferPointer) {
        let text = String(decoding: bytes, as: UTF8.self)
        let request: PreviewRequest
        do {
            request = try PreviewRequest(json: text)
        } catch {
            _ = error.description
            return
        }
        var history = PreviewHistory()
        switch request {
        case .input(let event): history.append(.event(event))
        case .set(let name, let value): history.append(.set(name: name, value: PreviewableValueSetting(request: value)))
        default: return
        }
        history.append(.advance(1.0 / 60))
        let restored: PreviewHistory
        do {
            restored = try PreviewHistory(exported: history.exported)
        } catch {
            fatalError("the history of \(text.debugDescription) does not restore: \(error)")
        }
        guard restored.entries == history.entries else {
            fatalError("the history of \(text.debugDescription) restores as \(restored.entries), not \(history.entries)")
        }
    }

    /// Channel streams: one message of each kind, and two messages back to back.
    static let channelSeeds: [[UInt8]] = [
        AgentMessage(connection: 1, kind: .connect).encoded,
        AgentMessage(connection: 1, kind: .text, payload: Array(#"{"type":"play"}"#.utf8)).encoded
            + AgentMessage(connection: 1, kind: .disconnect).encoded,
        AgentMessage(connection: 7, kind: .frame, payload: [UInt8](repeating: 0x80, count: 64)).encoded,
        AgentMessage(connection: 2, kind: .restore, payload: Array("[]".utf8)).encoded
            + AgentMessage(connection: 2, kind: .exported).encoded + AgentMessage(connection: 0, kind: .alive).encoded,
    ]

    /// A file the channel reads each input from (a pipe would need a writer thread for long inputs).
    nonisolated(unsafe) private static var file: Int32 = {
        var template = Array("/tmp/aurora-fuzz-channel-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        precondition(descriptor >= 0, "cannot make a temporary file for the channel target")
        unlink(template)
        return descriptor
    }()

    /// Reads every message of the stream `bytes` through `AgentChannel.receive()`, to its end or
    /// its first malformed message; each message read must encode back to its own bytes.
    static func channel(_ bytes: UnsafeRawBufferPointer) {
        ftruncate(file, 0)
        if let base = bytes.baseAddress, bytes.count > 0 {
            precondition(pwrite(file, base, bytes.count, 0) == bytes.count, "cannot write the input to the temporary file")
        }
        lseek(file, 0, SEEK_SET)
        let channel = AgentChannel(input: file, output: -1)
        var offset = 0
        while true {
            let message: AgentMessage
            do {
                message = try channel.receive()
            } catch {
                _ = error.description
                return
            }
            let encoded = message.encoded
            guard offset + encoded.count <= bytes.count, encoded.elementsEqual(bytes[offset..<offset + encoded.count]) else {
                fatalError("a message read at byte \(offset) does not encode back to the bytes it was read from")
            }
            offset += encoded.count
        }
    }
}
#endif
