/// `AnimationFileOutput`: encodes frames into an animated image file (APNG or GIF) and writes them as they arrive, each batch on every core.
import AuroraImageIO
import AuroraRaster
import Foundation

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
