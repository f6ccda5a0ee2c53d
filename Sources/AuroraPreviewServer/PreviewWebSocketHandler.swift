import FlyingFox
import Foundation

/// One browser tab's WebSocket: checks the page's messages and hands them to the back end's
/// connection one at a time; writes the back end's messages, each as one whole WebSocket message.
struct PreviewWebSocketHandler: WSHandler {
    let backend: any PreviewBackend
    /// Largest incoming message accepted, in bytes.
    let incomingLimit: Int
    /// Outgoing bytes queued before the back end's `send` waits.
    let outgoingLimit: Int

    func makeFrames(for client: AsyncThrowingStream<WSFrame, any Error>) async throws -> AsyncStream<WSFrame> {
        let queue = PreviewOutgoingQueue(byteLimit: outgoingLimit)
        let connection = await backend.connect { message in
            await queue.push(Self.frame(for: message), waitsForRoom: true)
        }
        let reader = PreviewMessageReader(connection: connection, queue: queue, incomingLimit: incomingLimit)
        let lifetime = Lifetime(reader: Task { await reader.run(client) }, queue: queue)
        // Pulled by the connection's writer after each write; the stream's closure owns
        // `lifetime`, whose deinit (the writer gave up: socket closed, server stopped) ends the reader.
        return AsyncStream(unfolding: { await lifetime.queue.pop() }, onCancel: { lifetime.end() })
    }

    static func frame(for message: PreviewOutgoing) -> WSFrame {
        switch message {
        case .text(let text):
            WSFrame(fin: true, opcode: .text, mask: nil, payload: Data(text.utf8))
        case .binary(let bytes):
            WSFrame(fin: true, opcode: .binary, mask: nil, payload: Data(bytes))
        }
    }

    /// Ends a socket's reader and queue once its writer is gone.
    private final class Lifetime: Sendable {
        let reader: Task<Void, Never>
        let queue: PreviewOutgoingQueue

        init(reader: Task<Void, Never>, queue: PreviewOutgoingQueue) {
            self.reader = reader
            self.queue = queue
        }

        func end() {
            reader.cancel()
            Task { [queue] in await queue.finish() }
        }

        deinit { end() }
    }
}
