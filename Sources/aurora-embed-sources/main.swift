/// `aurora-embed-sources OUTPUT ROOT FILE…`: writes a Swift file declaring `GallerySource.files`, each
/// FILE's text keyed by its path relative to ROOT. Run by `GallerySourcesPlugin` at build time.
import AuroraPreviewExpansion
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: aurora-embed-sources OUTPUT ROOT FILE…\n".utf8))
    exit(2)
}
let output = arguments[arguments.startIndex], root = arguments[arguments.startIndex + 1]
let prefix = root.hasSuffix("/") ? root : root + "/"

var entries: [String] = []
for path in arguments.dropFirst(2) {
    let name = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : (path as NSString).lastPathComponent
    do {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        entries.append("        \(PreviewExpansion.literal(name)): \(PreviewExpansion.literal(text)),")
    } catch {
        FileHandle.standardError.write(Data("aurora-embed-sources: cannot read \(path): \(error)\n".utf8))
        exit(1)
    }
}
let body = """
    // Generated at build time by aurora-embed-sources from this module's files; not checked in.

    /// This module's source files as they were compiled, for showing beside the demos they hold.
    public enum GallerySource {
        /// Each file's text, keyed by its path in the module (`WWDC21/ShapeVisualizer.swift`).
        public static let files: [String: String] = [
    \(entries.isEmpty ? "    :" : entries.joined(separator: "\n"))
        ]
    }

    """
do {
    try Data(body.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("aurora-embed-sources: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
