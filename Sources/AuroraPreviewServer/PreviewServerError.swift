/// Why a `PreviewHTTPServer` could not start.
public enum PreviewServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `start()` was called on a server that is already running.
    case alreadyStarted
    /// Binding or listening on 127.0.0.1:`port` failed (the port is taken, or not allowed).
    case cannotListen(port: UInt16, reason: String)
    /// The page resource is missing from the module's bundle (a broken installation).
    case pageMissing

    /// A one-line explanation for the command line.
    public var description: String {
        switch self {
        case .alreadyStarted: "the preview server is already running"
        case .cannotListen(let port, let reason): "cannot listen on 127.0.0.1:\(port): \(reason)"
        case .pageMissing: "the preview page (PreviewPage.html) is missing from the AuroraPreviewServer resources"
        }
    }
}
