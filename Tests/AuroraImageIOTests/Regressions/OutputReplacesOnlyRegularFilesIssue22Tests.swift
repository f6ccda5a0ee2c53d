/// Issue 22: an output path is replaced only when it is a regular file; devices and FIFOs are written into, directories refused, `-` is standard output.
import AuroraImageIO
import AuroraRaster
import Foundation
import Testing

@Suite struct OutputReplacesOnlyRegularFilesIssue22Tests {
    private let pixmap: Pixmap
    private let png: Data

    init() throws {
        pixmap = try Pixmap(width: 4, height: 3)
        png = try PNGEncoder().encodedData(pixmap)
    }

    // The devices are made in a temporary folder, never the system's /dev: a regression run as
    // root would replace the real ones (it did once, while this test was being written).
    @Test(.enabled(if: Self.canMakeDevices, "making a device node needs root and a folder that allows devices"))
    func aNullDeviceIsWrittenIntoAndStaysADevice() throws {
        try withTemporaryFolder { folder in
            let device = folder.appendingPathComponent("null.png").path
            #expect(mknod(device, S_IFCHR | 0o666, Self.memoryDevice(minor: 3)) == 0)
            #expect(writeError(to: device) == nil)
            #expect(fileType(device) == S_IFCHR)
        }
    }

    @Test(.enabled(if: Self.canMakeDevices, "making a device node needs root and a folder that allows devices"))
    func aFullDeviceGivesItsErrorAndStaysADevice() throws {
        try withTemporaryFolder { folder in
            let device = folder.appendingPathComponent("full.png").path
            #expect(mknod(device, S_IFCHR | 0o666, Self.memoryDevice(minor: 7)) == 0)
            #expect(writeError(to: device) == .fileWriteFailed(path: device, reason: String(cString: strerror(ENOSPC))))
            #expect(fileType(device) == S_IFCHR)
        }
    }

    @Test func aFIFOIsWrittenIntoAndStaysAFIFO() throws {
        try withTemporaryFolder { folder in
            let fifo = folder.appendingPathComponent("out.png").path
            #expect(mkfifo(fifo, 0o600) == 0)
            // A reader is open first, so the writer's open does not wait; the PNG fits in the pipe's buffer.
            let reader = open(fifo, O_RDONLY | O_NONBLOCK)
            #expect(reader >= 0)
            defer { close(reader) }
            try PNGEncoder().write(pixmap, to: URL(fileURLWithPath: fifo))
            #expect(fileType(fifo) == S_IFIFO)
            #expect(readAll(reader) == png)
        }
    }

    @Test func aDirectoryIsRefusedAndKept() throws {
        try withTemporaryFolder { folder in
            #expect(writeError(to: folder.path) == .outputIsDirectory(path: folder.path))
            #expect(fileType(folder.path) == S_IFDIR)
        }
    }

    @Test func aLinkToADirectoryIsRefusedAndKept() throws {
        try withTemporaryFolder { folder in
            let link = folder.appendingPathComponent("link.png").path
            #expect(symlink(folder.path, link) == 0)
            #expect(writeError(to: link) == .outputIsDirectory(path: link))
            #expect(fileType(link, followingLinks: false) == S_IFLNK)
        }
    }

    @Test func aLinkToAFileStaysALinkAndItsTargetGetsTheImage() throws {
        try withTemporaryFolder { folder in
            let target = folder.appendingPathComponent("target.png")
            try Data("old".utf8).write(to: target)
            let link = folder.appendingPathComponent("link.png").path
            #expect(symlink(target.path, link) == 0)
            try PNGEncoder().write(pixmap, to: URL(fileURLWithPath: link))
            #expect(fileType(link, followingLinks: false) == S_IFLNK)
            #expect(try Data(contentsOf: target) == png)
        }
    }

    @Test func aRegularFileIsReplaced() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("out.png")
            try Data("old".utf8).write(to: file)
            try PNGEncoder().write(pixmap, to: file)
            #expect(try Data(contentsOf: file) == png)
        }
    }

    @Test func dashIsStandardOutput() throws {
        let pipe = Pipe()
        try OutputFile.write(png, toPath: "-", standardOutput: pipe.fileHandleForWriting)
        try pipe.fileHandleForWriting.close()
        #expect(pipe.fileHandleForReading.readDataToEndOfFile() == png)
    }

    /// Linux's device number of memory device `minor` (major 1: 3 is null, 7 is full), in the
    /// encoding of small numbers (`makedev` is a C macro Swift cannot call).
    private static func memoryDevice(minor: UInt) -> dev_t { dev_t(1 << 8 | minor) }

    /// Whether a null device made in a temporary folder can be opened for writing.
    private static let canMakeDevices: Bool = {
        let device = FileManager.default.temporaryDirectory.appendingPathComponent("aurora-device-\(UUID().uuidString)").path
        guard mknod(device, S_IFCHR | 0o666, Self.memoryDevice(minor: 3)) == 0 else { return false }
        defer { unlink(device) }
        let descriptor = open(device, O_WRONLY)
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return true
    }()

    /// The error writing the PNG to `path` gives, or nil when it is written.
    private func writeError(to path: String) -> ImageIOError? {
        do {
            try PNGEncoder().write(pixmap, to: URL(fileURLWithPath: path))
            return nil
        } catch {
            return error
        }
    }

    /// The kind of file at `path` (`S_IFREG`, `S_IFDIR`, …), or nil when there is none.
    private func fileType(_ path: String, followingLinks: Bool = true) -> mode_t? {
        var status = stat()
        let result = followingLinks ? stat(path, &status) : lstat(path, &status)
        return result == 0 ? status.st_mode & S_IFMT : nil
    }

    private func readAll(_ descriptor: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { return data }
            data.append(contentsOf: buffer[..<count])
        }
    }

    private func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aurora-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }
}
