/// One benchmark result row, printed as a table line and written in `anchors.py`'s JSON schema.
import Foundation

/// A measured workload, in the schema of WORKLOADS.md.
struct ResultRow {
    var workload: String
    var variant: String
    var measurement: Measurement
    var passes: Int
    var canvasPixels: Int
    var threads: Int
    var notes: String

    /// Canvas megapixels × passes per second, at the median.
    var megapixelsPerSecond: Double { Double(canvasPixels * passes) / 1e6 / (measurement.median / 1e3) }

    /// The JSON object for `--json`; W8 rows add `bytes`.
    var jsonObject: [String: Any] {
        var object: [String: Any] = [
            "workload": workload, "library": "aurora", "variant": variant,
            "median_ms": measurement.median, "min_ms": measurement.min, "max_ms": measurement.max,
            "runs": measurement.times.count, "mpix_s": megapixelsPerSecond, "threads": threads,
            "notes": notes, "times_ms": measurement.times.map { ($0 * 1000).rounded() / 1000 },
        ]
        if let bytes = measurement.output.byteCount { object["bytes"] = bytes }
        return object
    }

    /// The table header, in `results.md`'s columns.
    static let tableHeader = """
        | workload | library | variant | median ms | min ms | max ms | MP/s | runs | thr | notes |
        |---|---|---|---:|---:|---:|---:|---:|---:|---|
        """

    /// One line of the table.
    var tableLine: String {
        let size = measurement.output.byteCount.map { "\($0.formatted(.number.grouping(.automatic))) bytes; " } ?? ""
        let cells = [workload, "aurora", variant, fixed(measurement.median), fixed(measurement.min), fixed(measurement.max),
                     String(format: "%.1f", megapixelsPerSecond), "\(measurement.times.count)", "\(threads)", size + notes]
        return "| " + cells.joined(separator: " | ") + " |"
    }

    private func fixed(_ value: Double) -> String { String(format: "%.2f", value) }

    /// Writes `rows` as `{"results": [...]}` to `url`.
    static func writeJSON(_ rows: [ResultRow], to url: URL) throws(BenchError) {
        do {
            let data = try JSONSerialization.data(withJSONObject: ["results": rows.map(\.jsonObject)],
                                                  options: [.prettyPrinted, .sortedKeys])
            try data.write(to: url)
        } catch {
            throw .workloadFailed("cannot write \(url.path): \(error.localizedDescription)")
        }
    }
}
