/// `RecordingFormat`: the kinds of file a recording is written as, chosen by the output's extension.
import AuroraImageIO
import Foundation

/// What a recording is written as.
public enum RecordingFormat: String, CaseIterable, Sendable {
    /// A folder of numbered PNG frames (`frame-00000.png`, …).
    case pngSequence = "png"
    /// One animated PNG file.
    case apng
    /// One animated GIF file (a palette per frame, dithered).
    case gif
    /// One H.264 MP4 file, encoded by `ffmpeg`.
    case mp4

    /// The format an output path names by its extension (`.png` is a frame folder), or nil;
    /// `-` (standard output) is an APNG.
    public init?(path: String) {
        guard path != OutputFile.standardOutputPath else {
            self = .apng
            return
        }
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        self.init(rawValue: ext)
    }

    /// Opens an output at `path` for frames of `width × height` pixels at `framesPerSecond`;
    /// `frameCount`, when known, lets an APNG go to a stream (standard output, a pipe), whose
    /// frame count must be written before the frames.
    public func makeOutput(path: String, width: Int, height: Int, framesPerSecond: Int, hasAlpha: Bool,
                           frameCount: Int? = nil) throws -> any RecordingOutput {
        let url = URL(fileURLWithPath: path)
        switch self {
        case .pngSequence: return try PNGSequenceOutput(directory: url.deletingPathExtension())
        case .apng: return try AnimationFileOutput(path: path) { APNGWriter(hasAlpha: hasAlpha, frameCount: frameCount, sink: $0) }
        case .gif: return try AnimationFileOutput(path: path) { GIFWriter(sink: $0) }
        case .mp4: return try FFmpegOutput(url: url, width: width, height: height, framesPerSecond: framesPerSecond)
        }
    }
}
