/// `AgentChannelError`: why a channel stopped.

/// Why a channel stopped.
public enum AgentChannelError: Error, Equatable, CustomStringConvertible {
    case closed
    case malformed(String)

    public var description: String {
        switch self {
        case .closed: "the preview agent's channel closed"
        case .malformed(let reason): "the preview agent's channel broke: \(reason)"
        }
    }
}
