/// Hot reload as a developer meets it: a package's preview is built and shown, a saved edit swaps
/// in the new code within seconds with the session kept, and a compile error is reported with its
/// file and line while the last good agent keeps running.
import Aurora
import AuroraTestSupport
import Foundation
import Testing
@testable import AuroraPreview

/// What the service delivered to pages, collected for the test.
final class DeliveredMessages: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [(UInt32, LivePreviewService.Outgoing)] = []

    func add(_ id: UInt32, _ message: LivePreviewService.Outgoing) { lock.withLock { messages.append((id, message)) } }

    var texts: [String] {
        lock.withLock { messages.compactMap { if case .text(let t) = $0.1 { t } else { nil } } }
    }

    var frames: [[UInt8]] {
        lock.withLock { messages.compactMap { if case .binary(let b) = $0.1 { b } else { nil } } }
    }

    func wait(seconds: Double, until condition: (DeliveredMessages) -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(self) { return true }
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
        return condition(self)
    }
}

/// The colour at a point of the canvas, replaying every frame rectangle received so far.
func canvasPixel(_ frames: [[UInt8]], x: Int, y: Int) -> [UInt8]? {
    var pixel: [UInt8]?
    for frame in frames {
        func u32(_ offset: Int) -> Int { frame[offset..<offset + 4].reversed().reduce(0) { $0 << 8 | Int($1) } }
        let (rx, ry, rw, rh) = (u32(32), u32(36), u32(40), u32(44))
        guard x >= rx, x < rx + rw, y >= ry, y < ry + rh else { continue }
        let offset = 48 + ((y - ry) * rw + (x - rx)) * 4
        pixel = Array(frame[offset..<offset + 4])
    }
    return pixel
}

/// Whether two RGBA pixels differ by at most 2 in each channel.
func isClose(_ pixel: [UInt8]?, _ expected: [UInt8]) -> Bool {
    guard let pixel else { return false }
    return zip(pixel, expected).allSatisfy { abs(Int($0) - Int($1)) <= 2 }
}

@Suite(.serialized) struct HotReloadTests {
    @Test(.timeLimit(.minutes(20)))
    func aSavedEditShowsWithinSecondsAndACompileErrorIsReported() async throws {
        try await PreviewFixturePackage.withCopy { root in try await reload(root) }
    }

    private func reload(_ root: URL) async throws {
        let swatchFile = root.appendingPathComponent(PreviewFixturePackage.swatchPath)
        let original = try String(contentsOf: swatchFile, encoding: .utf8)
        let package = try PreviewPackage.describe(root)
        #expect(package.libraries == ["PreviewFixture"] && package.modules == ["PreviewFixture"])
        let delivered = DeliveredMessages()
        let service = LivePreviewService(source: .package(package, configuration: "debug"),
                                         capturesDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("hot-reload-captures")) {
            delivered.add($0, $1)
        }
        try service.start()
        defer { service.stop() }
        service.connect(1)
        #expect(await delivered.wait(seconds: 30) { $0.texts.contains { $0.contains(#""type":"hello""#) && $0.contains("Swatch") } })
        service.receive(1, text: #"{"type":"open","preview":"PreviewFixture/Swatch.swift:16","device":"custom","width":60,"height":60,"scale":1}"#)
        #expect(await delivered.wait(seconds: 30) { isClose(canvasPixel($0.frames, x: 30, y: 30), [0, 122, 255, 255]) }, "blue")
        service.receive(1, text: #"{"type":"pointer","phase":"down","x":30,"y":30}"#)
        service.receive(1, text: #"{"type":"pointer","phase":"up","x":30,"y":30}"#)
        #expect(await delivered.wait(seconds: 30) { isClose(canvasPixel($0.frames, x: 30, y: 30), [128, 188, 255, 255]) }, "half opaque on white after a tap")

        // An edit: green instead of blue. The tap is replayed in the new agent, so the swatch stays half opaque.
        try Data(original.replacingOccurrences(of: "Color.blue", with: "Color.green").utf8).write(to: swatchFile)
        #expect(await delivered.wait(seconds: 300) { isClose(canvasPixel($0.frames, x: 30, y: 30), [154, 227, 172, 255]) },
                "half-opaque green (52, 199, 89) after the reload: \(delivered.texts.suffix(3))")
        #expect(delivered.texts.contains { $0.contains(#""type":"build""#) && $0.contains(#""state":"ok""#) })
        let reload = try #require(service.lastReload)
        print("hot reload: detect \(reload.detect) s, build \(reload.build) s, swap \(reload.swap) s")

        // A compile error: the overlay's diagnostic names the file and line; the last agent keeps serving.
        try Data(original.replacingOccurrences(of: ".frame(width: 40, height: 40)", with: ".frame(width: missing, height: 40)").utf8).write(to: swatchFile)
        #expect(await delivered.wait(seconds: 300) { $0.texts.contains { $0.contains(#""state":"error""#) } })
        let error = try #require(delivered.texts.last { $0.contains(#""state":"error""#) })
        #expect(error.contains("Swatch.swift") && error.contains(#""line":11"#) && error.contains("cannot find 'missing' in scope"))
        let textsBefore = delivered.texts.count
        service.receive(1, text: #"{"type":"pause"}"#)
        #expect(await delivered.wait(seconds: 30) { $0.texts.dropFirst(textsBefore).contains { $0.contains(#""playing":false"#) } },
                "the last good agent still answers")
        try Data(original.utf8).write(to: swatchFile)
    }
}
