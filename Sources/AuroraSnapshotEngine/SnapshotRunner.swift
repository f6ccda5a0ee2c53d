/// `SnapshotRunner`: the `aurora snapshot` engine — each case of a shard rendered on its devices and colour schemes, compared with its reference, and reported.
import Aurora
import AuroraImageIO
import AuroraRaster
import Foundation

/// Runs snapshot cases against their references.
///
/// Each case's variants (device × colour scheme) are rendered at time 0, compared with the
/// reference in `__Snapshots__` (`SnapshotReferenceStore`) and reported. Without `record`,
/// nothing in the package is written: a missing reference is a failure. With it, a missing or
/// differing reference is written anew.
@MainActor
package struct SnapshotRunner {
    /// Where references are found and written.
    package var store: SnapshotReferenceStore
    /// Whether to write references that are missing or differ. Default: false.
    package var record: Bool
    /// The shard to run; nil runs every case. Default: nil.
    package var shard: SnapshotShard?
    /// The report folder (images, `report.json`, `index.html`); nil writes no report. Default: nil.
    package var reportFolder: URL?
    /// swift-snapshot-testing's `precision` and `perceptualPrecision`. Default: 1 (exact).
    package var precision: Float
    package var perceptualPrecision: Float

    /// A runner with the defaults above.
    package init(store: SnapshotReferenceStore = SnapshotReferenceStore(), record: Bool = false, shard: SnapshotShard? = nil,
                 reportFolder: URL? = nil, precision: Float = 1, perceptualPrecision: Float = 1) {
        self.store = store
        self.record = record
        self.shard = shard
        self.reportFolder = reportFolder
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
    }

    /// Why a run could not start or finish.
    package enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// Two cases share a name.
        case duplicateName(String)
        /// A file could not be written.
        case unwritable(String, reason: String)
        /// The report could not be written.
        case report(SnapshotReportError)

        package var description: String {
            switch self {
            case .duplicateName(let name): "two snapshot cases are named '\(name)': names must be unique"
            case .unwritable(let path, let reason): "cannot write \(path): \(reason)"
            case .report(let error): error.description
            }
        }
    }

    /// Runs the cases of the shard, calling `progress` after each snapshot, and writes the report.
    package func run(_ cases: [SnapshotCase], progress: (SnapshotResult) -> Void = { _ in }) throws(Failure) -> SnapshotReport {
        var names = Set<String>()
        for snapshotCase in cases where !names.insert(snapshotCase.name).inserted { throw .duplicateName(snapshotCase.name) }
        let start = ContinuousClock.now
        var results: [SnapshotResult] = []
        for snapshotCase in cases where shard?.contains(id: snapshotCase.id) ?? true {
            for variant in snapshotCase.snapshots {
                let result = try run(snapshotCase, variant)
                progress(result)
                results.append(result)
            }
        }
        let report = SnapshotReport(shards: shard.map { [$0.description] } ?? [], results: results, seconds: Self.seconds(since: start))
        if let reportFolder {
            do throws(SnapshotReportError) { try report.write(to: reportFolder) } catch { throw .report(error) }
        }
        return report
    }

    private func run(_ snapshotCase: SnapshotCase, _ variant: SnapshotCase.Variant) throws(Failure) -> SnapshotResult {
        let start = ContinuousClock.now
        let referenceURL = store.referenceURL(for: snapshotCase, variant)
        var result = SnapshotResult(id: "\(snapshotCase.name)/\(variant.name)", name: snapshotCase.name, variant: variant.name,
                                    file: snapshotCase.file, line: snapshotCase.line, status: .passed, message: "",
                                    referencePath: referenceURL.path, seconds: 0)
        defer { result.seconds = Self.seconds(since: start) }
        let actual: Pixmap
        do throws(SnapshotRenderError) {
            actual = try SnapshotRenderer(canvas: .device(variant.device), colorScheme: variant.colorScheme).render(snapshotCase.body())
        } catch {
            result.status = .error
            result.message = error.description
            return result
        }
        let referenceData = FileManager.default.contents(atPath: referenceURL.path)
        var reference: Pixmap?
        do throws(ImageIOError) {
            if let referenceData { reference = try PNGDecoder.decode(referenceData) }
        } catch {
            guard !record else { return try recordReference(actual, at: referenceURL, into: &result) }
            result.status = .error
            result.message = "the reference \(referenceURL.path) is not a PNG that can be read (\(error.description)): run with --record to write it anew"
            try attach(reference: nil, actual: actual, to: &result)
            return result
        }
        guard let reference else {
            guard !record else { return try recordReference(actual, at: referenceURL, into: &result) }
            result.status = .missing
            result.message = "no reference at \(referenceURL.path): run aurora snapshot --record to write it"
            try attach(reference: nil, actual: actual, to: &result)
            return result
        }
        guard let message = SnapshotComparison.failureMessage(reference: reference, actual: actual, precision: precision,
                                                               perceptualPrecision: perceptualPrecision) else { return result }
        guard !record else { return try recordReference(actual, at: referenceURL, into: &result) }
        let comparison = SnapshotComparison(reference: reference, actual: actual)
        result.status = .failed
        result.message = message
        result.differingPixelCount = comparison?.differingPixelCount
        result.maximumDeltaE = comparison?.maximumDeltaE
        try attach(reference: reference, actual: actual, to: &result)
        return result
    }

    private func recordReference(_ actual: Pixmap, at url: URL, into result: inout SnapshotResult) throws(Failure) -> SnapshotResult {
        try write(actual, to: url)
        result.status = .recorded
        result.message = "recorded \(url.path)"
        return result
    }

    /// Writes the images of a snapshot that did not pass into the report folder.
    private func attach(reference: Pixmap?, actual: Pixmap, to result: inout SnapshotResult) throws(Failure) {
        guard let reportFolder else { return }
        let stem = SnapshotReport.imagesFolder + "/" + SnapshotReferenceStore.fileName(result.name) + "." + result.variant
        result.actualImage = stem + ".actual.png"
        try write(actual, to: reportFolder.appendingPathComponent(result.actualImage!))
        guard let reference else { return }
        result.referenceImage = stem + ".reference.png"
        try write(reference, to: reportFolder.appendingPathComponent(result.referenceImage!))
        if let difference = SnapshotDifferenceImage.make(reference: reference, actual: actual) {
            result.differenceImage = stem + ".difference.png"
            try write(difference, to: reportFolder.appendingPathComponent(result.differenceImage!))
        }
    }

    private func write(_ pixmap: Pixmap, to url: URL) throws(Failure) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(PNGEncoder().encode(pixmap)).write(to: url)
        } catch {
            throw .unwritable(url.path, reason: String(describing: error))
        }
    }

    private static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
