/// `LivePreviewBackend`: connects the preview server's pages to the live previews.
import AuroraPreview
import AuroraPreviewServer
import Foundation

/// The server's back end: each page gets a connection number; its messages go to the
/// `LivePreviewService`, and the service's messages for it are sent in order.
final class LivePreviewBackend: PreviewBackend, @unchecked Sendable {
    private let lock = NSLock()
    private var outboxes: [UInt32: AsyncStream<PreviewOutgoing>.Continuation] = [:]
    private var nextID: UInt32 = 1
    /// The previews' runner.
    private(set) var service: LivePreviewService!

    init(source: LivePreviewService.Source, capturesDirectory: URL) {
        service = LivePreviewService(source: source, capturesDirectory: capturesDirectory) { [weak self] id, message in
            self?.outbox(id)?.yield(Self.outgoing(message))
        }
    }

    private static func outgoing(_ message: LivePreviewService.Outgoing) -> PreviewOutgoing {
        switch message {
        case .text(let text): .text(text)
        case .binary(let bytes): .binary(bytes)
        }
    }

    private func outbox(_ id: UInt32) -> AsyncStream<PreviewOutgoing>.Continuation? {
        lock.withLock { outboxes[id] }
    }

    func connect(send: @escaping @Sendable (PreviewOutgoing) async -> Void) async -> any PreviewClientConnection {
        let (stream, continuation) = AsyncStream<PreviewOutgoing>.makeStream(bufferingPolicy: .unbounded)
        let id = register(continuation)
        Task {
            for await message in stream { await send(message) }
        }
        service.connect(id)
        return Client(id: id, backend: self)
    }

    private func register(_ continuation: AsyncStream<PreviewOutgoing>.Continuation) -> UInt32 {
        lock.withLock {
            let id = nextID
            nextID += 1
            outboxes[id] = continuation
            return id
        }
    }

    func capture(named name: String) async -> [UInt8]? {
        service.capture(named: name).map { Array($0) }
    }

    fileprivate func closed(_ id: UInt32) {
        service.disconnect(id)
        lock.withLock { outboxes.removeValue(forKey: id) }?.finish()
    }

    /// One page's side of the backend.
    private struct Client: PreviewClientConnection {
        let id: UInt32
        let backend: LivePreviewBackend

        func receive(text: String) async { backend.service.receive(id, text: text) }
        func close() async { backend.closed(id) }
    }
}
