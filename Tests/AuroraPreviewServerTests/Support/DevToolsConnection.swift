import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The DevTools protocol over Chromium's debugging pipe: numbered commands out, answers matched
/// back by number on a reader thread. Events (messages without an id) are not needed by the
/// tests and are skipped.
final class DevToolsConnection: Sendable {
    private let commands: Int32
    private let answers: Int32
    private let state = Mutex(State())
    // Separate from `state`: a write may block on a full pipe while the reader thread needs `state`.
    private let writeLock = Mutex(())

    private struct State {
        var nextID = 1
        var waiting: [Int: CheckedContinuation<Data, any Error>] = [:]
        var isClosed = false
        var isClosing = false
    }

    init(commands: Int32, answers: Int32) {
        self.commands = commands
        self.answers = answers
        let thread = Thread { [self] in readAnswers() }
        thread.name = "DevTools reader"
        thread.start()
    }

    /// Sends a command and returns the JSON of its `result`; throws its `error`, or on timeout.
    func send(method: String, parameters: [String: Any], session: String?, timeout: Duration) async throws -> Data {
        let id = nextID()
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        let bytes = try JSONSerialization.data(withJSONObject: message)
        let timer = Task { [weak self] in
            try await Task.sleep(for: timeout)
            self?.finish(id: id, with: .failure(ChromiumError.timedOut(method)))
        }
        defer { timer.cancel() }
        do {
            return try await withCheckedThrowingContinuation { continuation in
                let accepted = state.withLock { state -> Bool in
                    guard !state.isClosed else { return false }
                    state.waiting[id] = continuation
                    return true
                }
                guard accepted else { return continuation.resume(throwing: ChromiumError.exited) }
                if !write(bytes) { finish(id: id, with: .failure(ChromiumError.exited)) }
            }
        } catch ChromiumError.protocolError(_, let message) {
            throw ChromiumError.protocolError(method: method, message: message)
        }
    }

    /// Sends a command whose answer nobody waits for (`Browser.close`).
    func sendWithoutAnswer(method: String) {
        let id = nextID()
        if let bytes = try? JSONSerialization.data(withJSONObject: ["id": id, "method": method]) { _ = write(bytes) }
    }

    /// Marks the connection as closing; false when it already was (so close runs once).
    func markClosing() -> Bool {
        state.withLock { state in
            defer { state.isClosing = true }
            return !state.isClosing
        }
    }

    /// Fails every waiting command (the browser is gone).
    func stop() {
        let waiting = state.withLock { state in
            state.isClosed = true
            defer { state.waiting.removeAll() }
            return state.waiting
        }
        for continuation in waiting.values { continuation.resume(throwing: ChromiumError.exited) }
    }

    private func nextID() -> Int {
        state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
    }

    private func write(_ message: Data) -> Bool {
        var bytes = [UInt8](message)
        bytes.append(0)
        return writeLock.withLock { _ in
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes { Glibc.write(commands, $0.baseAddress! + offset, $0.count - offset) }
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    private func finish(id: Int, with result: Result<Data, any Error>) {
        let continuation = state.withLock { $0.waiting.removeValue(forKey: id) }
        continuation?.resume(with: result)
    }

    private func readAnswers() {
        var buffer = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(answers, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            buffer.append(contentsOf: chunk[0..<count])
            while let end = buffer.firstIndex(of: 0) {
                handle(Data(buffer[..<end]))
                buffer.removeSubrange(...end)
            }
        }
        close(answers)
        stop()
    }

    private func handle(_ message: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any],
              let id = object["id"] as? Int
        else { return }
        if let error = object["error"] as? [String: Any] {
            finish(id: id, with: .failure(ChromiumError.protocolError(method: "", message: error["message"] as? String ?? "\(error)")))
        } else {
            let result = object["result"] ?? [String: Any]()
            let data = (try? JSONSerialization.data(withJSONObject: result)) ?? Data("{}".utf8)
            finish(id: id, with: .success(data))
        }
    }
}
