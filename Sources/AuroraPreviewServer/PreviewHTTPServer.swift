import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// The live preview's web server on 127.0.0.1: `GET /` serves the page, `GET /ws` a WebSocket per
/// browser tab (wired to the back end's `connect(send:)`), `GET /captures/NAME` a captured file.
///
/// ```swift
/// let server = PreviewHTTPServer(port: 0, backend: myBackend)
/// let port = try await server.start()        // 0 picks a free port
/// print("http://127.0.0.1:\(port)")
/// // …
/// await server.stop()                          // closes every WebSocket, then the listener
/// ```
public final class PreviewHTTPServer: Sendable {
    /// The largest message the page may send, in bytes; a larger one is answered with an
    /// `error` message and dropped, and the connection stays open.
    public static let incomingMessageLimit = 1 << 20
    /// Bytes queued for one browser before the back end's `send` waits for the socket.
    static let outgoingQueueLimit = 8 << 20

    private let requestedPort: UInt16
    private let backend: any PreviewBackend
    private let state = Mutex<State>(.idle)

    private enum State {
        case idle
        case starting
        case running(HTTPServer, Task<Void, Never>)
    }

    /// A server for `backend` on 127.0.0.1:`port` (0 = any free port); it listens from `start()`.
    public init(port: UInt16, backend: any PreviewBackend) {
        self.requestedPort = port
        self.backend = backend
    }

    /// Starts listening and returns the bound port. Throws `PreviewServerError`.
    public func start() async throws -> UInt16 {
        try state.withLock { state in
            guard case .idle = state else { throw PreviewServerError.alreadyStarted }
            state = .starting
        }
        do {
            let (server, task, port) = try await listen()
            state.withLock { $0 = .running(server, task) }
            return port
        } catch {
            state.withLock { $0 = .idle }
            throw error
        }
    }

    /// Closes every WebSocket (each back end connection gets `close()`) and the listener; the
    /// server can be started again.
    public func stop() async {
        let running: (HTTPServer, Task<Void, Never>)? = state.withLock { state in
            guard case .running(let server, let task) = state else { return nil }
            state = .starting
            return (server, task)
        }
        guard let (server, task) = running else { return }
        await server.stop(timeout: 0)
        await task.value
        state.withLock { $0 = .idle }
    }

    private func listen() async throws -> (HTTPServer, Task<Void, Never>, UInt16) {
        let page = try PreviewPage.html()
        let port = requestedPort
        let server = HTTPServer(address: try sockaddr_in.inet(ip4: "127.0.0.1", port: port), logger: .disabled)
        await server.appendRoute("GET /") { _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"], body: page)
        }
        let socketHandler = PreviewWebSocketHandler(
            backend: backend,
            incomingLimit: Self.incomingMessageLimit,
            outgoingLimit: Self.outgoingQueueLimit
        )
        await server.appendRoute("GET /ws", to: WebSocketHTTPHandler(handler: socketHandler))
        await server.appendRoute("GET /captures/*") { [backend] request in
            let name = String(request.path.dropFirst("/captures/".count)).removingPercentEncoding ?? ""
            guard Self.isCaptureName(name), let bytes = await backend.capture(named: name) else {
                return HTTPResponse(statusCode: .notFound)
            }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: Self.contentType(ofCapture: name)], body: Data(bytes))
        }

        let failure = Failure()
        let task = Task {
            do { try await server.run() } catch { failure.record(error) }
        }
        // `run()` either listens or fails, so this ends without a deadline (a busy machine may take
        // seconds to schedule it; a deadline here once failed healthy servers under a full test run).
        while true {
            if await server.isListening, case .ip4(_, let bound) = await server.listeningAddress {
                return (server, task, bound)
            }
            if let reason = failure.reason { throw PreviewServerError.cannotListen(port: port, reason: reason) }
            try? await Task.sleep(for: .milliseconds(2))
        }
    }

    /// A capture name names one file: not empty, no path separators, not `.` or `..` (nor any
    /// name made only of dots), no control characters, at most 255 bytes.
    static func isCaptureName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 255
            && !name.allSatisfy { $0 == "." }
            && !name.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0.properties.generalCategory == .control }
    }

    private static func contentType(ofCapture name: String) -> String {
        switch name.split(separator: ".").last?.lowercased() {
        case "png": "image/png"
        case "apng": "image/apng"
        case "gif": "image/gif"
        case "mp4": "video/mp4"
        default: "application/octet-stream"
        }
    }

    /// Why `run()` ended before the server listened.
    private final class Failure: Sendable {
        private let storage = Mutex<String?>(nil)

        var reason: String? { storage.withLock { $0 } }

        func record(_ error: any Error) {
            storage.withLock { $0 = "\(error)" }
        }
    }
}
