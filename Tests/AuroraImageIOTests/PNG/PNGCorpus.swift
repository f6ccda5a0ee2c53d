/// Finds the shared PNG corpus beside the checkout and reads its reference decodes.
import Foundation
import Testing

/// The PngSuite, bug-fix and fuzz files at `../shared/corpora/pngsuite` next to the package root.
enum PNGCorpus {
    /// The corpus folder, or `nil` when this checkout has no `../shared` (a user's clone).
    static let root: URL? = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                let corpus = folder.deletingLastPathComponent().appendingPathComponent("shared/corpora/pngsuite")
                return FileManager.default.fileExists(atPath: corpus.appendingPathComponent("reference.tsv").path) ? corpus : nil
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    /// Whether the corpus is present.
    static var isAvailable: Bool { root != nil }

    /// The message a skipped corpus test shows.
    static let missingMessage: Comment = "PNG corpus not found at ../shared/corpora/pngsuite beside the package root: corpus tests skipped"

    /// One row of `reference.tsv` that has a reference decode.
    struct Reference {
        /// The file, relative to the corpus root (`pngsuite/basn0g01.png`).
        var file: String
        var width: Int
        var height: Int
        /// Straight-alpha RGBA8 samples, rows top to bottom.
        var rgba: [UInt8]
    }

    /// The bytes of `path` (relative to the corpus root).
    static func bytes(_ path: String) throws -> [UInt8] {
        guard let root else { return [] }
        return [UInt8](try Data(contentsOf: root.appendingPathComponent(path)))
    }

    /// Every file of `reference.tsv` with a reference decode.
    static func references() throws -> [Reference] {
        guard let root else { return [] }
        let table = try String(contentsOf: root.appendingPathComponent("reference.tsv"), encoding: .utf8)
        return try table.split(separator: "\n").dropFirst().compactMap { line -> Reference? in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3, let width = Int(fields[1]), let height = Int(fields[2]) else { return nil }
            let raw = "reference-rgba8/" + fields[0].replacingOccurrences(of: "/", with: "__")
                .replacingOccurrences(of: ".png", with: ".rgba")
            // Rows of files pypng read but whose decode was not kept (expected failures upstream) have no raw file.
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent(raw).path) else { return nil }
            return Reference(file: fields[0], width: width, height: height, rgba: try bytes(raw))
        }
    }

    /// The files in `folder` (relative to the corpus root) whose names pass `include`, sorted.
    static func files(in folder: String, where include: (String) -> Bool = { _ in true }) throws -> [String] {
        guard let root else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
            .filter(include).sorted().map { folder + "/" + $0 }
    }
}
