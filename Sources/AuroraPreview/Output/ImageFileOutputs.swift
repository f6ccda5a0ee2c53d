/// The image outputs of a recording: a folder of PNG frames, or an animated APNG or GIF file.
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

/// Encodes frames into an animated image file (APNG or GIF) and writes them as they arrive,
/// each batch on every core: memory stays flat however long the recording is.
public final class AnimationFileOutput: RecordingOutput {
    private let file: OutputStreamFile
    private let writer: any AnimationFileWriter

    /// Opens `path` (through `OutputStreamFile`, so `-` is standard output and a regular file
    /// is replaced only when finished) and encodes with `make(file)`: an `APNGWriter` or a
    /// `GIFWriter` writing to it.
    public init(path: String, writer make: (OutputStreamFile) -> any AnimationFileWriter) throws {
        do throws(ImageIOError) {
            file = try OutputStreamFile(path: path)
        } catch {
            throw RecordingError.outputFailed(error)
        }
        writer = make(file)
    }

    /// Encodes and writes the batch, one frame per core.
    public func append(_ frames: [AnimationFrame]) throws {
        do { try writer.append(frames) } catch { throw Self.failure(error) }
    }

    /// Ends the file, puts it in place and returns its path.
    public func finish() throws -> String {
        do throws(ImageIOError) {
            try writer.finish()
            try file.commit()
        } catch {
            throw Self.failure(error)
        }
        return file.path
    }

    /// A write error is the output's; anything else, the encoding's.
    private static func failure(_ error: ImageIOError) -> RecordingError {
        switch error {
        case .fileWriteFailed, .outputIsDirectory: .outputFailed(error)
        default: .encodingFailed(error)
        }
    }
}
