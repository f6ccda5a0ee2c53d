/// `PreviewFixturePackage`: the live preview's fixture package, copied under this repository's
/// `.build` and pointed at this repository's Aurora, for tests that edit it and watch the pixels.
import Foundation

/// A copy of `Tests/Fixtures/PreviewFixture` under `.build/preview-fixture/`, kept between runs so
/// its agent builds incrementally; one test at a time holds it (a file lock, across test targets).
public enum PreviewFixturePackage {
    /// This repository's root.
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The fixture's source file that the tests edit.
    public static let swatchPath = "Sources/PreviewFixture/Swatch.swift"

    /// Runs `body` with the copy, fresh from the fixture, while holding the fixture's lock.
    public static func withCopy<T>(_ body: (URL) async throws -> T) async throws -> T {
        let folder = repository.appendingPathComponent(".build/preview-fixture")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lock = open(folder.appendingPathComponent("lock").path, O_CREAT | O_RDWR, 0o644)
        guard lock >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(lock) }
        // Waits without blocking a thread: a test blocked in flock holds one of the few threads of
        // Swift's cooperative pool, and the holder of the lock may need it to finish.
        while flock(lock, LOCK_EX | LOCK_NB) != 0 {
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        defer { flock(lock, LOCK_UN) }
        let copy = try prepare(in: folder)
        return try await body(copy)
    }

    private static func prepare(in folder: URL) throws -> URL {
        let source = repository.appendingPathComponent("Tests/Fixtures/PreviewFixture")
        let copy = folder.appendingPathComponent("PreviewFixture")
        try FileManager.default.createDirectory(at: copy.appendingPathComponent("Sources/PreviewFixture"), withIntermediateDirectories: true)
        let manifest = try String(contentsOf: source.appendingPathComponent("Package.swift"), encoding: .utf8)
            .replacingOccurrences(of: #".package(path: "../../..")"#, with: ".package(path: \"\(repository.path)\")")
            .replacingOccurrences(of: #"package: "aurora""#, with: "package: \"\(repository.lastPathComponent.lowercased())\"")
        try write(manifest, to: copy.appendingPathComponent("Package.swift"))
        let swatch = try String(contentsOf: source.appendingPathComponent(swatchPath), encoding: .utf8)
        try write(swatch, to: copy.appendingPathComponent(swatchPath))
        return copy
    }

    /// Writes `text` unless the file already holds it (so an unchanged file keeps its build).
    public static func write(_ text: String, to url: URL) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try Data(text.utf8).write(to: url)
    }
}
