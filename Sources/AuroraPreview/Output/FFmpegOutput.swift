/// MP4 output: raw RGBA frames piped into an `ffmpeg` process that encodes H.264.
import AuroraImageIO
import AuroraRaster
import Foundation

/// Streams frames to `ffmpeg` (found on the `PATH`), which writes an H.264 MP4 (yuv420p, even
/// dimensions by padding one pixel where needed). Transparent pixels come out as black.
public final class FFmpegOutput: RecordingOutput {
    private let url: URL
    private let process = Process()
    private let input = Pipe()
    private let errors = Pipe()
    private let errorText = ErrorCollector()

    /// The `ffmpeg` executable on the `PATH`, or nil.
    public static func findFFmpeg(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> URL? {
        for folder in (path ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("ffmpeg")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Starts `ffmpeg` writing `url` from frames of `width × height` pixels at `framesPerSecond`.
    public init(url: URL, width: Int, height: Int, framesPerSecond: Int) throws {
        guard let ffmpeg = Self.findFFmpeg() else { throw RecordingError.ffmpegNotFound }
        self.url = url
        process.executableURL = ffmpeg
        process.arguments = ["-hide_banner", "-loglevel", "error", "-y",
                             "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-r", "\(framesPerSecond)", "-i", "-",
                             "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p",
                             "-movflags", "+faststart", url.path]
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        let collector = errorText
        errors.fileHandleForReading.readabilityHandler = { handle in collector.append(handle.availableData) }
        do {
            try process.run()
        } catch {
            throw RecordingError.ffmpegFailed(status: -1, message: error.localizedDescription)
        }
    }

    /// Pipes the frames' pixels to `ffmpeg`.
    public func append(_ frames: [AnimationFrame]) throws {
        for frame in frames {
            // Premultiplied bytes are the frame over black, which is what an opaque video shows.
            let bytes = frame.pixmap.premultipliedRGBA
            do {
                try input.fileHandleForWriting.write(contentsOf: bytes)
            } catch {
                throw RecordingError.ffmpegFailed(status: -1, message: "ffmpeg stopped reading frames: \(errorText.tail)")
            }
        }
    }

    /// Closes the pipe, waits for `ffmpeg` and returns the file's path.
    public func finish() throws -> String {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        errors.fileHandleForReading.readabilityHandler = nil
        guard process.terminationStatus == 0 else {
            throw RecordingError.ffmpegFailed(status: process.terminationStatus, message: errorText.tail)
        }
        return url.path
    }
}

/// Keeps the last part of a process's error output (written from the pipe's reading thread).
private final class ErrorCollector: @unchecked Sendable {  // every access holds `lock`
    private let lock = NSLock()
    private var text = ""

    func append(_ data: Data) {
        lock.withLock { text = String((text + String(decoding: data, as: UTF8.self)).suffix(2_000)) }
    }

    var tail: String { lock.withLock { text.trimmingCharacters(in: .whitespacesAndNewlines) } }
}
