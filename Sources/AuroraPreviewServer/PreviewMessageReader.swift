import FlyingFox
import Foundation

/// Reads one WebSocket's incoming frames: answers pings and close, joins fragments, rejects what
/// the protocol does not allow with an `error` message (the connection stays open), and passes
/// each well-formed text message to the back end in order.
struct PreviewMessageReader: Sendable {
    let connection: any PreviewClientConnection
    let queue: PreviewOutgoingQueue
    let incomingLimit: Int

    /// Reads until the browser closes or the socket fails, then closes the back end's connection
    /// and the outgoing queue.
    func run(_ frames: AsyncThrowingStream<WSFrame, any Error>) async {
        var message: (opcode: WSFrame.Opcode, payload: Data, isTooLarge: Bool)?
        do {
            for try await frame in frames {
                switch frame.opcode {
                case .ping:
                    await queue.push(WSFrame(fin: true, opcode: .pong, mask: nil, payload: frame.payload), waitsForRoom: false)
                    continue
                case .pong:
                    continue
                case .close:
                    await queue.push(WSFrame.close(code: .normalClosure), waitsForRoom: false)
                    throw CancellationError()
                case .text, .binary:
                    if message != nil {
                        await reply(error: "a new message began before the previous fragmented one ended")
                    }
                    message = (frame.opcode, Data(), false)
                case .continuation:
                    guard message != nil else {
                        await reply(error: "a continuation frame arrived outside a fragmented message")
                        continue
                    }
                default:
                    await reply(error: "unknown WebSocket opcode \(frame.opcode.rawValue)")
                    continue
                }
                if message!.payload.count + frame.payload.count > incomingLimit {
                    message!.isTooLarge = true
                    message!.payload = Data()
                }
                if !message!.isTooLarge { message!.payload.append(frame.payload) }
                guard frame.fin, let complete = message else { continue }
                message = nil
                await handle(opcode: complete.opcode, payload: complete.payload, isTooLarge: complete.isTooLarge)
            }
        } catch {
            // The browser closed, the socket failed or the server is stopping: the tab is gone.
        }
        await connection.close()
        await queue.finish()
    }

    private func handle(opcode: WSFrame.Opcode, payload: Data, isTooLarge: Bool) async {
        guard !isTooLarge else {
            return await reply(error: "message rejected: larger than the \(incomingLimit)-byte limit")
        }
        guard opcode == .text else {
            return await reply(error: "message rejected: the page sends only text (JSON) messages")
        }
        guard let text = String(data: payload, encoding: .utf8) else {
            return await reply(error: "message rejected: not valid UTF-8")
        }
        guard let object = try? JSONSerialization.jsonObject(with: payload) as? [String: Any],
              object["type"] is String
        else {
            return await reply(error: "malformed message: expected a JSON object with a string \"type\": \(Self.excerpt(text))")
        }
        await connection.receive(text: text)
    }

    private func reply(error message: String) async {
        await queue.push(PreviewWebSocketHandler.frame(for: .text(PreviewServerMessage.error(message))), waitsForRoom: false)
    }

    private static func excerpt(_ text: String) -> String {
        text.count <= 80 ? text : String(text.prefix(80)) + "…"
    }
}
