/// `PNGSequenceOutput`: writes each frame as `frame-NNNNN.png` in a folder, the frames of a batch on every core.
import AuroraImageIO
import AuroraRaster
import Foundation

/// Writes each frame as `frame-NNNNN.png` in a folder, the frames of a batch on every core.
public final class PNGSequenceOutput: RecordingOutput {
    /// The folder the frames go to.
    public let directory: URL
    private var written = 0

    /// Creates `directory` (and its parents) when missing.
    public init(directory: URL) throws {
        self.directory = directory
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw RecordingError.writeFailed(path: directory.path, reason: error.localizedDescription)
        }
    }

    /// Writes each frame of the batch as a numbered PNG, on every core.
    public func append(_ frames: [AnimationFrame]) throws {
        let first = written, directory = directory
        try ParallelLoop.forEach(count: frames.count) { (index) throws(RecordingError) in
            let file = directory.appendingPathComponent("frame-" + Self.number(first + index) + ".png")
            do throws(ImageIOError) {
                try PNGEncoder().write(frames[index].pixmap, to: file)
            } catch {
                throw .writeFailed(path: file.path, reason: error.description)
            }
        }
        written += frames.count
    }

    /// The frame folder.
    public func finish() throws -> String { directory.path }

    /// Five digits, zero-padded (more when needed).
    static func number(_ value: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }
}
