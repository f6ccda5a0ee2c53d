/// `AgentChannel`: the pipe protocol between the preview server and the agent process that runs
/// the previews — each message `u32 length, u32 connection, u8 kind, payload` (little-endian; the
/// length counts the connection, kind and payload).
import Foundation

/// What a channel message carries.
public enum AgentMessageKind: UInt8, Sendable {
    /// Server → agent: a page connected (`connection` is its number).
    case connect = 1
    /// Both ways: a text message of (or for) the page, JSON.
    case text = 2
    /// Server → agent: the page went away.
    case disconnect = 3
    /// Server → agent: restore a connection's sessions exported by an earlier agent (hot reload).
    case restore = 4
    /// Server → agent: export the connection's sessions (before a hot reload).
    case export = 5
    /// Agent → server: a binary frame for the page.
    case frame = 6
    /// Agent → server: the connection's exported sessions, empty when it has none (`restore` takes it back).
    case exported = 7
    /// Agent → server: the agent's main loop is alive (sent twice a second).
    case alive = 8
}

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

/// Reads and writes channel messages on file descriptors (blocking; one reader and one writer at a time).
public final class AgentChannel: @unchecked Sendable {
    private let input: Int32
    private let output: Int32
    private let writeLock = NSLock()

    public init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// The next message; throws `.closed` at the end of input.
    public func receive() throws(AgentChannelError) -> AgentMessage {
        let header = try read(count: 9)
        let length = header.withUnsafeBytes { Int(UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self))) }
        guard length >= 5, length <= AgentMessage.maximumSize else { throw .malformed("a message of \(length) bytes") }
        let connection = header.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: 4, as: UInt32.self)) }
        guard let kind = AgentMessageKind(rawValue: header[8]) else { throw .malformed("unknown message kind \(header[8])") }
        return AgentMessage(connection: connection, kind: kind, payload: try read(count: length - 5))
    }

    /// Writes a message whole; false when the other side has gone.
    @discardableResult
    public func send(_ message: AgentMessage) -> Bool {
        let bytes = message.encoded
        writeLock.lock()
        defer { writeLock.unlock() }
        return bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let wrote = write(output, buffer.baseAddress! + done, buffer.count - done)
                if wrote < 0, errno == EINTR { continue }
                if wrote <= 0 { return false }
                done += wrote
            }
            return true
        }
    }

    private func read(count: Int) throws(AgentChannelError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress! + done, count - done) }
            if got < 0, errno == EINTR { continue }
            if got <= 0 { throw .closed }
            done += got
        }
        return bytes
    }
}
