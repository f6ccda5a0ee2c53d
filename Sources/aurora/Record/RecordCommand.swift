/// `RecordCommand`: `aurora record SCENE [--seconds S] [--fps F] [--device D] [--scale S] [-o OUT]` — a scene over time to a file.
import AuroraGeometry
import Aurora
import AuroraPreview
import Foundation

/// The `record` command: runs a named scene on the frame clock and writes its frames as a PNG
/// folder, an APNG, a GIF or an MP4.
struct RecordCommand {
    /// The scene's name; nil with `--list`.
    var scene: String?
    /// The length in seconds; nil means the scene's own.
    var seconds: Double?
    /// Frames per second. Default: 60.
    var framesPerSecond = 60
    /// The device; nil means the scene's own.
    var device: RenderDevice?
    /// The scale overriding the device's; nil keeps the device's.
    var scale: CGFloat?
    /// The output path; its extension picks the format (`-` is an APNG on standard output). Default: `<scene>.apng`.
    var output: String?
    /// Whether to list the scenes instead of recording.
    var listsScenes = false

    /// Why the arguments could not be used, or the recording failed.
    struct Failure: Error, CustomStringConvertible {
        let description: String
        /// Whether the arguments were wrong (exit status 2) rather than the work (1).
        var isUsageError = true
    }

    /// Parses the options after `record`.
    init(arguments: [String]) throws(Failure) {
        var remaining = arguments[...]
        func value(for option: String) throws(Failure) -> String {
            guard let value = remaining.popFirst(), !value.isEmpty else { throw Failure(description: "\(option) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--list":
                listsScenes = true
            case "--seconds":
                guard let number = Double(try value(for: argument)), number.isFinite, number > 0, number <= 600 else {
                    throw Failure(description: "--seconds needs a number in (0, 600]")
                }
                seconds = number
            case "--fps":
                guard let number = Int(try value(for: argument)), (1...240).contains(number) else {
                    throw Failure(description: "--fps needs a whole number from 1 to 240")
                }
                framesPerSecond = number
            case "--device":
                do { device = try RenderCommand.device(named: try value(for: argument)) } catch let error as RenderCommand.UsageError {
                    throw Failure(description: error.description)
                } catch { throw Failure(description: "\(error)") }
            case "--scale":
                guard let number = Double(try value(for: argument)), number.isFinite, number > 0, number <= 8 else {
                    throw Failure(description: "--scale needs a number in (0, 8]")
                }
                scale = CGFloat(number)
            case "-o", "--out":
                output = try value(for: argument)
            case _ where argument.hasPrefix("-"):
                throw Failure(description: "unknown option '\(argument.echoed())'")
            default:
                guard scene == nil else { throw Failure(description: "unexpected argument '\(argument.echoed())'") }
                scene = argument
            }
        }
        guard listsScenes || scene != nil else { throw Failure(description: "record needs a scene name (aurora record --list shows them)") }
    }

    /// Records the scene and returns the path written (or the scene list).
    @MainActor
    func run() throws(Failure) -> String {
        if listsScenes {
            return RecordScene.all.map { $0.name.padding(toLength: 18, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n")
        }
        guard let name = scene, let found = RecordScene.named(name) else {
            throw Failure(description: "no scene '\((scene ?? "").echoed())': " + RecordScene.all.map(\.name).joined(separator: ", "))
        }
        let path = output ?? found.name + ".apng"
        guard let format = RecordingFormat(path: path) else {
            throw Failure(description: RecordingError.unsupportedFormat(URL(fileURLWithPath: path).pathExtension).description)
        }
        if format == .gif, framesPerSecond > 50 {
            AuroraCommandLine.printToStandardError("aurora record: note: a GIF frame lasts at least 2 cs, so \(framesPerSecond) fps plays at 50 fps")
        }
        var target = device ?? found.device
        if let scale { target.scale = scale }
        let timing = RecordScene.Timing(framesPerSecond: framesPerSecond, seconds: seconds ?? found.seconds)
        let recorder = found.makeRecorder(target, timing)
        let count = recorder.frameCount(seconds: timing.seconds)
        do {
            let size = recorder.pixelSize
            let sink = try format.makeOutput(path: path, width: size.width, height: size.height,
                                             framesPerSecond: framesPerSecond, hasAlpha: recorder.hasAlpha)
            let bar = ProgressBar(total: count, label: "recording \(found.name)")
            bar.update(0)
            try recorder.recordFrames(count, progress: bar.update) { try sink.append($0) }
            bar.finish()
            return try sink.finish()
        } catch let error as RecordingError {
            throw Failure(description: error.description, isUsageError: false)
        } catch {
            throw Failure(description: "\(error)", isUsageError: false)
        }
    }
}
