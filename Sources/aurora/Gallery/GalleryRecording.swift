/// `GalleryRecording`: a recording the gallery makes with `aurora record` in a child process, several at once.
import AuroraPreview
import AuroraRaster
import Foundation

/// One `aurora record` run: a scene, how to record it, and the files to write (an APNG, and an MP4
/// beside it when `ffmpeg` is on the PATH).
///
/// The view graph runs on one thread per process, so the gallery records its scenes in child
/// processes of its own executable, as many at once as there are cores: the same scenes, scripts
/// and recorder as `aurora record`, none written twice.
struct GalleryRecording: Sendable {
    /// The `RecordScene`'s name.
    let scene: String
    /// A `--device` value (`200x200`, `iphonese`); nil records on the scene's own device.
    var device: String? = nil
    /// Pixels per point.
    var scale: Double = 1
    /// Frames per second.
    let framesPerSecond: Int
    /// The length in seconds; nil records the scene's own length.
    var seconds: Double? = nil
    /// The APNG to write.
    let file: URL

    /// The MP4 written beside the APNG (same name, `.mp4`).
    var movie: URL { file.deletingPathExtension().appendingPathExtension("mp4") }

    /// The child's arguments after the executable: `record SCENE …`, with an MP4 output when `withMovie`.
    func arguments(withMovie: Bool) -> [String] {
        // A debug build on a busy machine can take long over a frame: the time limit is the gallery's, not a frame's.
        var arguments = ["record", scene, "--scale", String(scale), "--fps", String(framesPerSecond), "--time-limit", "600", "-o", file.path]
        if withMovie { arguments += ["-o", movie.path] }
        if let device { arguments += ["--device", device] }
        if let seconds { arguments += ["--seconds", String(seconds)] }
        return arguments
    }

    /// Whether the gallery's recordings include MP4s: `ffmpeg` is on the PATH.
    static var makesMovies: Bool { FFmpegOutput.findFFmpeg() != nil }

    /// Runs every recording, one per core at a time (`ParallelLoop`), calling `progress` as each
    /// finishes; throws the failure of the earliest recording that failed.
    static func recordAll(_ recordings: [GalleryRecording], withMovies: Bool, progress: @Sendable () -> Void) throws(GalleryError) {
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        try ParallelLoop.forEach(count: recordings.count) { (index) throws(GalleryError) in
            defer { progress() }
            try recordings[index].run(executable: executable, withMovie: withMovies)
        }
    }

    /// Runs `aurora record` for this recording and waits for it; throws why it failed.
    private func run(executable: URL, withMovie: Bool) throws(GalleryError) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments(withMovie: withMovie)
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw .writeFailed(path: file.path, reason: "cannot run \(executable.path): \(error.localizedDescription)")
        }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw .writeFailed(path: file.path, reason: "aurora record \(scene) exited with \(process.terminationStatus): \(text)")
        }
    }
}
