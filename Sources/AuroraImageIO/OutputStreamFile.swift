/// `OutputStreamFile`: a file written piece by piece where a user's output path points, replacing nothing but a regular file.
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An output written as it is made (frames of a recording as they are encoded), by the rules of
/// `OutputFile`: a regular file, or a path where nothing is yet, is written to a temporary file
/// beside it that `commit()` renames over it, so a reader never sees half a file and a failed
/// write leaves the old file; a device, FIFO or terminal is written into and never replaced;
/// a directory is refused; a symbolic link is followed; `-` is standard output.
///
/// Bytes already written can be replaced (`overwrite`) only in a regular file: a pipe, a
/// device or standard output cannot go back. Dropped without `commit()`, the temporary file is
/// removed and the destination is left as it was.
public final class OutputStreamFile: ByteSink {
    /// The path the user named.
    public let path: String
    public let canOverwrite: Bool
    private let descriptor: Int32
    /// Whether `descriptor` is this object's to close (standard output is not).
    private let ownsDescriptor: Bool
    /// The temporary file written and the file `commit()` renames it over.
    private let staged: (temporary: String, destination: String)?
    private var isOpen = true

    /// Opens `path` for writing (`-` is `standardOutput`). Default `standardOutput`: the process's.
    public init(path: String, standardOutput: FileHandle = .standardOutput) throws(ImageIOError) {
        self.path = path
        if path == OutputFile.standardOutputPath {
            (descriptor, ownsDescriptor, staged, canOverwrite) = (standardOutput.fileDescriptor, false, nil, false)
            return
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            let reason = errno
            guard reason == ENOENT else { throw .fileWriteFailed(path: path, reason: String(cString: strerror(reason))) }
            var link = stat()
            if lstat(path, &link) == 0 {
                // A link to nothing: create its target through it rather than replace the link.
                (descriptor, ownsDescriptor, staged, canOverwrite) = (try Self.open(path, O_WRONLY | O_CREAT | O_TRUNC), true, nil, true)
            } else {
                let temporary = try Self.temporaryFile(beside: path, mode: nil)
                (descriptor, ownsDescriptor, staged, canOverwrite) = (temporary.descriptor, true, (temporary.path, path), true)
            }
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            let destination = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            let temporary = try Self.temporaryFile(beside: destination, mode: status.st_mode & 0o7777)
            (descriptor, ownsDescriptor, staged, canOverwrite) = (temporary.descriptor, true, (temporary.path, destination), true)
        case S_IFDIR:
            throw .outputIsDirectory(path: path)
        default:
            (descriptor, ownsDescriptor, staged, canOverwrite) = (try Self.open(path, O_WRONLY), true, nil, false)
        }
    }

    deinit {
        guard isOpen else { return }
        if ownsDescriptor { close(descriptor) }
        if let staged { unlink(staged.temporary) }
    }

    /// Appends `bytes`, through short writes and interruptions.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(ImageIOError) {
        var offset = 0
        while offset < bytes.count {
            let count = writeToDescriptor(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            offset += count
        }
    }

    public func overwrite(_ bytes: [UInt8], at offset: Int) throws(ImageIOError) {
        guard canOverwrite else { throw .fileWriteFailed(path: path, reason: "cannot go back to rewrite bytes in a stream") }
        let written = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
        guard written == bytes.count else { throw failure(written < 0 ? errno : EIO) }
    }

    /// Finishes the file: a temporary file is renamed over the destination; a stream is closed.
    public func commit() throws(ImageIOError) {
        guard isOpen else { return }
        isOpen = false
        if ownsDescriptor, close(descriptor) != 0, staged != nil {
            let reason = errno
            unlink(staged!.temporary)
            throw failure(reason)
        }
        if let staged, rename(staged.temporary, staged.destination) != 0 {
            let reason = errno
            unlink(staged.temporary)
            throw failure(reason)
        }
    }

    private func failure(_ code: Int32) -> ImageIOError {
        .fileWriteFailed(path: path, reason: String(cString: strerror(code)))
    }

    private static func open(_ path: String, _ flags: Int32) throws(ImageIOError) -> Int32 {
        let descriptor = openDescriptor(path, flags | O_CLOEXEC)
        guard descriptor >= 0 else { throw .fileWriteFailed(path: path, reason: String(cString: strerror(errno))) }
        return descriptor
    }

    /// A new file beside `destination` (same folder, so a rename replaces it in one step), with
    /// the permissions of the file it replaces (`mode`) or the usual ones for a new file.
    private static func temporaryFile(beside destination: String, mode: mode_t?) throws(ImageIOError) -> (path: String, descriptor: Int32) {
        let url = URL(fileURLWithPath: destination)
        let folder = url.deletingLastPathComponent().path
        while true {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let candidate = folder + "/." + url.lastPathComponent + ".partial-" + suffix
            let descriptor = openDescriptor(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC)
            if descriptor >= 0 {
                if let mode { fchmod(descriptor, mode) }
                return (candidate, descriptor)
            }
            guard errno == EEXIST else { throw .fileWriteFailed(path: destination, reason: String(cString: strerror(errno))) }
        }
    }
}

/// The system's `write(2)`, named apart from `OutputStreamFile.write`.
private func writeToDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// The system's `open(2)` with mode 0666 (less the umask) for a file it creates, named apart from `OutputStreamFile.open`.
private func openDescriptor(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags, 0o666)
}
