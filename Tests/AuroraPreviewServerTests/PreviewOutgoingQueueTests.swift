@testable import AuroraPreviewServer
import FlyingFox
import Foundation
import Testing

struct PreviewOutgoingQueueTests {
    private func frame(_ tag: UInt8, bytes: Int) -> WSFrame {
        WSFrame(fin: true, opcode: .binary, mask: nil, payload: Data([tag] + [UInt8](repeating: 0, count: bytes - 1)))
    }

    @Test func aFullQueueMakesPushesWaitAndKeepsTheirOrder() async throws {
        let queue = PreviewOutgoingQueue(byteLimit: 100)
        await queue.push(frame(1, bytes: 100), waitsForRoom: true)
        let order = OrderLog()
        let second = Task { await queue.push(frame(2, bytes: 10), waitsForRoom: true); order.append(2) }
        try await Task.sleep(for: .milliseconds(50))
        let third = Task { await queue.push(frame(3, bytes: 10), waitsForRoom: true); order.append(3) }
        try await Task.sleep(for: .milliseconds(50))
        #expect(order.values.isEmpty, "both wait while 100 bytes are queued")
        // A server reply goes straight in, ahead of the waiting pushes.
        await queue.push(frame(9, bytes: 5), waitsForRoom: false)
        var tags: [UInt8] = []
        for _ in 0..<4 { tags.append(try #require(await queue.pop()).payload.first!) }
        await second.value
        await third.value
        #expect(tags == [1, 9, 2, 3])
    }

    @Test func finishDeliversWhatIsQueuedThenEnds() async throws {
        let queue = PreviewOutgoingQueue(byteLimit: 10)
        await queue.push(frame(1, bytes: 10), waitsForRoom: true)
        let waiting = Task { await queue.push(frame(2, bytes: 10), waitsForRoom: true) }
        try await Task.sleep(for: .milliseconds(50))
        await queue.finish()
        await waiting.value
        #expect(await queue.pop()?.payload.first == 1)
        #expect(await queue.pop() == nil)
        await queue.push(frame(3, bytes: 1), waitsForRoom: true)
        #expect(await queue.pop() == nil, "pushes after finish are discarded")
    }

    @Test func popWaitsForAPush() async throws {
        let queue = PreviewOutgoingQueue(byteLimit: 10)
        let popped = Task { await queue.pop()?.payload.first }
        try await Task.sleep(for: .milliseconds(50))
        await queue.push(frame(5, bytes: 1), waitsForRoom: true)
        #expect(await popped.value == 5)
    }

    private final class OrderLog: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Int] = []
        var values: [Int] { lock.withLock { storage } }
        func append(_ value: Int) { lock.withLock { storage.append(value) } }
    }
}
