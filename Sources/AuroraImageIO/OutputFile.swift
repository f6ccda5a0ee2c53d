/// `OutputFile`: writes encoded bytes where a user's output path points, replacing nothing but a regular file.
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an encoded image (or any output) to a path a user named.
///
/// A regular file (or a path where nothing is yet) is written atomically: a temporary file is
/// renamed over it, so a reader never sees half an image. Anything else that exists there is
/// written into as a stream and never replaced: a device (`/dev/null`, `/dev/full`), a FIFO, a
/// terminal. A directory is refused. A symbolic link is followed, so the link stays and its
/// target gets the bytes. The path `-` is standard output.
public enum OutputFile {
    /// The path that names standard output: `-`.
    public static let standardOutputPath = "-"

    /// Writes `data` to `path` (`-` is `standardOutput`). Default `standardOutput`: the process's.
    public static func write(_ data: Data, toPath path: String,
                             standardOutput: FileHandle = .standardOutput) throws(ImageIOError) {
        if path == standardOutputPath {
            try stream(data, to: standardOutput.fileDescriptor, path: "standard output")
            return
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            let reason = errno
            guard reason == ENOENT else { throw .fileWriteFailed(path: path, reason: String(cString: strerror(reason))) }
            var link = stat()
            if lstat(path, &link) == 0 {
                // A link to nothing: create its target through it rather than replace the link.
                try streamToFile(data, path: path, flags: O_WRONLY | O_CREAT | O_TRUNC)
            } else {
                try replaceAtomically(data, path: path)
            }
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            try replaceAtomically(data, path: URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
        case S_IFDIR:
            throw .outputIsDirectory(path: path)
        default:
            try streamToFile(data, path: path, flags: O_WRONLY)
        }
    }

    private static func replaceAtomically(_ data: Data, path: String) throws(ImageIOError) {
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .fileWriteFailed(path: path, reason: FileErrorReason.describing(error))
        }
    }

    private static func streamToFile(_ data: Data, path: String, flags: Int32) throws(ImageIOError) {
        let descriptor = open(path, flags | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .fileWriteFailed(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        try stream(data, to: descriptor, path: path)
    }

    /// Writes every byte of `data` to `descriptor`, through short writes and interruptions.
    private static func stream(_ data: Data, to descriptor: Int32, path: String) throws(ImageIOError) {
        let failure: Int32? = data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = writeToDescriptor(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += count
            }
            return nil
        }
        if let failure { throw .fileWriteFailed(path: path, reason: String(cString: strerror(failure))) }
    }
}

/// The system's `write(2)`, named apart from `OutputFile.write`.
private func writeToDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
