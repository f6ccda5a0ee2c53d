/// Issue 22: recordings held every frame until the end (an APNG grew ~190 MB per recorded second);
/// the writers now hand each frame's bytes to their sink as it is encoded.
import AuroraImageIO
import AuroraRaster
import Foundation
import Testing

@Suite struct StreamingAnimationIssue22Tests {
    /// A sink that records what reached it and cannot go back, like a pipe.
    private final class PipeLikeSink: ByteSink {
        var bytes: [UInt8] = []
        func write(_ bytes: UnsafeRawBufferPointer) { self.bytes.append(contentsOf: bytes) }
        var canOverwrite: Bool { false }
        func overwrite(_ bytes: [UInt8], at offset: Int) throws(ImageIOError) {
            throw .fileWriteFailed(path: "pipe", reason: "cannot seek")
        }
    }

    private func frames(_ count: Int) throws -> [AnimationFrame] {
        try (0..<count).map { index in
            var pixmap = try Pixmap(width: 12, height: 8)
            for x in 0..<12 { pixmap.setPixel(RGBAColor(red: Float(index) / Float(count), green: 0.5, blue: 1).pixel, x: x, y: index % 8) }
            return AnimationFrame(pixmap: pixmap, delay: .frameRate(30))
        }
    }

    /// How many times `name` (a 4-letter chunk type) appears in `bytes`.
    private func count(_ name: String, in bytes: [UInt8]) -> Int {
        let type = Array(name.utf8)
        return bytes.indices.dropLast(3).filter { Array(bytes[$0..<$0 + 4]) == type }.count
    }

    @Test func apngFramesReachTheSinkAsTheyAreAppended() throws {
        let sink = PipeLikeSink()
        let writer = APNGWriter(hasAlpha: false, frameCount: 6, sink: sink)
        let all = try frames(6)
        try writer.append(Array(all[0..<2]))
        #expect(count("fcTL", in: sink.bytes) == 2, "frames held back until the end")
        try writer.append(Array(all[2...]))
        #expect(count("fcTL", in: sink.bytes) == 6)
        #expect(count("IEND", in: sink.bytes) == 0)
        try writer.finish()
        // The same file as encoding every frame at once.
        #expect(sink.bytes == (try APNGEncoder(colorType: .rgb).encode(all)))
    }

    @Test func apngToAStreamNeedsItsFrameCountUpFront() throws {
        let sink = PipeLikeSink()
        let writer = APNGWriter(hasAlpha: false, sink: sink)
        try writer.append(try frames(3))
        #expect(throws: ImageIOError.frameCountMismatch(announced: nil, written: 3)) { try writer.finish() }
        let wrong = APNGWriter(hasAlpha: false, frameCount: 5, sink: PipeLikeSink())
        try wrong.append(try frames(3))
        #expect(throws: ImageIOError.frameCountMismatch(announced: 5, written: 3)) { try wrong.finish() }
    }

    @Test func apngToAFileGetsItsFrameCountAtTheEnd() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aurora-stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.apng").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        let file = try OutputStreamFile(path: path)
        let writer = APNGWriter(hasAlpha: false, sink: file)
        let all = try frames(4)
        try writer.append(all)
        try writer.finish()
        // Until the commit, the old file is what a reader sees.
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("old".utf8))
        try file.commit()
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) == (try APNGEncoder(colorType: .rgb).encode(all)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.apng"])
    }

    @Test func anAbandonedFileLeavesTheOldOneAndNoTemporaryFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aurora-stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.gif").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        do {
            let file = try OutputStreamFile(path: path)
            try file.write([1, 2, 3])
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.gif"])
    }

    @Test func gifFramesReachTheSinkOneFrameBehind() throws {
        let sink = PipeLikeSink()
        let writer = GIFWriter(sink: sink)
        let all = try frames(5)
        try writer.append(Array(all[0..<3]))
        // Image descriptors are 0x2C after a graphic control extension (0x21 0xF9 0x04 … 0x00).
        let controls = { sink.bytes.indices.dropLast(1).filter { sink.bytes[$0] == 0x21 && sink.bytes[$0 + 1] == 0xF9 }.count }
        #expect(controls() == 2, "the last frame waits for the next (its disposal depends on it)")
        try writer.append(Array(all[3...]))
        #expect(controls() == 4)
        try writer.finish()
        #expect(controls() == 5 && sink.bytes.last == 0x3B)
        #expect(sink.bytes == (try GIFEncoder().encode(all)))
    }
}
