/// `PreviewRequestError`: why a page message was refused.

/// Why a page message was refused.
public enum PreviewRequestError: Error, Equatable, CustomStringConvertible {
    case tooLarge(bytes: Int)
    case malformed(String)

    public var description: String {
        switch self {
        case .tooLarge(let bytes): "message of \(bytes) bytes refused (at most \(PreviewRequest.maximumSize))"
        case .malformed(let reason): "malformed message: \(reason)"
        }
    }
}
