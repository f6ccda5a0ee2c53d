/// One message the server sends to a browser: a JSON text message or a binary frame (laid out
/// as PREVIEW-PROTOCOL.md's "Binary frame").
public enum PreviewOutgoing: Sendable, Equatable {
    /// A JSON object with a `"type"`, sent as a WebSocket text message.
    case text(String)
    /// Bytes sent whole as one WebSocket binary message (a frame).
    case binary([UInt8])
}
