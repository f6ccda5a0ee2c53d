/// `SnapshotReferenceStore`: where a case's reference images live — `__Snapshots__` in the root of the package that declares it.
import Foundation

/// The reference images of snapshot cases, on disk.
///
/// As swift-snapshot-testing keeps `__Snapshots__/<TestFile>/<test>.<name>.png` beside a test
/// file, a case declared in `Sources/App/Profile.swift` of the package at `ROOT` keeps its
/// references in `ROOT/__Snapshots__/Profile/<case>.<device>-<scheme>.png`. The package root is
/// the nearest folder above the source file that holds a `Package.swift`.
package struct SnapshotReferenceStore: Sendable {
    /// The root folder for files whose package cannot be found (the source tree is gone).
    package var fallbackRoot: URL

    /// A store whose files outside any package go under `fallbackRoot`. Default: the current directory.
    package init(fallbackRoot: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)) {
        self.fallbackRoot = fallbackRoot
    }

    /// The reference file of one variant of a case.
    package func referenceURL(for snapshotCase: SnapshotCase, _ variant: SnapshotCase.Variant) -> URL {
        let source = URL(fileURLWithPath: snapshotCase.file)
        return packageRoot(of: source)
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(source.deletingPathExtension().lastPathComponent, isDirectory: true)
            .appendingPathComponent("\(Self.fileName(snapshotCase.name)).\(variant.name).png")
    }

    /// The nearest folder above `source` holding a `Package.swift`, or `fallbackRoot`.
    package func packageRoot(of source: URL) -> URL {
        var folder = source.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return fallbackRoot
    }

    /// A case name as a file name: letters, digits, `-`, `_` and `.` kept, anything else `-`
    /// (swift-snapshot-testing sanitises the same way).
    package static func fileName(_ name: String) -> String {
        let kept = name.unicodeScalars.map { scalar -> Character in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_" || scalar == "." ? Character(scalar) : "-"
        }
        let text = String(kept)
        return text.isEmpty || text.allSatisfy({ $0 == "." }) ? "unnamed" : text
    }
}
