/// Recording outputs: format by extension, a PNG frame folder, APNG and GIF files, and MP4's ffmpeg lookup.
import Aurora
import AuroraImageIO
import AuroraRaster
import Foundation
import Testing
@testable import AuroraPreview

@MainActor
@Suite struct RecordingOutputTests {
    /// A fresh temporary folder.
    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aurora-recording-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Four frames of a model toggled at 0.1 s.
    func frames() throws -> [AnimationFrame] {
        let model = LampModel()
        let recorder = FrameRecorder(device: .canvas(width: 40, height: 30), framesPerSecond: 10,
                                     inputs: [.action(at: 0.1) { model.isOn = true }]) { LampScene(model: model) }
        var frames: [AnimationFrame] = []
        try recorder.recordFrames(4) { frames += $0 }
        return frames
    }

    @Test func theExtensionPicksTheFormat() {
        #expect(RecordingFormat(path: "out/clip.apng") == .apng)
        #expect(RecordingFormat(path: "clip.GIF") == .gif)
        #expect(RecordingFormat(path: "frames.png") == .pngSequence)
        #expect(RecordingFormat(path: "clip.mp4") == .mp4)
        #expect(RecordingFormat(path: "clip.mov") == nil)
        #expect(RecordingFormat(path: "clip") == nil)
    }

    @Test func pngSequenceWritesNumberedFrames() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = try frames()
        let output = try RecordingFormat.pngSequence.makeOutput(path: folder.appendingPathComponent("lamp.png").path,
                                                                width: 40, height: 30, framesPerSecond: 10, hasAlpha: false)
        try output.append(Array(frames[0..<3]))
        try output.append(Array(frames[3...]))
        let path = try output.finish()
        #expect(path.hasSuffix("/lamp"))
        let names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        #expect(names == ["frame-00000.png", "frame-00001.png", "frame-00002.png", "frame-00003.png"])
        let third = try PNGDecoder.decode(Data(contentsOf: URL(fileURLWithPath: path).appendingPathComponent(names[2])))
        #expect(third.hasSamePixels(as: frames[2].pixmap))
    }

    @Test func apngAndGIFFilesHoldEveryFrame() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = try frames()
        for format in [RecordingFormat.apng, .gif] {
            let file = folder.appendingPathComponent("lamp." + format.rawValue).path
            let output = try format.makeOutput(path: file, width: 40, height: 30, framesPerSecond: 10, hasAlpha: false)
            try output.append(frames)
            #expect(try output.finish() == file)
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
            switch format {
            case .apng:
                // The first frame is the PNG's own image; acTL counts four frames.
                #expect(try PNGDecoder.decode(bytes).hasSamePixels(as: frames[0].pixmap))
                let acTL = try #require(bytes.indices.first { Array(bytes[$0..<min($0 + 4, bytes.count)]) == Array("acTL".utf8) })
                #expect(bytes[acTL + 7] == 4)
            default:
                #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
                // Four image descriptors after four graphic control extensions.
                #expect(bytes.indices.filter { $0 + 1 < bytes.count && bytes[$0] == 0x21 && bytes[$0 + 1] == 0xF9 }.count == 4)
            }
        }
    }

    @Test func mp4NeedsFFmpegOnThePath() {
        #expect(FFmpegOutput.findFFmpeg(path: "/nonexistent-folder") == nil)
        #expect(FFmpegOutput.findFFmpeg(path: nil) == nil)
        #expect(RecordingError.ffmpegNotFound.description.contains("ffmpeg"))
    }

    @Test(.enabled(if: FFmpegOutput.findFFmpeg() != nil, "ffmpeg is not on the PATH"))
    func mp4IsWrittenByFFmpegWhenItIsThere() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("lamp.mp4").path
        // 40 × 30 frames: even sides, so no padding.
        let output = try RecordingFormat.mp4.makeOutput(path: file, width: 40, height: 30, framesPerSecond: 10, hasAlpha: false)
        try output.append(try frames())
        #expect(try output.finish() == file)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(bytes.count > 100)
        #expect(Array(bytes[4..<8]) == Array("ftyp".utf8))
    }
}
