import AuroraPreviewServer
import Foundation
import Synchronization

/// A back end written for the tests: it lists three previews in two files, answers `open` and
/// `variants` with a session and a frame of a known colour, echoes `set` as `state.controls`,
/// answers `inspect`, and records every message it receives, per connection.
final class FakePreviewBackend: PreviewBackend {
    /// The colour of every first frame: opaque (200, 40, 90).
    static let sessionColor: [UInt8] = [200, 40, 90, 255]
    /// The tiny device the tests open: 40 × 30 points at 2× → an 80 × 60 pixel canvas.
    static let hello = """
        {"type":"hello","previews":[
         {"id":"Demo/Ripple.swift:10","name":"Ripple","file":"Demo/Ripple.swift","line":10},
         {"id":"Demo/Ripple.swift:30","name":"Ripple Editor","file":"Demo/Ripple.swift","line":30},
         {"id":"Demo/Counter.swift:5","name":"Counter","file":"Demo/Counter.swift","line":5}],
         "devices":[{"id":"tiny","name":"Tiny","width":40,"height":30,"scale":2},
                    {"id":"small","name":"Small","width":20,"height":20,"scale":1}]}
        """
    static let controls = """
        [{"name":"amplitude","kind":"slider","value":12,"range":[0,24],"step":0},
         {"name":"count","kind":"integer","value":3,"range":[0,10],"step":1},
         {"name":"enabled","kind":"toggle","value":true},
         {"name":"tint","kind":"color","value":"#FF8000FF"},
         {"name":"origin","kind":"point","value":[10,20],"range":[0,100]},
         {"name":"label","kind":"text","value":"hi"},
         {"name":"mode","kind":"picker","value":"b","options":["a","b","c"]}]
        """

    private let state = Mutex(State())

    private struct State {
        var received: [[String]] = []
        var senders: [@Sendable (PreviewOutgoing) async -> Void] = []
        var closed: Set<Int> = []
        var captures: [String: [UInt8]] = [:]
    }

    func connect(send: @escaping @Sendable (PreviewOutgoing) async -> Void) async -> any PreviewClientConnection {
        let number = state.withLock { state in
            state.received.append([])
            state.senders.append(send)
            return state.senders.count - 1
        }
        await send(.text(Self.hello))
        return Connection(number: number, backend: self, send: send)
    }

    func capture(named name: String) async -> [UInt8]? {
        state.withLock { $0.captures[name] }
    }

    /// Makes `GET /captures/NAME` answer `bytes`.
    func store(capture bytes: [UInt8], named name: String) {
        state.withLock { $0.captures[name] = bytes }
    }

    /// The messages connection `number` (in the order browsers connected) has received.
    func received(by number: Int) -> [String] {
        state.withLock { $0.received.indices.contains(number) ? $0.received[number] : [] }
    }

    /// The received messages of connection `number` decoded, with their `type`.
    func messages(of number: Int, type: String) -> [[String: Any]] {
        received(by: number).compactMap { text in
            guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                  object["type"] as? String == type
            else { return nil }
            return object
        }
    }

    var connectionCount: Int { state.withLock { $0.senders.count } }

    func isClosed(_ number: Int) -> Bool { state.withLock { $0.closed.contains(number) } }

    /// Sends a message to connection `number`.
    func send(_ message: PreviewOutgoing, to number: Int) async {
        let send = state.withLock { $0.senders[number] }
        await send(message)
    }

    /// Waits until connection `number` has received a message of `type` for which `matches`
    /// holds; throws after `timeout`.
    func waitForMessage(of number: Int, type: String, timeout: Duration = .seconds(30),
                        where matches: ([String: Any]) -> Bool = { _ in true }) async throws -> [String: Any] {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let message = messages(of: number, type: type).first(where: matches) { return message }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw ChromiumError.timedOut("a \"\(type)\" message on connection \(number); received: \(received(by: number).suffix(5))")
    }

    private final class Connection: PreviewClientConnection {
        let number: Int
        let backend: FakePreviewBackend
        let send: @Sendable (PreviewOutgoing) async -> Void

        init(number: Int, backend: FakePreviewBackend, send: @escaping @Sendable (PreviewOutgoing) async -> Void) {
            self.number = number
            self.backend = backend
            self.send = send
        }

        func receive(text: String) async {
            backend.state.withLock { $0.received[number].append(text) }
            guard let message = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return }
            switch message["type"] as? String {
            case "open":
                await openVariant(0, message)
            case "variants":
                for (index, variant) in ((message["variants"] as? [[String: Any]]) ?? []).enumerated() {
                    await openVariant(index, variant)
                }
            case "set":
                guard let name = message["name"] as? String, let value = message["value"] else { return }
                let state: [String: Any] = ["type": "state", "controls": [name: value]]
                await send(.text(String(decoding: try! JSONSerialization.data(withJSONObject: state), as: UTF8.self)))
            case "inspect":
                await send(.text(#"{"type":"inspector","viewTree":"(VStack (Text \"Hi\"))","accessibility":"(staticText \"Hi\")","displayList":"(display-list)"}"#))
            default:
                break
            }
        }

        private func openVariant(_ index: Int, _ request: [String: Any]) async {
            let width = request["width"] as? Int ?? 40, height = request["height"] as? Int ?? 30
            let scale = request["scale"] as? Int ?? 2
            let session = """
                {"type":"session","variant":\(index),"preview":"x","device":"\(request["device"] as? String ?? "tiny")",\
                "width":\(width),"height":\(height),"scale":\(scale),"scheme":"\(request["scheme"] as? String ?? "light")",\
                "controls":\(index == 0 ? FakePreviewBackend.controls : "[]")}
                """
            await send(.text(session))
            let frame = TestFrame.solid(variant: index, sequence: 0, width: width * scale, height: height * scale,
                                        color: FakePreviewBackend.sessionColor)
            await send(.binary(frame))
        }

        func close() async {
            _ = backend.state.withLock { $0.closed.insert(number) }
        }
    }
}
