/// R1: issue 7's recording target — 3 s at 60 fps of a screen that changes every frame, 393×852 @2x, to APNG.
import Aurora
import AuroraImageIO
import AuroraPreview
import AuroraRaster
import Foundation
import Observation

/// How far the recorded screen has scrolled, set by the script at every frame.
@MainActor @Observable
final class RecordingScrollModel {
    var offset = 0.0
}

/// The V1 typical screen scrolling up by 60 points a second: every frame differs everywhere.
struct ScrollingTypicalScreen: View {
    let model: RecordingScrollModel

    var body: some View {
        TypicalScreen(title: "Reminder").offset(y: -model.offset)
    }
}

extension Workload {
    /// The whole recording: graph, layout and display list per frame on the main actor, frames
    /// rendered one per core and APNG-encoded one per core, 180 frames at 786 × 1704.
    static let recordingAPNG = Workload(
        key: "R1_record", variant: "apng-3s-60fps",
        notes: "180 frames of a scrolling 40-row screen, 393x852 @2x, FrameRecorder + APNGWriter, all threads"
    ) { _, _ in
        WorkloadRun(threads: ProcessInfo.processInfo.activeProcessorCount, run: {
            _ = try onMainActor { try RecordingBenchmark.record() }
        }, output: {
            let pixmap = try onMainActor { try RecordingBenchmark.record(seconds: 1 / 60.0).last }
            guard let pixmap else { throw BenchError.invalidInputs("the recording produced no frame") }
            return .pixmap(pixmap)
        })
    }
}

/// Runs the R1 recording.
enum RecordingBenchmark {
    /// Records `seconds` at 60 fps into an APNG in memory; returns the last batch's pixmaps.
    @MainActor
    static func record(seconds: Double = 3) throws -> [Pixmap] {
        let model = RecordingScrollModel()
        let fps = 60
        let frames = Int((seconds * Double(fps)).rounded())
        let inputs = (0..<frames).map { frame in
            ScriptedInput.action(at: Double(frame) / Double(fps)) { model.offset = Double(frame) }
        }
        let recorder = FrameRecorder(device: RenderDevice(name: "iphone15pro@2x", size: CGSize(width: 393, height: 852), scale: 2,
                                                          safeAreaInsets: RenderDevice.iPhone15Pro.safeAreaInsets),
                                     framesPerSecond: fps, inputs: inputs) { ScrollingTypicalScreen(model: model) }
        let writer = APNGWriter(hasAlpha: false)
        var last: [Pixmap] = []
        try recorder.recordFrames(frames) { batch in
            try writer.append(batch)
            last = batch.map(\.pixmap)
        }
        _ = try writer.finish()
        return last
    }
}
