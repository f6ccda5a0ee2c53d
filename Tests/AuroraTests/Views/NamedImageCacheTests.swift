/// `NamedImageCache`: a resource file decoded once while unchanged, again once it changes.
import AuroraRaster
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct NamedImageCacheTests {
    /// The PNG of a `width × height` view filled with `color`.
    private func png(_ color: Color, width: CGFloat, height: CGFloat) throws -> Data {
        try #require(ImageRenderer(content: color.frame(width: width, height: height)).pngData())
    }

    private func pixels(_ image: Image?) throws -> Pixmap {
        try #require(image?.bitmap?.pixmap)
    }

    @Test func anUnchangedFileSharesOnePixelBufferAndAnEditedOneIsDecodedAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "NamedImageCacheTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "swatch.png").path
        try png(.red, width: 3, height: 2).write(to: URL(fileURLWithPath: path))

        let first = try pixels(NamedImageCache.image(atPath: path, scale: 1))
        let second = try pixels(NamedImageCache.image(atPath: path, scale: 1))
        #expect(first.width == 3 && first.height == 2)
        let firstBase = first.withUnsafePixels { $0.baseAddress }, secondBase = second.withUnsafePixels { $0.baseAddress }
        #expect(firstBase == secondBase)
        // The same file at another scale is another image.
        #expect(NamedImageCache.image(atPath: path, scale: 2)?.naturalSize == CGSize(width: 1.5, height: 1))

        // An edited file (another size, so another key even within the date's resolution) is decoded again.
        try png(.blue, width: 4, height: 2).write(to: URL(fileURLWithPath: path))
        let edited = try pixels(NamedImageCache.image(atPath: path, scale: 1))
        #expect(edited.width == 4)
        #expect(edited.pixel(x: 0, y: 0).blue == 255 && edited.pixel(x: 0, y: 0).red == 0)
        #expect(NamedImageCache.image(atPath: folder.appending(path: "missing.png").path, scale: 1) == nil)
    }
}
