/// `AgentMessage`: one message of the channel.
import Foundation

/// One message of the channel.
public struct AgentMessage: Equatable, Sendable {
    public var connection: UInt32
    public var kind: AgentMessageKind
    public var payload: [UInt8]

    public init(connection: UInt32, kind: AgentMessageKind, payload: [UInt8] = []) {
        self.connection = connection
        self.kind = kind
        self.payload = payload
    }

    /// The largest message either side accepts (a 4096×4096 frame at 3× fits).
    public static let maximumSize = 1 << 30

    /// The message as bytes on the pipe.
    public var encoded: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(9 + payload.count)
        withUnsafeBytes(of: UInt32(5 + payload.count).littleEndian) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: connection.littleEndian) { bytes.append(contentsOf: $0) }
        bytes.append(kind.rawValue)
        bytes.append(contentsOf: payload)
        return bytes
    }
}
