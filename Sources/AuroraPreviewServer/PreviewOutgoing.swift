/// One message the server sends to a browser: a JSON text message or a binary frame
/// (see the binary frame layout of `PreviewFrame`).
public enum PreviewOutgoing: Sendable, Equatable {
    /// A JSON object with a `"type"`, sent as a WebSocket text message.
    case text(String)
    /// Bytes sent whole as one WebSocket binary message (a frame: `PreviewFrame.encoded()`).
    case binary([UInt8])
}
