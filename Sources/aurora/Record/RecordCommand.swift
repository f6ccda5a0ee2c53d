/// `RecordCommand`: `aurora record SCENE [--seconds S] [--fps F] [--device D] [--scale S] [-o OUT]…` — a scene over time to files.
import ArgumentParser
import AuroraGeometry
import AuroraImageIO
import Aurora
import AuroraPreview
import Foundation

/// The `record` command: runs a named scene on the frame clock and writes its frames as a PNG
/// folder, an APNG, a GIF or an MP4.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Run a scene over time and write its frames: a folder of PNGs, an APNG, a GIF or an MP4.",
        discussion: """
            The output's extension picks the format: a path ending in .png is a folder of numbered frames; .mp4 needs ffmpeg on the PATH; - writes an APNG to standard output. Give -o more than once to write several files from one run. Prints each path written when done (nothing for standard output).

            Examples:
              aurora record --list
              aurora record ripple
              aurora record particle-visualizer --seconds 2 --fps 30 -o particles.gif
              aurora record tap-tiles --device 320x320 --scale 1 -o frames.png
              aurora record carousel --scale 1 --fps 20 -o carousel.apng -o carousel.mp4
            """
    )

    /// The scene's name; nil with `--list`.
    @Argument(help: ArgumentHelp("The scene to record (aurora record --list names them).", valueName: "scene"))
    var scene: String?
    /// The length in seconds; nil means the scene's own.
    @Option(help: ArgumentHelp("The length in seconds, in (0, 600]. Default: the scene's own.", valueName: "seconds"),
            transform: RecordCommand.seconds)
    var seconds: Double?
    /// Frames per second. Default: 60.
    @Option(name: .customLong("fps"), help: ArgumentHelp("Frames per second, 1 to 240.", valueName: "fps"),
            transform: RecordCommand.framesPerSecond)
    var framesPerSecond = 60
    /// The device; nil means the scene's own.
    @Option(help: ArgumentHelp("A device preset (iphone15pro, iphonese, ipad) or a canvas W×H in points. Default: the scene's own.",
                               valueName: "device"),
            transform: { try RenderDevice(named: $0) })
    var device: RenderDevice?
    /// The scale overriding the device's; nil keeps the device's.
    @Option(help: ArgumentHelp("Pixels per point, in (0, 8]. Default: the device's.", valueName: "scale"), transform: RenderCommand.scale)
    var scale: CGFloat?
    /// The output paths; each one's extension picks its format (`-` is an APNG on standard output). Default: `<scene>.apng`.
    @Option(name: [.customShort("o"), .customLong("out")],
            help: ArgumentHelp("The file to write: .png (a folder of frames), .apng, .gif, .mp4 or - ; repeat it to write several from one run. Default: SCENE.apng.",
                               valueName: "file"))
    var outputs: [String] = []
    /// The memory and time each frame's render may take.
    @OptionGroup var limits: RenderBudgetOptions
    /// Whether to list the scenes instead of recording.
    @Flag(name: .customLong("list"), help: "List the scenes and what each shows.")
    var listsScenes = false

    /// Why the recording failed.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Why an option's value is out of range (the parser names the option and quotes the value).
    struct RangeError: Error, CustomStringConvertible {
        let description: String
    }

    /// A length in (0, 600] seconds.
    static func seconds(_ text: String) throws(RangeError) -> Double {
        guard let number = Double(text), number.isFinite, number > 0, number <= 600 else { throw RangeError(description: "expected a number in (0, 600]") }
        return number
    }

    /// A whole number of frames per second from 1 to 240.
    static func framesPerSecond(_ text: String) throws(RangeError) -> Int {
        guard let number = Int(text), (1...240).contains(number) else { throw RangeError(description: "expected a whole number from 1 to 240") }
        return number
    }

    func validate() throws {
        guard listsScenes || scene != nil else { throw ValidationError("record needs a scene name (aurora record --list shows them)") }
        guard !outputs.contains(where: \.isEmpty) else { throw ValidationError("option '--out' needs a file") }
        guard outputs.filter({ $0 == OutputFile.standardOutputPath }).count <= 1 else {
            throw ValidationError("option '--out' can name standard output (-) only once")
        }
        guard !listsScenes else { return }
        try MainActor.assumeIsolated { for path in outputPaths(for: try found.name) { _ = try Self.format(of: path) } }
    }

    /// The format `path`'s extension picks.
    private static func format(of path: String) throws(ValidationError) -> RecordingFormat {
        guard let format = RecordingFormat(path: path) else {
            throw ValidationError(RecordingError.unsupportedFormat(URL(fileURLWithPath: path).pathExtension).description)
        }
        return format
    }

    /// The scene `scene` names.
    @MainActor
    private var found: RecordScene {
        get throws(ValidationError) {
            guard let name = scene, let found = RecordScene.named(name) else {
                throw ValidationError("no scene '\((scene ?? "").echoed())': " + RecordScene.all.map(\.name).joined(separator: ", "))
            }
            return found
        }
    }

    /// Where the recording goes: every `--out`, or `<scene>.apng`.
    private func outputPaths(for sceneName: String) -> [String] { outputs.isEmpty ? [sceneName + ".apng"] : outputs }

    func run() throws {
        let written = try MainActor.assumeIsolated { () throws(Failure) in try record() }
        for path in written { AuroraCommandLine.reportWritten(path) }
    }

    /// The scenes in two aligned columns: name, then what it shows.
    @MainActor
    static var sceneList: String {
        let width = (RecordScene.all.map(\.name.count).max() ?? 0) + 2
        return RecordScene.all.map { $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n")
    }

    /// Records the scene and returns the paths written (or the scene list).
    @MainActor
    func record() throws(Failure) -> [String] {
        if listsScenes { return [Self.sceneList] }
        let found: RecordScene, paths: [String], formats: [RecordingFormat]
        do throws(ValidationError) {
            found = try self.found
            paths = outputPaths(for: found.name)
            formats = try paths.map { path throws(ValidationError) in try Self.format(of: path) }
        } catch {
            throw Failure(description: error.message)
        }
        if formats.contains(.gif), framesPerSecond > 50 {
            AuroraCommandLine.printToStandardError("aurora record: note: a GIF frame lasts at least 2 cs, so \(framesPerSecond) fps plays at 50 fps")
        }
        var target = device ?? found.device
        if let scale { target.scale = scale }
        let timing = RecordScene.Timing(framesPerSecond: framesPerSecond, seconds: seconds ?? found.seconds)
        let recorder = found.makeRecorder(target, timing)
        recorder.budget = limits.budget
        let count = recorder.frameCount(seconds: timing.seconds)
        do {
            let size = recorder.pixelSize
            let sinks = try zip(formats, paths).map { format, path in
                try format.makeOutput(path: path, width: size.width, height: size.height,
                                      framesPerSecond: framesPerSecond, hasAlpha: recorder.hasAlpha, frameCount: count)
            }
            let bar = ProgressBar(total: count, label: "recording \(found.name)", unit: "frames")
            bar.update(0)
            try recorder.recordFrames(count, progress: bar.update) { frames in for sink in sinks { try sink.append(frames) } }
            bar.finish()
            return try sinks.map { try $0.finish() }
        } catch let error as RecordingError {
            throw Failure(description: error.description)
        } catch {
            throw Failure(description: "\(error)")
        }
    }
}
