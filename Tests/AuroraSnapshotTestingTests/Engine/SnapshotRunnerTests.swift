import Aurora
import AuroraImageIO
import AuroraRaster
@testable import AuroraSnapshotEngine
import Foundation
import Testing

@MainActor
@Suite("SnapshotRunner and SnapshotReport")
struct SnapshotRunnerTests {
    /// A temporary package: a folder with a `Package.swift`, and a case declared in its `Sources/App/Tiles.swift`.
    private let root: URL
    private let device = RenderDevice(name: "tile", size: CGSize(width: 8, height: 6), scale: 1)

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("aurora-snapshot-runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    }

    private func tile(_ name: String, _ color: Color) -> SnapshotCase {
        SnapshotCase(name: name, file: root.path + "/Sources/App/Tiles.swift", line: 12, devices: [device], colorSchemes: [.light]) {
            AnyView(color)
        }
    }

    private func reference(_ name: String) -> URL {
        root.appendingPathComponent("__Snapshots__/Tiles/\(name).tile-light.png")
    }

    @Test func referencesLiveInTheDeclaringPackagesSnapshotsFolder() {
        let url = SnapshotReferenceStore().referenceURL(for: tile("red tile", .red), SnapshotCase.Variant(device: device, colorScheme: .dark))
        #expect(url.path == root.path + "/__Snapshots__/Tiles/red-tile.tile-dark.png")
    }

    @Test func aMissingReferenceFailsAndIsNotWrittenWithoutRecord() throws {
        let report = try SnapshotRunner().run([tile("red", .red)])
        #expect(report.results.map(\.status) == [.missing])
        #expect(report.results[0].message.contains("run aurora snapshot --record"))
        #expect(!FileManager.default.fileExists(atPath: reference("red").path))
    }

    @Test func recordWritesTheReferenceAndTheNextRunPasses() throws {
        let recorded = try SnapshotRunner(record: true).run([tile("red", .red)])
        #expect(recorded.results.map(\.status) == [.recorded])
        let image = try PNGDecoder.decode(try Data(contentsOf: reference("red")))
        #expect(image.width == 8 && image.height == 6 && image.pixel(x: 4, y: 3).alpha == 255)
        let again = try SnapshotRunner().run([tile("red", .red)])
        #expect(again.results.map(\.status) == [.passed] && !again.hasFailures)
    }

    @Test func aChangedViewFailsWithFiguresAndImagesInTheReport() throws {
        _ = try SnapshotRunner(record: true).run([tile("tile", .red)])
        let folder = root.appendingPathComponent("report")
        let report = try SnapshotRunner(reportFolder: folder).run([tile("tile", .blue)])
        let result = try #require(report.results.first)
        #expect(result.status == .failed)
        #expect(result.differingPixelCount == 48)
        #expect(result.message.contains("48 of 48 pixels differ"))
        for image in [result.referenceImage, result.actualImage, result.differenceImage] {
            let path = try #require(image)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path))
        }
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("type=\"range\"") && page.contains(result.differenceImage!))
        #expect(try SnapshotReport.read(from: folder) == report)
    }

    @Test func aCorruptReferenceIsAnErrorNotACrash() throws {
        try FileManager.default.createDirectory(at: reference("x").deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: reference("bad"))
        let result = try #require(try SnapshotRunner().run([tile("bad", .red)]).results.first)
        #expect(result.status == .error)
        #expect(result.message.contains("is not a PNG that can be read"))
    }

    @Test func anEmptyViewIsAnError() throws {
        let empty = SnapshotCase(name: "empty", file: root.path + "/Sources/App/Tiles.swift", line: 1,
                                 devices: [RenderDevice(name: "none", size: .zero, scale: 1)], colorSchemes: [.light]) { AnyView(Color.red) }
        let result = try #require(try SnapshotRunner(record: true).run([empty]).results.first)
        #expect(result.status == .error && result.message.hasPrefix("the view's size is 0×0 points"))
    }

    @Test func duplicateNamesAreRefused() {
        #expect(throws: SnapshotRunner.Failure.duplicateName("red")) { try SnapshotRunner().run([tile("red", .red), tile("red", .blue)]) }
    }

    @Test func shardsRunTheirCasesAndMergeIntoOneReport() throws {
        let cases = (0..<6).map { tile("tile-\($0)", .red) }
        _ = try SnapshotRunner(record: true).run(cases)
        var folders: [URL] = []
        for index in 0..<2 {
            let folder = root.appendingPathComponent("shard-\(index)")
            let report = try SnapshotRunner(shard: SnapshotShard(index: index, count: 2), reportFolder: folder).run(cases)
            #expect(report.results.allSatisfy { SnapshotShard.shard(of: $0.name, count: 2) == index })
            folders.append(folder)
        }
        let merged = try SnapshotReport.merge(folders, into: root.appendingPathComponent("merged"))
        #expect(Set(merged.results.map(\.name)) == Set(cases.map(\.name)))
        #expect(merged.shards == ["0/2", "1/2"])
        #expect(throws: SnapshotReportError.self) { try SnapshotReport.merge([folders[0], folders[0]], into: root.appendingPathComponent("twice")) }
        #expect(throws: SnapshotReportError.self) { try SnapshotReport.merge([root], into: root.appendingPathComponent("none")) }
    }

    @Test func theReportPageShowsFailuresFirst() {
        func result(_ id: String, _ status: SnapshotResult.Status) -> SnapshotResult {
            SnapshotResult(id: id, name: id, variant: "v", file: "F.swift", line: 1, status: status, message: "", referencePath: "r", seconds: 0)
        }
        let report = SnapshotReport(shards: [], results: [result("a", .passed), result("b", .recorded), result("c", .failed), result("d", .missing)], seconds: 1)
        #expect(report.orderedResults.map(\.id) == ["c", "d", "b", "a"])
        let page = SnapshotReportPage.html(for: report)
        let failed = page.range(of: "id=\"c\"")!.lowerBound, passed = page.range(of: "id=\"a\"")!.lowerBound
        #expect(failed < passed)
    }
}
