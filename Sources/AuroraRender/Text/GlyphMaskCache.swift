/// The glyph-mask cache: coverage masks of untransformed glyphs, keyed by face, glyph, size and subpixel offset.
import AuroraGeometry
import AuroraRaster
import AuroraText
import Foundation
import Synchronization

/// Coverage masks of glyphs drawn without a transform, shared by every drawing of text.
///
/// A mask is keyed by (face, glyph, pixels per em, horizontal subpixel offset in quarters of
/// a pixel); its bounds are relative to the pen's whole-pixel position, so one mask serves
/// every place the glyph lands at that quarter-pixel phase. The cache is thread-safe and
/// bounded: when the masks' bytes pass `byteLimit`, the least recently used quarter of the
/// entries is dropped.
public final class GlyphMaskCache: Sendable {
    /// The cache every drawing uses unless given another.
    public static let shared = GlyphMaskCache()

    /// Bytes counted per entry besides its mask (key, array headers, dictionary slot).
    static let entryOverhead = 96

    /// Subpixel positions per pixel along x (the pen's y is rounded to whole pixels).
    public static let subpixelSteps = 4

    /// The most bytes of masks kept. Default: 32 MiB.
    public let byteLimit: Int

    private let store: Mutex<LeastRecentlyUsedStore<GlyphMaskKey, CachedMask>>

    /// Creates an empty cache holding at most `byteLimit` bytes of masks.
    public init(byteLimit: Int = 32 << 20) {
        self.byteLimit = max(0, byteLimit)
        store = Mutex(LeastRecentlyUsedStore(costLimit: byteLimit))
    }

    /// The number of masks held.
    public var count: Int { store.withLock { $0.count } }

    /// The bytes of masks held (with a fixed allowance per entry for its bookkeeping).
    public var byteCount: Int { store.withLock { $0.totalCost } }

    /// Drops every mask.
    public func removeAll() {
        store.withLock { $0.removeAll() }
    }

    /// The mask of `glyph` of `face` at `pixelsPerEm` with the pen `subpixel` quarters of a
    /// pixel right of a whole pixel, bounds relative to that whole pixel; made from the
    /// outline on a miss. `nil` when the glyph's outline cannot be read or is too large to
    /// cache (draw it from its outline instead).
    public func mask(face: FontFace, glyph: GlyphID, pixelsPerEm: CGFloat, subpixel: Int) -> CoverageMask? {
        let key = GlyphMaskKey(face: ObjectIdentifier(face), glyph: glyph, size: pixelsPerEm.bitPattern,
                               subpixel: UInt8(truncatingIfNeeded: subpixel))
        if let found = store.withLock({ $0.value(for: key) }) { return found.mask }
        // Rasterize outside the lock, so other threads keep drawing cached glyphs meanwhile.
        guard let outline = try? face.outline(of: glyph) else { return nil }
        let origin = CGPoint(x: CGFloat(subpixel) / CGFloat(Self.subpixelSteps), y: 0)
        let mask = GlyphRasterizer.mask(of: outline, unitsPerEm: face.unitsPerEm, pixelsPerEm: pixelsPerEm, origin: origin)
        if mask.width >= GlyphRasterizer.maximumMaskSide || mask.height >= GlyphRasterizer.maximumMaskSide { return nil }
        store.withLock { $0.insert(CachedMask(mask: mask, face: face), cost: mask.byteCount + Self.entryOverhead, for: key) }
        return mask
    }
}

/// What identifies a cached mask. The face is identified by object, which its entry keeps alive.
struct GlyphMaskKey: Hashable {
    var face: ObjectIdentifier
    var glyph: GlyphID
    /// `pixelsPerEm.bitPattern`: sizes differ exactly or not at all.
    var size: UInt
    var subpixel: UInt8
}

/// A cached mask and the face it came from (kept so its `ObjectIdentifier` is not reused).
struct CachedMask {
    var mask: CoverageMask
    var face: FontFace
}
