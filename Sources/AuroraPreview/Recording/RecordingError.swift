/// `RecordingError`: why a recording could not be made or written.
import AuroraImageIO

/// A failure while recording a scene or writing its frames.
public enum RecordingError: Error, Sendable, CustomStringConvertible {
    /// A frame could not be rendered (its index and the renderer's message).
    case renderFailed(frame: Int, reason: String)
    /// The frames could not be encoded.
    case encodingFailed(ImageIOError)
    /// A file or folder could not be written.
    case writeFailed(path: String, reason: String)
    /// The output file could not be written (`OutputFile`'s error names the path and the reason).
    case outputFailed(ImageIOError)
    /// MP4 output needs `ffmpeg`, which is not on the `PATH`.
    case ffmpegNotFound
    /// `ffmpeg` stopped with a failure (its exit status and the end of its error output).
    case ffmpegFailed(status: Int32, message: String)
    /// The output file's extension names no format Aurora records.
    case unsupportedFormat(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .renderFailed(let frame, let reason): return "frame \(frame) could not be rendered: \(reason)"
        case .encodingFailed(let error): return "the frames could not be encoded: \(error)"
        case .writeFailed(let path, let reason): return "cannot write \(path): \(reason)"
        case .outputFailed(let error): return error.description
        case .ffmpegNotFound:
            return "MP4 output needs ffmpeg, which is not on the PATH: install it (e.g. apt-get install ffmpeg) or record .apng or .gif"
        case .ffmpegFailed(let status, let message): return "ffmpeg failed (exit status \(status)): \(message)"
        case .unsupportedFormat(let ext):
            return "unknown output format '\(ext)': use .png (a folder of numbered frames), .apng, .gif or .mp4"
        }
    }
}
