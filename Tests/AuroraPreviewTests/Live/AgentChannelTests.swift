/// Tests for `AgentChannel`'s framing: messages across pieces, lying headers, broken kinds.
@testable import AuroraPreview
import Foundation
import Testing

@Suite struct AgentChannelTests {
    /// A channel reading `bytes` from a temporary file (a pipe would need a writer thread for long input).
    static func channel(reading bytes: [UInt8]) throws -> (AgentChannel, Int32) {
        var template = Array("/tmp/aurora-agent-channel-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        try #require(descriptor >= 0)
        unlink(template)
        try #require(write(descriptor, bytes, bytes.count) == bytes.count)
        lseek(descriptor, 0, SEEK_SET)
        return (AgentChannel(input: descriptor, output: -1), descriptor)
    }

    @Test func aPayloadLongerThanOnePieceArrivesWhole() throws {
        let payload = (0..<(AgentChannel.pieceSize * 2 + 77)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let sent = [AgentMessage(connection: 9, kind: .frame, payload: payload), AgentMessage(connection: 9, kind: .disconnect)]
        let (channel, descriptor) = try Self.channel(reading: sent.flatMap(\.encoded))
        defer { close(descriptor) }
        #expect(try channel.receive() == sent[0])
        #expect(try channel.receive() == sent[1])
        #expect(throws: AgentChannelError.closed) { try channel.receive() }
    }

    @Test func aHeaderClaimingMoreThanArrivesEndsAsClosed() throws {
        // A gigabyte announced, eleven bytes sent: the reader stops at the end of input.
        var bytes = AgentMessage(connection: 1, kind: .text, payload: Array("{\"type\":\"".utf8)).encoded
        bytes.replaceSubrange(0..<4, with: [0x00, 0x00, 0x00, 0x40])
        let (channel, descriptor) = try Self.channel(reading: bytes)
        defer { close(descriptor) }
        #expect(throws: AgentChannelError.closed) { try channel.receive() }
    }

    @Test func malformedHeadersAreTypedErrors() throws {
        let tooLong = [0x01, 0x00, 0x00, 0x40, 0, 0, 0, 0, 2] as [UInt8]
        let (long, first) = try Self.channel(reading: tooLong)
        defer { close(first) }
        #expect(throws: AgentChannelError.malformed("a message of \((1 << 30) + 1) bytes")) { try long.receive() }
        var unknown = AgentMessage(connection: 1, kind: .alive).encoded
        unknown[8] = 200
        let (kind, second) = try Self.channel(reading: unknown)
        defer { close(second) }
        #expect(throws: AgentChannelError.malformed("unknown message kind 200")) { try kind.receive() }
    }
}
