/// The colour-glyph cache: which glyphs are colour glyphs, their decoded emoji bitmaps, and those bitmaps scaled to the text size.
import AuroraGeometry
import AuroraImageIO
import AuroraRaster
import AuroraText
import Foundation
import Synchronization

/// Colour glyphs (CBDT/sbix bitmaps and COLR layers) looked up, decoded and scaled once.
///
/// Three bounded stores share one lock: the font's answer for (face, glyph, size) — a bitmap's
/// placement, COLR layers, or "not a colour glyph"; the decoded PNG of each strike bitmap;
/// and each bitmap resampled to a device size (box-halved, then bilinear), which untransformed
/// text blits directly.
public final class ColorGlyphCache: Sendable {
    /// The cache every drawing uses unless given another.
    public static let shared = ColorGlyphCache()

    /// The most bytes of decoded and scaled bitmaps kept. Default: 64 MiB.
    public let byteLimit: Int

    private let state: Mutex<ColorGlyphStores>

    /// Creates an empty cache holding at most `byteLimit` bytes of bitmaps.
    public init(byteLimit: Int = 64 << 20) {
        self.byteLimit = max(0, byteLimit)
        state = Mutex(ColorGlyphStores(byteLimit: self.byteLimit))
    }

    /// The number of bitmaps held (decoded strikes and scaled copies).
    public var bitmapCount: Int { state.withLock { $0.decoded.count + $0.scaled.count } }

    /// Drops everything.
    public func removeAll() {
        state.withLock { $0 = ColorGlyphStores(byteLimit: byteLimit) }
    }

    /// What `face` draws for `glyph` at about `pixelsPerEm`: `nil` when it is an ordinary glyph.
    package func colorGlyph(face: FontFace, glyph: GlyphID, pixelsPerEm: Int) -> ResolvedColorGlyph? {
        let key = ColorGlyphKey(face: ObjectIdentifier(face), glyph: glyph, size: pixelsPerEm)
        if let found = state.withLock({ $0.lookups.value(for: key) }) { return found.glyph }
        let resolved: ResolvedColorGlyph?
        switch face.colorGlyph(glyph, pixelsPerEm: pixelsPerEm) {
        case .bitmap(let bitmap)?:
            resolved = .bitmap(ColorBitmapPlacement(pixelsPerEm: bitmap.pixelsPerEm, bounds: bitmap.bounds), png: bitmap.png)
        case .layers(let layers)?:
            resolved = layers.isEmpty ? nil : .layers(layers)
        case nil:
            resolved = nil
        }
        // The PNG bytes are not kept here: the decoded image is, in its own store.
        let kept: ResolvedColorGlyph? = if case .bitmap(let placement, _)? = resolved { .bitmap(placement, png: []) } else { resolved }
        state.withLock { $0.lookups.insert(ColorGlyphLookup(glyph: kept, face: face), cost: 64, for: key) }
        return resolved
    }

    /// The decoded strike image of a bitmap glyph (`png` decoded on a miss); `nil` when it does not decode.
    package func image(face: FontFace, glyph: GlyphID, placement: ColorBitmapPlacement, png: [UInt8]) -> Pixmap? {
        let key = ColorGlyphKey(face: ObjectIdentifier(face), glyph: glyph, size: placement.pixelsPerEm)
        if let found = state.withLock({ $0.decoded.value(for: key) }) { return found.image }
        var bytes = png
        if bytes.isEmpty, case .bitmap(let bitmap)? = face.colorGlyph(glyph, pixelsPerEm: placement.pixelsPerEm) {
            bytes = bitmap.png
        }
        guard let image = try? PNGDecoder.decode(bytes, limits: Self.decodingLimits) else { return nil }
        state.withLock { $0.decoded.insert(CachedBitmap(image: image, face: face), cost: image.pixelCount * 4, for: key) }
        return image
    }

    /// The strike image of a bitmap glyph resampled to `width × height` device pixels.
    package func scaledImage(face: FontFace, glyph: GlyphID, placement: ColorBitmapPlacement, png: [UInt8],
                             width: Int, height: Int) -> Pixmap? {
        let key = ScaledBitmapKey(face: ObjectIdentifier(face), glyph: glyph, strike: placement.pixelsPerEm, width: width, height: height)
        if let found = state.withLock({ $0.scaled.value(for: key) }) { return found.image }
        guard let source = image(face: face, glyph: glyph, placement: placement, png: png) else { return nil }
        let scaled = ColorBitmapScaler.scaled(source, width: width, height: height)
        state.withLock { $0.scaled.insert(CachedBitmap(image: scaled, face: face), cost: scaled.pixelCount * 4, for: key) }
        return scaled
    }

    /// Emoji strikes are small; anything far larger is not a glyph worth decoding.
    static let decodingLimits = ImageDecodingLimits(maximumSide: 2048, maximumDecompressedBytes: 32 << 20)
}

/// A colour glyph as drawing needs it.
package enum ResolvedColorGlyph: Sendable {
    /// A bitmap: where it goes, and its PNG bytes (empty once cached; decoded images are cached apart).
    case bitmap(ColorBitmapPlacement, png: [UInt8])
    /// COLR layers, bottom to top.
    case layers([ColorGlyphLayer])
}

/// Where a strike bitmap goes: the strike's size and the image's box in font units (y up, from the pen).
package struct ColorBitmapPlacement: Hashable, Sendable {
    /// The pixels per em of the strike the bitmap was drawn for.
    package var pixelsPerEm: Int
    /// The image's box, in font units, y up, relative to the pen on the baseline.
    package var bounds: CGRect
}

/// (face, glyph, size) for lookups and decoded strikes.
struct ColorGlyphKey: Hashable {
    var face: ObjectIdentifier
    var glyph: GlyphID
    var size: Int
}

/// (face, glyph, strike, device size) for scaled bitmaps.
struct ScaledBitmapKey: Hashable {
    var face: ObjectIdentifier
    var glyph: GlyphID
    var strike: Int
    var width: Int, height: Int
}

/// A lookup's answer; the face is kept so its `ObjectIdentifier` is not reused while cached.
struct ColorGlyphLookup {
    var glyph: ResolvedColorGlyph?
    var face: FontFace
}

/// A decoded or scaled bitmap, with its face kept alive for the same reason.
struct CachedBitmap {
    var image: Pixmap
    var face: FontFace
}

/// The three stores behind `ColorGlyphCache`'s lock.
struct ColorGlyphStores: ~Copyable {
    var lookups: LeastRecentlyUsedStore<ColorGlyphKey, ColorGlyphLookup>
    var decoded: LeastRecentlyUsedStore<ColorGlyphKey, CachedBitmap>
    var scaled: LeastRecentlyUsedStore<ScaledBitmapKey, CachedBitmap>

    init(byteLimit: Int) {
        lookups = LeastRecentlyUsedStore(costLimit: 4 << 20)
        decoded = LeastRecentlyUsedStore(costLimit: byteLimit / 2)
        scaled = LeastRecentlyUsedStore(costLimit: byteLimit / 2)
    }
}
