/// Runs the built `aurora` executable as a user would and checks its output streams and exit statuses.
import Foundation
import Testing

/// One run of `aurora`: its exit status and what it wrote.
struct AuroraRun {
    let status: Int32
    let standardOutput: Data
    let standardError: String
    var output: String { String(decoding: standardOutput, as: UTF8.self) }

    /// Runs `aurora arguments` in `directory`, with `input` on standard input.
    init(_ arguments: [String], in directory: URL? = nil, input: Data = Data()) throws {
        // swift test puts the test bundle beside the executables it built.
        let binaries = try #require(Bundle.main.executableURL).deletingLastPathComponent()
        let executable = binaries.appendingPathComponent("aurora")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build the aurora executable first (swift build)")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("aurora-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outFile = scratch.appendingPathComponent("stdout"), errFile = scratch.appendingPathComponent("stderr")
        try Data().write(to: outFile)
        try Data().write(to: errFile)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? scratch
        let stdin = Pipe()
        process.standardInput = stdin
        process.standardOutput = try FileHandle(forWritingTo: outFile)
        process.standardError = try FileHandle(forWritingTo: errFile)
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        status = process.terminationStatus
        standardOutput = try Data(contentsOf: outFile)
        standardError = String(decoding: try Data(contentsOf: errFile), as: UTF8.self)
    }
}

@Suite struct AuroraCommandLineTests {
    static let subcommands = ["gallery", "draw", "render", "record", "snapshot"]
    static let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    /// A 20 × 10 point display list: one red rectangle.
    static let redRectangle = "(display-list (item frame=(0 0 20 10) (content (fill (srgb 1 0 0 1)))))"

    @Test func helpNamesEverySubcommandAndTheExitStatuses() throws {
        for arguments in [["--help"], []] {
            let run = try AuroraRun(arguments)
            #expect(run.status == 0)
            for name in Self.subcommands { #expect(run.output.contains("  \(name) "), "\(arguments): \(name)") }
            #expect(run.output.contains("Exit status: 0 on success, 1 when the work failed, 2 for a usage error."))
            #expect(run.standardError.isEmpty)
        }
    }

    @Test(arguments: subcommands)
    func everySubcommandHasItsOwnHelpWithExamples(_ name: String) throws {
        let run = try AuroraRun([name, "--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: aurora \(name)"))
        #expect(run.output.contains("Examples:\n  aurora \(name)"))
        let viaHelp = try AuroraRun(["help", name])
        #expect(viaHelp.status == 0)
        #expect(viaHelp.output == run.output)
    }

    @Test func versionIsPrinted() throws {
        let run = try AuroraRun(["--version"])
        #expect(run.status == 0)
        #expect(run.output.wholeMatch(of: /\d+\.\d+\.\d+\n/) != nil, "\(run.output)")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsKnowTheSubcommandsAndOptions(_ shell: String) throws {
        let run = try AuroraRun(["--generate-completion-script", shell])
        #expect(run.status == 0)
        for word in ["gallery", "record", "fps", "device"] { #expect(run.output.contains(word), "\(shell): \(word)") }
    }

    @Test func anUnknownOptionIsAUsageErrorThatNamesIt() throws {
        let run = try AuroraRun(["draw", "--bogus", "card.txt"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("'--bogus'"))
        #expect(run.standardError.contains("Usage: aurora draw <file>"))
        #expect(run.output.isEmpty)
    }

    @Test func anUnknownSubcommandIsAUsageErrorThatNamesIt() throws {
        let run = try AuroraRun(["frobnicate"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("frobnicate"))
    }

    @Test(arguments: [
        (["record", "ripple", "--fps", "0"], "'0'", "--fps"),
        (["record", "ripple", "--seconds", "700"], "'700'", "--seconds"),
        (["render", "text", "--scale", "9"], "'9'", "--scale"),
        (["render", "text", "--device", "toaster"], "unknown device 'toaster'", "--device"),
        (["draw", "card.txt", "--size", "12"], "'12'", "--size"),
        (["draw", "card.txt", "--background", "#12"], "'#12'", "--background"),
        (["snapshot", "--shard", "4/4"], "'4/4'", "--shard"),
        (["snapshot", "merge", "r0"], "--report", "--report"),
    ])
    func aBadValueIsAUsageErrorThatNamesTheOptionAndTheValue(_ arguments: [String], value: String, option: String) throws {
        let run = try AuroraRun(arguments)
        #expect(run.status == 2)
        #expect(run.standardError.contains(value), "\(run.standardError)")
        #expect(run.standardError.contains(option), "\(run.standardError)")
    }

    @Test(arguments: [
        (["record"], "record needs a scene name"),
        (["record", "no-such-scene"], "no scene 'no-such-scene': gradient-detail, "),
        (["record", "ripple", "-o", "ripple.webm"], "webm"),
        (["render", "no-such-page"], "no page 'no-such-page': view-wwdc21-gradient-detail, "),
        (["draw"], "<file>"),
        (["gallery", "--out", ""], "'--out' needs a directory"),
    ])
    func namesThatDoNotResolveAreUsageErrors(_ arguments: [String], message: String) throws {
        let run = try AuroraRun(arguments)
        #expect(run.status == 2)
        #expect(run.standardError.contains(message), "\(run.standardError)")
    }

    @Test func anOverLongArgumentIsQuotedBounded() throws {
        let option = "--" + String(repeating: "x", count: 5000)
        let run = try AuroraRun(["draw", "card.displaylist", option])
        #expect(run.status == 2)
        #expect(run.standardError.contains("… (5002 characters)"))
        #expect(run.standardError.count < 2000)
    }

    @Test func recordListIsTwoAlignedColumns() throws {
        let run = try AuroraRun(["record", "--list"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count >= 10)
        // The summary column starts where the longest name ends plus two spaces, on every line.
        let names = lines.map { $0.prefix { $0 != " " } }
        let column = (names.map(\.count).max() ?? 0) + 2
        for (line, name) in zip(lines, names) {
            #expect(line.dropFirst(name.count).prefix(column - name.count).allSatisfy { $0 == " " }, "\(line)")
            #expect(line.dropFirst(column).first.map { $0 != " " } == true, "\(line)")
        }
        #expect(names.contains("ripple"))
    }

    @Test func drawWritesAPNGAndPrintsItsPath() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurora-draw-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.redRectangle.utf8).write(to: directory.appendingPathComponent("rect.displaylist"))
        let run = try AuroraRun(["draw", "rect.displaylist", "--size", "20x10", "--scale", "2"], in: directory)
        #expect(run.status == 0, "\(run.standardError)")
        // The input's name with .png, as an absolute path.
        #expect(run.output == directory.appendingPathComponent("rect.png").path + "\n")
        let png = try Data(contentsOf: directory.appendingPathComponent("rect.png"))
        #expect(png.prefix(8) == Self.pngSignature)
        // IHDR: 40 × 20 pixels at scale 2.
        #expect(Array(png[16..<24]) == [0, 0, 0, 40, 0, 0, 0, 20])
    }

    @Test func drawReadsStandardInputAndWritesStandardOutput() throws {
        let run = try AuroraRun(["draw", "-", "--size", "20x10", "-o", "-"], input: Data(Self.redRectangle.utf8))
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.prefix(8) == Self.pngSignature)
    }

    @Test func failedWorkExitsOneWithTheCommandsName() throws {
        let unreadable = try AuroraRun(["draw", "/nonexistent-aurora-dir/card.displaylist"])
        #expect(unreadable.status == 1)
        #expect(unreadable.standardError.hasPrefix("aurora draw: cannot read /nonexistent-aurora-dir/card.displaylist"))
        let invalid = try AuroraRun(["draw", "-", "-o", "-"], input: Data("(display-list (item".utf8))
        #expect(invalid.status == 1)
        #expect(invalid.standardError.hasPrefix("aurora draw: -:"), "\(invalid.standardError)")
    }

    @Test func snapshotMergeOfAFolderThatIsNoReportExitsOne() throws {
        let run = try AuroraRun(["snapshot", "merge", "/nonexistent-aurora-dir", "--report", "merged"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("cannot read /nonexistent-aurora-dir/report.json"), "\(run.standardError)")
    }
}
