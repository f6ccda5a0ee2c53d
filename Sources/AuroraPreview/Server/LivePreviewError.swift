/// `LivePreviewError`: why the live preview could not start.

/// Why the live preview could not start.
public enum LivePreviewError: Error, CustomStringConvertible {
    case buildFailed(String)

    public var description: String {
        switch self {
        case .buildFailed(let output): "the preview agent did not build:\n\(String(output.suffix(4000)))"
        }
    }
}
