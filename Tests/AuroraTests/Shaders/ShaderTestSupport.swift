/// Helpers for the shader tests: `.metal` files in temporary folders and rendering views to pixels.
import AuroraRaster
import Foundation
@testable import Aurora

/// A temporary folder of `.metal` files, removed by `remove()`.
struct TemporaryShaderFolder {
    let url: URL

    /// Writes `files` (name → source) into a new temporary folder.
    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("aurora-shaders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, source) in files {
            try Data(source.utf8).write(to: url.appendingPathComponent(name))
        }
    }

    /// The library of the folder's `.metal` files.
    var library: ShaderLibrary { .url(url) }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// The pixels of `view` rendered at `scale`.
@MainActor
func renderPixels(_ view: some View, scale: CGFloat = 1) -> Pixmap? {
    let renderer = ImageRenderer(content: view)
    renderer.scale = scale
    return renderer.pixmap
}

/// Every pixel of `pixmap`, row after row.
func allPixels(_ pixmap: Pixmap) -> [PremultipliedPixel] {
    (0..<pixmap.height).flatMap { y in (0..<pixmap.width).map { x in pixmap.pixel(x: x, y: y) } }
}
