/// Tests of the golden-image machinery itself: locating goldens, recording, matching, tolerance and failure reports.
import AuroraImageIO
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing

@Suite struct GoldenImageTests {
    /// A throwaway package-like tree: `<root>/Tests/FakeTests/Case.swift`, removed by the caller.
    private struct FakePackage {
        let root = FileManager.default.temporaryDirectory.appending(path: "aurora-golden-\(UUID().uuidString)")
        var testFile: String { root.appending(path: "Tests/FakeTests/Topic/CaseTests.swift").path }
        var sourceLocation: SourceLocation {
            SourceLocation(fileID: "FakeTests/CaseTests.swift", filePath: testFile, line: 1, column: 1)
        }
        func location(_ name: String) throws -> GoldenLocation { try GoldenLocation.resolve(name: name, testFilePath: testFile).get() }
        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    private func sample() throws -> Pixmap {
        var pixmap = try Pixmap(width: 16, height: 12)
        for y in 0..<12 {
            for x in 0..<16 {
                let alpha = UInt8(80 + x * 10)
                pixmap.setPixel(PremultipliedPixel(red: UInt8(x * 5), green: UInt8(y * 6), blue: alpha / 2, alpha: alpha), x: x, y: y)
            }
        }
        return pixmap
    }

    @Test func goldensAreFoundFromTheTestFile() throws {
        let location = try GoldenLocation.resolve(name: "blend-mode/color-burn",
                                                  testFilePath: "/src/aurora/Tests/AuroraRasterTests/Blend/BlendModeTests.swift").get()
        #expect(location.goldenFile.path == "/src/aurora/Tests/AuroraRasterTests/Goldens/blend-mode/color-burn.png")
        #expect(location.panelFile.path == "/src/aurora/.build/golden-failures/AuroraRasterTests/blend-mode/color-burn.panel.png")
        #expect(location.summaryFile.path == "/src/aurora/.build/golden-failures/AuroraRasterTests/blend-mode/color-burn.json")
    }

    @Test(arguments: ["no-topic", "../escape/case", "Topic/Case", "topic//case", "topic/", "/abs/case"])
    func badNamesAndPlacesAreRejected(name: String) {
        #expect(throws: GoldenLocationError.self) {
            try GoldenLocation.resolve(name: name, testFilePath: "/p/Tests/XTests/ATests.swift").get()
        }
        #expect(throws: GoldenLocationError.self) {
            try GoldenLocation.resolve(name: "topic/case", testFilePath: "/p/Sources/X/A.swift").get()
        }
    }

    @Test func missingGoldenIsRecordedThenMatches() throws {
        let package = FakePackage()
        defer { package.remove() }
        let location = try package.location("shapes/sample")
        let pixmap = try sample()
        #expect(GoldenImage.check(pixmap, at: location) == .recorded)
        #expect(FileManager.default.fileExists(atPath: location.goldenFile.path))
        #expect(GoldenImage.check(pixmap, at: location) == .matched)
        #expect(GoldenImage.check(pixmap, at: location, record: true) == .recorded)
    }

    @Test func mismatchIsDetectedAndReported() throws {
        let package = FakePackage()
        defer { package.remove() }
        let location = try package.location("shapes/changed")
        let pixmap = try sample()
        _ = GoldenImage.check(pixmap, at: location)
        var changed = pixmap
        changed.setPixel(PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 255), x: 5, y: 3)
        guard case .mismatched(let difference?) = GoldenImage.check(changed, at: location) else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(difference.firstDifferingPixel == PixelLocation(x: 5, y: 3))
        #expect(difference.maxChannelDifference == 125)   // alpha 130 → 255 at (5, 3)
        #expect(difference.differingPixelCount >= 1)
        let panel = try PNGDecoder.decode([UInt8](Data(contentsOf: location.panelFile)))
        #expect(panel.width == 3 * 16 + 8 && panel.height == 12)
        let summary = try String(contentsOf: location.summaryFile, encoding: .utf8)
        #expect(summary.hasSuffix("}\n") && summary.filter { $0 == "\n" }.count == 1)
        #expect(summary.contains("\"max_diff\":125") && summary.contains("\"first_differing_pixel\":[5,3]"))
        // The golden itself is left alone.
        #expect(try PNGDecoder.decode([UInt8](Data(contentsOf: location.goldenFile))).hasSamePixels(as: pixmap))
    }

    @Test func toleranceAllowsSmallDifferencesOnly() throws {
        let package = FakePackage()
        defer { package.remove() }
        let location = try package.location("shapes/tolerance")
        let pixmap = try sample()
        _ = GoldenImage.check(pixmap, at: location)
        var nudged = pixmap
        let original = pixmap.pixel(x: 2, y: 2)
        nudged.setPixel(PremultipliedPixel(red: original.red + 2, green: original.green, blue: original.blue, alpha: original.alpha), x: 2, y: 2)
        #expect(GoldenImage.check(nudged, at: location, tolerance: 2) == .matched)
        guard case .mismatched(let difference?) = GoldenImage.check(nudged, at: location, tolerance: 1) else {
            Issue.record("expected a mismatch at tolerance 1")
            return
        }
        #expect(difference.differingPixelCount == 1 && difference.maxChannelDifference == 2)
        #expect(FileManager.default.fileExists(atPath: location.panelFile.path))
        // A later match clears the stale report.
        #expect(GoldenImage.check(nudged, at: location, tolerance: 2) == .matched)
        #expect(!FileManager.default.fileExists(atPath: location.panelFile.path))
    }

    @Test func sizeChangeIsAMismatch() throws {
        let package = FakePackage()
        defer { package.remove() }
        let location = try package.location("shapes/size")
        _ = GoldenImage.check(try sample(), at: location)
        #expect(GoldenImage.check(try Pixmap(width: 10, height: 20), at: location) == .mismatched(nil))
        #expect(try PNGDecoder.decode([UInt8](Data(contentsOf: location.panelFile))).height == 20)
    }

    @Test func assertMatchesRecordsIssuesOnlyOnFailure() throws {
        let package = FakePackage()
        defer { package.remove() }
        let pixmap = try sample()
        withKnownIssue("a missing golden is written and fails") {
            GoldenImage.assertMatches(pixmap, golden: "api/sample", sourceLocation: package.sourceLocation)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("new golden written: look at it before committing") }
        }
        GoldenImage.assertMatches(pixmap, golden: "api/sample", sourceLocation: package.sourceLocation)
        var changed = pixmap
        changed.fill(.transparent)
        withKnownIssue("a different image fails") {
            GoldenImage.assertMatches(changed, golden: "api/sample", sourceLocation: package.sourceLocation)
        }
        let failures = package.root.appending(path: ".build/golden-failures/FakeTests/api/sample.panel.png")
        #expect(FileManager.default.fileExists(atPath: failures.path))
    }

    @Test func differenceHelpers() throws {
        let a = try sample()
        var b = a
        b.setPixel(PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 0), x: 0, y: 0)
        let first = a.pixel(x: 0, y: 0)
        #expect(a.maxChannelDifference(from: b) == Int(first.alpha))
        let total = Int(first.red) + Int(first.green) + Int(first.blue) + Int(first.alpha)
        #expect(a.meanChannelDifference(from: b) == Double(total) / Double(16 * 12 * 4))
        #expect(a.maxChannelDifference(from: try Pixmap(width: 1, height: 1)) == nil)
        #expect(PixmapDifference(between: a, and: a)?.isWithinTolerance == true)
    }
}
