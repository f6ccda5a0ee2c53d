/// `SnapshotReport`: the results of a run (or of merged shards) — `report.json`, `index.html` and the images, in one folder.
import AuroraGeometry
import Foundation

/// A snapshot run's results, as kept in a report folder.
///
/// The folder holds `report.json` (this value), `index.html` (`SnapshotReportPage`) and, for
/// each snapshot that did not pass, its reference, actual and difference PNGs under `images/`.
/// `merge` joins the folders of several shards into one.
package struct SnapshotReport: Codable, Hashable, Sendable {
    /// The shards this report covers (`0/4`), empty for an unsharded run.
    package var shards: [String]
    /// Every snapshot's result.
    package var results: [SnapshotResult]
    /// Seconds the run took (the sum over merged shards).
    package var seconds: Double

    /// A report of `results`.
    package init(shards: [String], results: [SnapshotResult], seconds: Double) {
        self.shards = shards
        self.results = results
        self.seconds = seconds
    }

    /// The results, failures first (failed, missing, error), then recorded, then passed; by id within each.
    package var orderedResults: [SnapshotResult] {
        let rank = Dictionary(uniqueKeysWithValues: SnapshotResult.Status.allCases.enumerated().map { ($1, $0) })
        return results.sorted { (rank[$0.status]!, $0.id) < (rank[$1.status]!, $1.id) }
    }

    /// How many results have `status`.
    package func count(_ status: SnapshotResult.Status) -> Int { results.filter { $0.status == status }.count }

    /// Whether any snapshot failed.
    package var hasFailures: Bool { results.contains { $0.status.isFailure } }

    /// `12 passed, 1 failed, 0 missing, 0 errors, 0 recorded`.
    package var summary: String {
        "\(count(.passed)) passed, \(count(.failed)) failed, \(count(.missing)) missing, \(count(.error)) errors, \(count(.recorded)) recorded"
    }

    /// The subfolder of a report folder that holds the images.
    package static let imagesFolder = "images"

    /// Writes `report.json` and `index.html` into `folder` (the images are already there).
    package func write(to folder: URL) throws(SnapshotReportError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try encoder.encode(self).write(to: folder.appendingPathComponent("report.json"))
            try Data(SnapshotReportPage.html(for: self).utf8).write(to: folder.appendingPathComponent("index.html"))
        } catch {
            throw .unwritable(folder.path, reason: error.localizedDescription)
        }
    }

    /// Reads the `report.json` of a report folder.
    package static func read(from folder: URL) throws(SnapshotReportError) -> SnapshotReport {
        let file = folder.appendingPathComponent("report.json")
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw .unreadable(file.path, reason: "no report.json there (is it a folder written by aurora snapshot --report?)")
        }
        do {
            return try JSONDecoder().decode(SnapshotReport.self, from: data)
        } catch {
            throw .unreadable(file.path, reason: "not a snapshot report: \(error)")
        }
    }

    /// Joins the report folders `inputs` into `output`: their results, their images (copied) and a new page.
    /// A snapshot id found in two inputs is an error (shards partition the cases).
    package static func merge(_ inputs: [URL], into output: URL) throws(SnapshotReportError) -> SnapshotReport {
        var merged = SnapshotReport(shards: [], results: [], seconds: 0)
        var seen: [String: String] = [:]
        let images = output.appendingPathComponent(imagesFolder, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(images.path, reason: error.localizedDescription)
        }
        for input in inputs {
            let report = try read(from: input)
            for result in report.results {
                if let other = seen[result.id] {
                    throw .duplicate(id: result.id, first: other, second: input.path)
                }
                seen[result.id] = input.path
                for image in [result.referenceImage, result.actualImage, result.differenceImage].compactMap({ $0 }) {
                    try copy(input.appendingPathComponent(image), to: output.appendingPathComponent(image))
                }
            }
            merged.shards += report.shards
            merged.results += report.results
            merged.seconds += report.seconds
        }
        try merged.write(to: output)
        return merged
    }

    private static func copy(_ source: URL, to destination: URL) throws(SnapshotReportError) {
        guard source.standardizedFileURL != destination.standardizedFileURL else { return }
        do {
            if FileManager.default.fileExists(atPath: destination.path) { try FileManager.default.removeItem(at: destination) }
            try FileManager.default.copyItem(at: source, to: destination)
        } catch {
            throw .unwritable(destination.path, reason: error.localizedDescription)
        }
    }
}
