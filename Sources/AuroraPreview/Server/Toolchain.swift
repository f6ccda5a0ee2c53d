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

    /// Runs `executable` with `arguments`, returning its exit status and its standard output and
    /// error together.
    public static func run(_ executable: URL, _ arguments: [String], in folder: URL? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
