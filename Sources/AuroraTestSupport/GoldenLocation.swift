/// Finds where a golden image and its failure report live, from the test file's path.
import Foundation

/// The files of one golden check: `Tests/<Target>/Goldens/<name>.png` and the failure report
/// under `<package root>/.build/golden-failures/<Target>/`.
public struct GoldenLocation: Hashable, Sendable {
    /// The golden's name, `topic/case` in kebab-case.
    public var name: String
    /// The golden PNG.
    public var goldenFile: URL
    /// Where the `expected | diff | actual` panel is written on a mismatch.
    public var panelFile: URL
    /// Where the one-line JSON summary is written on a mismatch.
    public var summaryFile: URL

    /// The location of golden `name` for the test in `testFilePath`, or a message saying why
    /// there is none (the file is not under `Tests/<Target>/`, or the name is not `topic/case`).
    public static func resolve(name: String, testFilePath: String) -> Result<GoldenLocation, GoldenLocationError> {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-.")
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && $0.allSatisfy(allowed.contains) }) else {
            return .failure(GoldenLocationError(message: "golden name \"\(name)\" must be \"topic/case\" in lower-case kebab-case"))
        }
        var folder = URL(filePath: testFilePath).deletingLastPathComponent()
        while folder.pathComponents.count > 2 {
            let parent = folder.deletingLastPathComponent()
            if parent.lastPathComponent == "Tests" {
                let root = parent.deletingLastPathComponent()
                let failures = root.appending(path: ".build/golden-failures/\(folder.lastPathComponent)/\(name)")
                return .success(GoldenLocation(
                    name: name,
                    goldenFile: folder.appending(path: "Goldens/\(name).png"),
                    panelFile: failures.appendingPathExtension("panel.png"),
                    summaryFile: failures.appendingPathExtension("json")))
            }
            folder = parent
        }
        return .failure(GoldenLocationError(message: "\(testFilePath) is not inside a Tests/<Target>/ folder"))
    }

    /// Creates a location from explicit files (for checks outside a package's test folders).
    public init(name: String, goldenFile: URL, panelFile: URL, summaryFile: URL) {
        self.name = name
        self.goldenFile = goldenFile
        self.panelFile = panelFile
        self.summaryFile = summaryFile
    }
}
