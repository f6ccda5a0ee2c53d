/// Test helper: compares a printed display list with a text golden under Goldens/display-list/.
import Foundation
import Testing

/// Checks `text` against `Goldens/display-list/<name>.txt`; a missing golden (or AURORA_RECORD=1) is written and fails.
func expectTextGolden(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Goldens/display-list/\(name).txt")
    let record = ProcessInfo.processInfo.environment["AURORA_RECORD"] == "1"
    guard !record, let expected = try? String(contentsOf: url, encoding: .utf8) else {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? text.write(to: url, atomically: true, encoding: .utf8)
        Issue.record("new golden written: look at it before committing: \(url.path)", sourceLocation: sourceLocation)
        return
    }
    #expect(text == expected, "display list differs from golden \(name)", sourceLocation: sourceLocation)
}
