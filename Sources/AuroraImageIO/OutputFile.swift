/// `OutputFile`: writes encoded bytes where a user's output path points, replacing nothing but a regular file.
import Foundation

/// Writes an encoded image (or any output) to a path a user named.
///
/// A regular file (or a path where nothing is yet) is written atomically: a temporary file is
/// renamed over it, so a reader never sees half an image. Anything else that exists there is
/// written into as a stream and never replaced: a device (`/dev/null`, `/dev/full`), a FIFO, a
/// terminal. A directory is refused. A symbolic link is followed, so the link stays and its
/// target gets the bytes. The path `-` is standard output. `OutputStreamFile` writes the same
/// way piece by piece.
public enum OutputFile {
    /// The path that names standard output: `-`.
    public static let standardOutputPath = "-"

    /// Writes `data` to `path` (`-` is `standardOutput`). Default `standardOutput`: the process's.
    public static func write(_ data: Data, toPath path: String,
                             standardOutput: FileHandle = .standardOutput) throws(ImageIOError) {
        let file = try OutputStreamFile(path: path, standardOutput: standardOutput)
        try file.write(data)
        try file.commit()
    }
}
