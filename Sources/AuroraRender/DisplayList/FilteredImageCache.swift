/// `FilteredImageCache`: filtered images kept by value, so a list drawn again (the next frame, or an
/// identical row) reuses its filtered image.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation
import Synchronization

/// Filtered images keyed by what determines their pixels: the list's text form, the filters,
/// the linear part of the device transform, the translation's fraction of a pixel and the
/// reduction factor — k ≥ 2 for a wide blur's or shadow's image on its own (`drawDownsampled`),
/// 1 for a shadowed list drawn through its filters at full resolution. The image
/// is stored relative to the translation's whole-pixel part, so the same list moved by whole
/// pixels hits too. Least recently used entries go first past the byte limit.
final class FilteredImageCache: Sendable {
    static let shared = FilteredImageCache()
    /// Lists with more items than this are not cached (their key would cost too much to build).
    static let maximumItems = 32

    struct Key: Hashable {
        var list: String
        var filter: String
        var linear: [UInt64]
        var fraction: [UInt64]
        var factor: Int
    }

    /// An image and where its top-left pixel goes, relative to the whole-pixel translation.
    struct Entry {
        var image: Pixmap
        var x: Int
        var y: Int
    }

    private let store: Mutex<LeastRecentlyUsedStore<Key, Entry>>

    init(byteLimit: Int = 32 << 20) {
        store = Mutex(LeastRecentlyUsedStore(costLimit: byteLimit))
    }

    /// The key for `list` under `filters` drawn through `device` at reduction `factor`, with the
    /// whole-pixel part of the translation; `nil` when the list is too large or the translation absurd.
    static func key(_ list: DisplayList, filters: [DisplayList.Filter], device: CGAffineTransform,
                    factor: Int) -> (Key, x: Int, y: Int)? {
        guard list.itemCount <= maximumItems, !containsImage(list), abs(device.tx) < 1e9, abs(device.ty) < 1e9 else { return nil }
        let wholeX = device.tx.rounded(.down), wholeY = device.ty.rounded(.down)
        let key = Key(list: list.description, filter: "\(filters)",
                      linear: [device.a, device.b, device.c, device.d].map { Double($0).bitPattern },
                      fraction: [Double(device.tx - wholeX).bitPattern, Double(device.ty - wholeY).bitPattern], factor: factor)
        return (key, Int(wholeX), Int(wholeY))
    }

    /// Whether an image appears in `list` (its pixels would make the key as large as the image).
    private static func containsImage(_ list: DisplayList) -> Bool {
        var stack = [list]
        while let next = stack.popLast() {
            for item in next.items {
                switch item.value {
                case .content(.image): return true
                case .content: continue
                case .effect(let effect, let inner):
                    stack.append(inner)
                    if case .mask(let mask) = effect { stack.append(mask) }
                }
            }
        }
        return false
    }

    /// The number of cached images.
    var count: Int { store.withLock { $0.count } }

    /// Forgets every image.
    func removeAll() {
        store.withLock { $0.removeAll() }
    }

    func entry(for key: Key) -> Entry? {
        store.withLock { $0.value(for: key) }
    }

    func insert(_ entry: Entry, for key: Key) {
        store.withLock { $0.insert(entry, cost: entry.image.pixelCount * 4 + key.list.utf8.count + 128, for: key) }
    }
}
