/// Golden-image checks for Swift Testing: compare a pixmap with a PNG under `Tests/<Target>/Goldens/`.
import AuroraImageIO
import AuroraRaster
import Foundation
import Testing

/// Compares rendered pixmaps with golden PNG files and reports mismatches as test issues.
///
/// Goldens live in `Tests/<Target>/Goldens/<topic>/<case>.png`, found from the calling test
/// file. `AURORA_RECORD=1` in the environment re-records every checked golden; a missing golden
/// is written too. Both count as failures so that a recorded image is looked at before it is
/// committed. On a mismatch an `expected | diff | actual` panel and a one-line JSON summary are
/// written under `<package root>/.build/golden-failures/<Target>/`.
public enum GoldenImage {
    /// The result of one golden check.
    public enum Outcome: Hashable, Sendable {
        /// Every channel is within the tolerance.
        case matched
        /// The golden was written (it was missing, or recording was asked for).
        case recorded
        /// The pixels differ beyond the tolerance, or the sizes differ (`difference` is `nil`).
        case mismatched(PixmapDifference?)
        /// The golden or the failure report could not be read or written.
        case failed(String)
    }

    /// Checks `pixmap` against the golden `name` (`"topic/case"`), allowing each channel to
    /// differ by up to `tolerance` (give a reason beside any non-zero tolerance); records a
    /// Swift Testing issue at the caller on anything but a match.
    public static func assertMatches(_ pixmap: Pixmap, golden name: String, tolerance: Int = 0,
                                     sourceLocation: SourceLocation = #_sourceLocation) {
        let location: GoldenLocation
        switch GoldenLocation.resolve(name: name, testFilePath: sourceLocation.filePath) {
        case .success(let found): location = found
        case .failure(let error):
            Issue.record(Comment(rawValue: error.message), sourceLocation: sourceLocation)
            return
        }
        let record = ProcessInfo.processInfo.environment["AURORA_RECORD"] == "1"
        let outcome = check(pixmap, at: location, tolerance: tolerance, record: record)
        if let message = message(for: outcome, location: location) {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// Compares `pixmap` with the golden at `location` without recording any issue: writes the
    /// golden when it is missing or `record` is true, and the failure report on a mismatch.
    public static func check(_ pixmap: Pixmap, at location: GoldenLocation, tolerance: Int = 0,
                             record: Bool = false) -> Outcome {
        let manager = FileManager.default
        if record || !manager.fileExists(atPath: location.goldenFile.path) {
            return write(pixmap, to: location)
        }
        let golden: Pixmap
        do {
            golden = try PNGDecoder.decode([UInt8](Data(contentsOf: location.goldenFile)))
        } catch {
            return .failed("cannot read golden \(location.goldenFile.path): \(error)")
        }
        let difference = PixmapDifference(between: golden, and: pixmap, tolerance: tolerance)
        if let difference, difference.isWithinTolerance {
            // A stale report from an earlier failure would mislead.
            try? manager.removeItem(at: location.panelFile)
            try? manager.removeItem(at: location.summaryFile)
            return .matched
        }
        if let problem = writeReport(expected: golden, actual: pixmap, difference: difference, location: location) {
            return .failed(problem)
        }
        return .mismatched(difference)
    }

    /// The issue text for `outcome`, or `nil` for a match.
    static func message(for outcome: Outcome, location: GoldenLocation) -> String? {
        switch outcome {
        case .matched:
            return nil
        case .recorded:
            return "new golden written: look at it before committing (\(location.goldenFile.path))"
        case .mismatched(let difference?):
            return "golden \(location.name) differs: \(difference.differingPixelCount) pixels beyond tolerance \(difference.tolerance), "
                + "max channel difference \(difference.maxChannelDifference), first at \(difference.firstDifferingPixel.map(String.init(describing:)) ?? "-"); "
                + "see \(location.panelFile.path)"
        case .mismatched(nil):
            return "golden \(location.name) has a different size; see \(location.panelFile.path)"
        case .failed(let message):
            return message
        }
    }

    /// Writes `pixmap` as the golden, checking that it reads back to the same pixels.
    private static func write(_ pixmap: Pixmap, to location: GoldenLocation) -> Outcome {
        do {
            try FileManager.default.createDirectory(at: location.goldenFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            let bytes = try PNGEncoder().encode(pixmap)
            guard try PNGDecoder.decode(bytes).hasSamePixels(as: pixmap) else {
                return .failed("golden \(location.name) not written: the pixmap has a colour channel above its alpha, which PNG cannot store")
            }
            try Data(bytes).write(to: location.goldenFile, options: .atomic)
            return .recorded
        } catch {
            return .failed("cannot write golden \(location.goldenFile.path): \(error)")
        }
    }

    /// Writes the panel PNG and the one-line JSON summary; returns a message when that fails.
    private static func writeReport(expected: Pixmap, actual: Pixmap, difference: PixmapDifference?,
                                    location: GoldenLocation) -> String? {
        var summary: [String: Any] = [
            "golden": location.name, "panel": location.panelFile.path,
            "expected_size": [expected.width, expected.height], "actual_size": [actual.width, actual.height],
        ]
        if let difference {
            summary["tolerance"] = difference.tolerance
            summary["max_diff"] = difference.maxChannelDifference
            summary["mean_diff"] = difference.meanChannelDifference
            summary["differing_pixels"] = difference.differingPixelCount
            summary["first_differing_pixel"] = difference.firstDifferingPixel.map { [$0.x, $0.y] } ?? NSNull()
        }
        do {
            try FileManager.default.createDirectory(at: location.panelFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            let panel = DiffPanel.make(expected: expected, actual: actual, tolerance: difference?.tolerance ?? 0)
            try PNGEncoder().write(panel, to: location.panelFile)
            var json = try JSONSerialization.data(withJSONObject: summary, options: [.sortedKeys])
            json.append(0x0A)
            try json.write(to: location.summaryFile, options: .atomic)
            return nil
        } catch {
            return "cannot write the failure report for \(location.name): \(error)"
        }
    }
}
