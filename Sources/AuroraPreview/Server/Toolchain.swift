/// `Toolchain`: finding and running `swift` for the preview's builds.
import Foundation

/// The Swift toolchain the preview builds packages with.
public enum Toolchain {
    /// `swift` on the `PATH` (or `/usr/bin/swift` when the `PATH` has none).
    public static var swift: URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return URL(fileURLWithPath: "/usr/bin/swift")
    }

    /// Runs `executable` with `arguments`, returning its exit status and its standard output —
    /// with its standard error after it unless `separateErrors` (then the errors are given apart,
    /// for output that must parse, such as JSON).
    public static func run(_ executable: URL, _ arguments: [String], separateErrors: Bool = false) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        // Separate errors go to a file, so neither stream can fill up and stall the child.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("aurora-\(UUID().uuidString).stderr")
        if separateErrors {
            _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errorFile)
        } else {
            process.standardError = output
        }
        defer { try? FileManager.default.removeItem(at: errorFile) }
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errors = separateErrors ? ((try? String(contentsOf: errorFile, encoding: .utf8)) ?? "") : ""
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), errors)
    }
}
