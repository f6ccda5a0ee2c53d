/// `aurora snapshot --package` as a developer runs it on their own package: the previews become
/// snapshot tests, references are recorded only when asked, a changed preview fails with a
/// report, and a compile error is reported with its place.
import AuroraImageIO
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing

@Suite(.serialized) struct PackageSnapshotTests {
    /// Runs the built `aurora` with `arguments`; its exit status and everything it printed.
    private func aurora(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let executable = try #require(AuroraPreviewProcess.executable, "the aurora executable is built beside the tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("aurora-snapshot-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let output = try FileHandle(forWritingTo: log)
        process.standardOutput = output
        process.standardError = output
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    @Test(.timeLimit(.minutes(30))) func aPackagesPreviewsAreRecordedComparedAndReported() async throws {
        try await PreviewFixturePackage.withCopy { root in
            let references = root.appendingPathComponent("__Snapshots__")
            try? FileManager.default.removeItem(at: references)
            let report = FileManager.default.temporaryDirectory.appendingPathComponent("aurora-snapshot-report-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: report) }
            let base = ["snapshot", "--package", root.path, "--configuration", "debug"]

            let missing = try aurora(base)
            #expect(missing.status == 1, "a missing reference fails without --record: \(missing.output.suffix(2000))")
            #expect(missing.output.contains("preview-swatch") && missing.output.contains("--record"))
            #expect(!FileManager.default.fileExists(atPath: references.path), "nothing is written without --record")

            let recorded = try aurora(base + ["--record"])
            #expect(recorded.status == 0, "\(recorded.output.suffix(2000))")
            let files = try FileManager.default.contentsOfDirectory(atPath: references.appendingPathComponent("Swatch").path).sorted()
            #expect(files.count == 4, "two previews in light and dark: \(files)")
            let light = try #require(files.first { $0.hasPrefix("preview-swatch.") && $0.contains("light") })
            let image = try PNGDecoder.decode(Data(contentsOf: references.appendingPathComponent("Swatch/\(light)")))
            let centre = image.pixel(x: image.width / 2, y: image.height / 2)
            #expect(centre.blue > 200 && centre.red < 40 && centre.alpha == 255, "the swatch is blue in the middle of the device: \(centre)")

            let again = try aurora(base)
            #expect(again.status == 0, "the recorded references pass: \(again.output.suffix(2000))")

            let swatch = root.appendingPathComponent(PreviewFixturePackage.swatchPath)
            let original = try String(contentsOf: swatch, encoding: .utf8)
            try PreviewFixturePackage.write(original.replacingOccurrences(of: ".fill(Color.blue)", with: ".fill(Color.green)"), to: swatch)
            let changed = try aurora(base + ["--report", report.path])
            #expect(changed.status == 1, "a changed preview fails: \(changed.output.suffix(2000))")
            #expect(changed.output.contains("preview-swatch"))
            #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("index.html").path), "the report is written")

            try PreviewFixturePackage.write(original.replacingOccurrences(of: ".fill(Color.blue)", with: ".fill(Color.bluish)"), to: swatch)
            let broken = try aurora(base)
            #expect(broken.status == 1)
            #expect(broken.output.contains("does not build") && broken.output.contains("Swatch.swift:"), "\(broken.output.suffix(2000))")
            try PreviewFixturePackage.write(original, to: swatch)
        }
    }

    @Test func aFolderWithoutAPackageIsAUsageError() throws {
        let result = try aurora(["snapshot", "--package", "/nonexistent-\(UUID().uuidString)"])
        #expect(result.status == 2)
        #expect(result.output.contains("no Package.swift"))
    }
}
