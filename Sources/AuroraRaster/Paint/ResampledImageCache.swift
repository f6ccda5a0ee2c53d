/// `ResampledImageCache`: an image pattern's device pixels kept across frames, so an image drawn
/// again through the same transform (the next frame of an animation over a still photo) is copied, not resampled.
import AuroraGeometry
import Foundation
import Synchronization

/// The words an image pattern shades over a device rectangle, kept by exactly what determines
/// them: the image's storage (held by the entry, so it can neither change nor be reused), the
/// pattern's image-to-device transform bit for bit, its sampling and opacity, and the rectangle.
///
/// A key gets an entry the second time it is seen, so an image whose transform changes every
/// frame never fills the cache with pixels used once. An entry starts empty; each row is
/// resampled into it the first time a fill asks for any of its pixels, by whichever thread draws
/// that row, and copied from it afterwards. Least recently used entries go first past the byte limit.
package final class ResampledImageCache: Sendable {
    /// The cache every context draws through.
    package static let shared = ResampledImageCache()
    /// Rectangles of more pixels than this are not kept (a zoomed image larger than any screen).
    package static let maximumPixels = 4096 * 4096

    /// What determines a pattern's device pixels.
    package struct Key: Hashable, Sendable {
        var storage: ObjectIdentifier
        var a: UInt64, b: UInt64, c: UInt64, d: UInt64, tx: UInt64, ty: UInt64
        var sampling: ImageSampling
        var opacity: UInt32
        var rect: PixelRect

        /// The key of `image` mapped to device pixels by `transform`, kept over `rect`.
        init(_ image: Pixmap, transform t: CGAffineTransform, sampling: ImageSampling, opacity: Float, rect: PixelRect) {
            storage = ObjectIdentifier(image.storage)
            a = Double(t.a).bitPattern; b = Double(t.b).bitPattern; c = Double(t.c).bitPattern
            d = Double(t.d).bitPattern; tx = Double(t.tx).bitPattern; ty = Double(t.ty).bitPattern
            self.sampling = sampling
            self.opacity = opacity.bitPattern
            self.rect = rect
        }
    }

    /// The state of the store: the entries, and the keys seen once with the storage they named
    /// (held weakly: a key whose image is gone names nothing, even if its address is reused).
    private struct Store: ~Copyable {
        var entries: LeastRecentlyUsedStore<Key, Entry>
        var seenOnce: [Key: WeakStorage] = [:]
    }

    /// A storage seen once, not kept alive by the cache.
    private struct WeakStorage {
        weak var storage: PixelStorage?
    }

    private let store: Mutex<Store>

    /// A cache keeping up to `byteLimit` bytes of pixels (its own and its images').
    package init(byteLimit: Int = 64 << 20) {
        store = Mutex(Store(entries: LeastRecentlyUsedStore(costLimit: byteLimit)))
    }

    /// The entry for `key`: the one kept, a new empty one when the key's image was seen under it
    /// before, or `nil` the first time (or when the rectangle is too large to keep).
    func entry(for key: Key, image: Pixmap, isOpaque: @autoclosure () -> Bool) -> Entry? {
        let pixels = key.rect.width * key.rect.height
        guard pixels > 0, pixels <= Self.maximumPixels else { return nil }
        let storage = image.storage
        let found: Entry?? = store.withLock { store in
            if let entry = store.entries.value(for: key) { return .some(entry) }
            if let seen = store.seenOnce.removeValue(forKey: key), seen.storage === storage { return nil }
            // Keys seen once are few (the patterns of the last frames); start over when they pile up.
            if store.seenOnce.count >= 256 { store.seenOnce.removeAll() }
            store.seenOnce[key] = WeakStorage(storage: storage)
            return .some(nil)
        }
        if let found { return found }
        let entry = Entry(image: image, rect: key.rect, isOpaque: isOpaque())
        store.withLock { $0.entries.insert(entry, cost: (pixels + image.pixelCount) * 4 + 256, for: key) }
        return entry
    }

    /// The number of entries kept.
    package var count: Int { store.withLock { $0.entries.count } }

    /// Forgets every entry and every key seen.
    package func removeAll() {
        store.withLock { store in
            store.entries.removeAll()
            store.seenOnce.removeAll()
        }
    }

    /// One pattern's device pixels over `rect`, filled row by row.
    final class Entry: @unchecked Sendable {
        /// The image, held so its storage stays the one the key names.
        let image: Pixmap
        /// The device pixels kept.
        let rect: PixelRect
        /// Whether the pattern is opaque (found once, when the entry was made).
        let isOpaque: Bool
        private let words: UnsafeMutablePointer<UInt32>
        /// Per row: 0 not resampled, 1 being resampled by some thread, 2 ready.
        private let rows: Mutex<[UInt8]>

        init(image: Pixmap, rect: PixelRect, isOpaque: Bool) {
            self.image = image
            self.rect = rect
            self.isOpaque = isOpaque
            words = .allocate(capacity: rect.width * rect.height)
            rows = Mutex([UInt8](repeating: 0, count: rect.height))
        }

        deinit { words.deallocate() }

        /// Copies the words `x ..< x + count` of device row `y` into `output`, resampling the
        /// entry's whole row first with `shade(x, y, count, into:)` when it is not ready; `false`
        /// (nothing written) when the span is not inside the entry or another thread is resampling that row.
        @inline(__always)
        func copy(x: Int, y: Int, count: Int, into output: UnsafeMutablePointer<UInt32>,
                  shade: (Int, Int, Int, UnsafeMutablePointer<UInt32>) -> Void) -> Bool {
            let row = y - rect.y, column = x - rect.x
            guard row >= 0, row < rect.height, column >= 0, column + count <= rect.width else { return false }
            let line = words + row * rect.width
            let state = rows.withLock { rows in
                let state = rows[row]
                if state == 0 { rows[row] = 1 }
                return state
            }
            switch state {
            case 2:
                break
            case 0:
                shade(rect.x, y, rect.width, line)
                rows.withLock { $0[row] = 2 }
            default:
                return false
            }
            output.update(from: line + column, count: count)
            return true
        }
    }
}
