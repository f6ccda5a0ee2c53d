/// The frame recorder: frame times, determinism, scripted state changes and taps at their times.
import Aurora
import AuroraImageIO
import AuroraRaster
import Foundation
import Observation
import Testing
@testable import AuroraPreview

/// A model the scripted actions change and the scene reads.
@MainActor @Observable
final class LampModel {
    var isOn = false
}

/// A lamp: a square that is green when on, red when off; tapping it toggles its own dot.
struct LampScene: View {
    let model: LampModel
    @State private var dot = false

    var body: some View {
        ZStack {
            (model.isOn ? Color.green : Color.red).frame(width: 20, height: 20)
            if dot { Circle().fill(.black).frame(width: 6, height: 6) }
        }
        .onTapGesture { dot.toggle() }
    }
}

@MainActor
@Suite struct FrameRecorderTests {
    static let device = RenderDevice.canvas(width: 40, height: 30, scale: 1)

    /// The colour of the pixel at the centre of the lamp (the canvas centre) and at the dot.
    static func centre(_ pixmap: Pixmap) -> PremultipliedPixel { pixmap.pixel(x: 20, y: 15) }
    static func edge(_ pixmap: Pixmap) -> PremultipliedPixel { pixmap.pixel(x: 12, y: 8) }

    func record(_ inputs: [ScriptedInput], model: LampModel, frames: Int, fps: Int = 8) throws -> [Pixmap] {
        let recorder = FrameRecorder(device: Self.device, framesPerSecond: fps, inputs: inputs) { LampScene(model: model) }
        recorder.batchSize = 3
        var pixmaps: [Pixmap] = []
        try recorder.recordFrames(frames) { batch in
            #expect(batch.allSatisfy { $0.delay == .frameRate(fps) })
            pixmaps += batch.map(\.pixmap)
        }
        return pixmaps
    }

    @Test func framesAndTimesFollowTheFrameRate() {
        let recorder = FrameRecorder(device: Self.device, framesPerSecond: 60) { Color.red }
        #expect(recorder.frameCount(seconds: 3) == 180)
        #expect(recorder.frameCount(seconds: 0.5) == 30)
        #expect(recorder.time(ofFrame: 90) == 1.5)
        #expect(recorder.pixelSize == (40, 30))
        let retina = FrameRecorder(device: .iPhone15Pro) { Color.red }
        #expect(retina.pixelSize == (1179, 2556))
    }

    @Test func anActionChangesStateFromItsTimeOn() throws {
        let model = LampModel()
        let frames = try record([.action(at: 0.25) { model.isOn = true }], model: model, frames: 5)
        // Frames at 0, 0.125, 0.25, 0.375, 0.5: the action at 0.25 shows from the third frame.
        let red = PremultipliedPixel(red: 255, green: 59, blue: 48, alpha: 255)
        let green = PremultipliedPixel(red: 52, green: 199, blue: 89, alpha: 255)
        #expect(frames.map(Self.centre) == [red, red, green, green, green])
        // Outside the lamp: the white background.
        #expect(frames[0].pixel(x: 1, y: 1) == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func tapsHitTheSceneAtTheirPoints() throws {
        let model = LampModel()
        let frames = try record([.tap(at: CGPoint(x: 20, y: 15), time: 0.1), .tap(at: CGPoint(x: 2, y: 2), time: 0.2),
                                 .tap(at: CGPoint(x: 12, y: 8), time: 0.3)], model: model, frames: 4)
        let black = PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 255)
        // The dot appears after the first tap (frame 1 at 0.125), the tap outside the lamp does nothing,
        // and the tap on the lamp's corner at 0.3 hides it again (frame 3 at 0.375).
        #expect(frames.map { Self.centre($0) == black } == [false, true, true, false])
    }

    @Test func aSceneRecordedTwiceGivesTheSamePixels() throws {
        func run() throws -> [Pixmap] {
            let model = LampModel()
            return try record([.action(at: 0.1) { model.isOn.toggle() }, .tap(at: CGPoint(x: 20, y: 15), time: 0.3)],
                              model: model, frames: 6, fps: 10)
        }
        let first = try run(), second = try run()
        #expect(first.count == 6)
        #expect(zip(first, second).allSatisfy { $0.hasSamePixels(as: $1) })
        #expect(!first[0].hasSamePixels(as: first[5]))
    }

    @Test func eventsAtTheSameTimeRunInTheOrderGiven() throws {
        let model = LampModel()
        var order: [String] = []
        let recorder = FrameRecorder(device: Self.device, framesPerSecond: 4, inputs: [
            .action(at: 0.5) { order.append("b"); model.isOn = false },
            .action(at: 0.25) { order.append("a") },
            .action(at: 0.5) { order.append("c"); model.isOn = true },
        ]) { LampScene(model: model) }
        var last: Pixmap?
        try recorder.recordFrames(3) { last = $0.last?.pixmap }
        #expect(order == ["a", "b", "c"])
        #expect(last.map(Self.centre) == PremultipliedPixel(red: 52, green: 199, blue: 89, alpha: 255))
    }

    @Test func noBackgroundRecordsTransparency() throws {
        let recorder = FrameRecorder(device: Self.device, background: nil) { Color.red.frame(width: 10, height: 10) }
        #expect(recorder.hasAlpha)
        var frame: Pixmap?
        try recorder.recordFrames(1) { frame = $0.first?.pixmap }
        #expect(frame?.pixel(x: 0, y: 0).alpha == 0)
        #expect(frame?.pixel(x: 20, y: 15).alpha == 255)
    }
}
