/// `SnapshotReportPage`: the report's `index.html` — failures first, each with reference, actual and difference and a slider between reference and actual.
import AuroraGeometry
import Foundation

/// Writes a report as one self-contained HTML page (images are files beside it).
package enum SnapshotReportPage {
    /// The page for `report`.
    package static func html(for report: SnapshotReport) -> String {
        let shards = report.shards.isEmpty ? "" : " · shards " + report.shards.map(escape).joined(separator: ", ")
        var body = ""
        for result in report.orderedResults {
            body += section(for: result)
        }
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Snapshots: \(escape(report.summary))</title>
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #1d1d1f; background: #f5f5f7; }
            h1 { font-size: 20px; } .summary { color: #555; }
            section { background: #fff; border-radius: 10px; padding: 12px 16px; margin: 12px 0; box-shadow: 0 1px 3px #0002; }
            section.failed, section.missing, section.error { border-left: 6px solid #d70015; }
            section.recorded { border-left: 6px solid #0071e3; } section.passed { border-left: 6px solid #248a3d; }
            h2 { font-size: 15px; margin: 0 0 4px; } .status { text-transform: uppercase; font-size: 11px; font-weight: 600; }
            pre { white-space: pre-wrap; background: #f5f5f7; padding: 8px; border-radius: 6px; }
            .images { display: flex; gap: 12px; flex-wrap: wrap; align-items: flex-start; }
            figure { margin: 0; } figcaption { font-size: 12px; color: #555; }
            img { max-width: 320px; border: 1px solid #ddd; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
            .compare { position: relative; display: inline-block; } .compare img { display: block; }
            .compare .top { position: absolute; left: 0; top: 0; clip-path: inset(0 50% 0 0); }
            input[type=range] { width: 320px; }
            </style></head><body>
            <h1>Snapshots</h1>
            <p class="summary">\(escape(report.summary)) · \(String(format: "%.1f", report.seconds)) s\(shards)</p>
            \(body)
            <script>
            for (const slider of document.querySelectorAll('input[data-compare]')) {
              const top = document.getElementById(slider.dataset.compare);
              const update = () => { top.style.clipPath = 'inset(0 ' + (100 - slider.value) + '% 0 0)'; };
              slider.addEventListener('input', update); update();
            }
            </script>
            </body></html>

            """
    }

    private static func section(for result: SnapshotResult) -> String {
        var html = """
            <section class="\(result.status.rawValue)" id="\(escape(result.id))">
            <h2>\(escape(result.name)) <small>\(escape(result.variant))</small></h2>
            <div class="status">\(result.status.rawValue)</div>
            <div>\(escape(result.file)):\(result.line) · reference \(escape(result.referencePath))</div>

            """
        if !result.message.isEmpty { html += "<pre>\(escape(result.message))</pre>\n" }
        var figures = ""
        for (title, image) in [("reference", result.referenceImage), ("actual", result.actualImage), ("difference", result.differenceImage)] {
            if let image { figures += "<figure><img src=\"\(escape(image))\" alt=\"\(title)\"><figcaption>\(title)</figcaption></figure>\n" }
        }
        if let reference = result.referenceImage, let actual = result.actualImage {
            let identifier = "top-" + String(SnapshotShard.fnv1a(result.id.utf8), radix: 16)
            figures += """
                <figure><div class="compare"><img src="\(escape(reference))" alt="reference"><img class="top" id="\(identifier)" src="\(escape(actual))" alt="actual"></div>
                <input type="range" min="0" max="100" value="50" data-compare="\(identifier)">
                <figcaption>slide: actual on the left, reference on the right</figcaption></figure>

                """
        }
        if !figures.isEmpty { html += "<div class=\"images\">\n\(figures)</div>\n" }
        return html + "</section>\n"
    }

    private static func escape(_ text: String) -> String { text.htmlEscaped }
}
