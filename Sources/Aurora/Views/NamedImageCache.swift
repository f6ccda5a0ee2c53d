/// `NamedImageCache`: decoded image resources kept by file, so `Image("palm_tree")` in a body
/// decodes its file once, not every time the body runs.
import AuroraRaster
import Foundation
import Synchronization

/// Images decoded from resource files, kept by path, size in bytes, modification date and scale (a
/// file edited while a preview runs is decoded again). Every `Image` of one file then shares one
/// pixel buffer, so the caches keyed by an image's pixels (its resampled copies) hit across
/// frames and views. Least recently used images go first past the byte limit.
enum NamedImageCache {
    private struct Key: Hashable {
        var path: String
        var size: UInt64
        var modified: Double
        var scale: CGFloat
    }

    private static let store = Mutex(LeastRecentlyUsedStore<Key, Image>(costLimit: 128 << 20))

    /// The image decoded from the file at `path` at `scale`, from the cache when the file is unchanged;
    /// `nil` when it cannot be read or decoded.
    static func image(atPath path: String, scale: CGFloat) -> Image? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = (attributes[.size] as? NSNumber)?.uint64Value,
              let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate else {
            return Image(contentsOfFile: path, scale: scale)
        }
        let key = Key(path: path, size: size, modified: modified, scale: scale)
        if let image = store.withLock({ $0.value(for: key) }) { return image }
        guard let image = Image(contentsOfFile: path, scale: scale) else { return nil }
        let bytes = image.bitmap.map { $0.pixmap.pixelCount * 4 } ?? 0
        store.withLock { $0.insert(image, cost: bytes + path.utf8.count + 64, for: key) }
        return image
    }
}
