/// The back end's side of one browser tab's WebSocket, made by `PreviewBackend.connect(send:)`.
public protocol PreviewClientConnection: Sendable {
    /// A text message from the page: always a JSON object with a string `"type"`, at most
    /// `PreviewHTTPServer.incomingMessageLimit` bytes; calls come one at a time, in the order sent.
    func receive(text: String) async
    /// The tab went away (closed, reloaded, or the server stopped); called once, after the last `receive`.
    func close() async
}
