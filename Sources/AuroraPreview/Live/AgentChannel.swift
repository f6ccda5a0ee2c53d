/// `AgentChannel`: the pipe protocol between the preview server and the agent process that runs
/// the previews — each message `u32 length, u32 connection, u8 kind, payload` (little-endian; the
/// length counts the connection, kind and payload).
import Foundation

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
        return AgentMessage(connection: connection, kind: kind, payload: try readPayload(count: length - 5))
    }

    /// Payloads are read in pieces of at most this many bytes.
    static let pieceSize = 1 << 20

    /// A payload of `count` bytes, read piece by piece so that memory follows the bytes that
    /// arrive, not the length a header claims (a broken or hostile agent's 1 GiB header followed
    /// by nothing costs one piece, not a gigabyte).
    private func readPayload(count: Int) throws(AgentChannelError) -> [UInt8] {
        var payload: [UInt8] = []
        payload.reserveCapacity(min(count, Self.pieceSize))
        while payload.count < count {
            payload += try read(count: min(Self.pieceSize, count - payload.count))
        }
        return payload
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
