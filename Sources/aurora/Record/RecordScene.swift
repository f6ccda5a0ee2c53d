/// `RecordScene`: a named scene `aurora record` can run — its view, its scripted input, its default device and length.
import Aurora
import AuroraPreview
import Foundation

/// A scene of the `record` command: a view and the input scripted over it.
struct RecordScene {
    /// The recording's frame rate and length, for scenes whose script depends on them.
    struct Timing {
        let framesPerSecond: Int
        let seconds: Double
    }

    /// The name on the command line (`gradient-detail`).
    let name: String
    /// One line for `aurora record --list`.
    let summary: String
    /// The device recorded on when `--device` is not given.
    let device: RenderDevice
    /// The length recorded when `--seconds` is not given.
    let seconds: Double
    /// Makes a recorder of the scene, ready at time 0.
    let makeRecorder: @MainActor (RenderDevice, Timing) -> FrameRecorder

    /// A scene with no scripted input: `RecordScene("name", "what it shows") { MyView() }`.
    init<Content: View>(_ name: String, _ summary: String, device: RenderDevice = .iPhone15Pro, seconds: Double = 3,
                        @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(name, summary, device: device, seconds: seconds) { _ in (content(), []) }
    }

    /// A scene with scripted input: `setup` returns the view and the input for the timing, sharing
    /// any model the input changes.
    init<Content: View>(_ name: String, _ summary: String, device: RenderDevice = .iPhone15Pro, seconds: Double = 3,
                        scripted setup: @escaping @MainActor (Timing) -> (Content, [ScriptedInput])) {
        self.name = name
        self.summary = summary
        self.device = device
        self.seconds = seconds
        makeRecorder = { device, timing in
            let (view, inputs) = setup(timing)
            return FrameRecorder(device: device, framesPerSecond: timing.framesPerSecond, inputs: inputs) { view }
        }
    }
}
