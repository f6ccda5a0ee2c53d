/// What renders the previews behind a `PreviewHTTPServer`: it answers each browser's messages and
/// provides captured files.
public protocol PreviewBackend: Sendable {
    /// A browser connected; `send` delivers messages to it, in the order of the calls.
    ///
    /// `send` returns once the message is queued for the socket; it waits while several megabytes
    /// are already queued for a slow browser, so a renderer that awaits it is paced by the
    /// browser. Messages sent after the tab went away are discarded.
    func connect(send: @escaping @Sendable (PreviewOutgoing) async -> Void) async -> any PreviewClientConnection
    /// The bytes of the file a `GET /captures/NAME` asks for, or nil for a 404. `name` is already
    /// checked: non-empty, no `/` or `\`, not made only of dots.
    func capture(named name: String) async -> [UInt8]?
}
