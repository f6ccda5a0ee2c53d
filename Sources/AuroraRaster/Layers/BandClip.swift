/// A clip inside one band: coverage per pixel, and the rectangle outside which it is zero.

/// The clip mask of one band (band-relative rows), with the bounds of its non-zero part.
struct BandClip {
    /// Coverage 0...255 for every pixel of the band; `nil` for a clip known to let the whole
    /// band through (a rectangle around it), or for a drawing region (`pushRegion`): drawing is
    /// cut to `bounds` and computed as without a clip.
    var mask: UnsafeMutablePointer<UInt8>?
    /// Band-relative bounds outside which `mask` is zero; `nil` when it is zero everywhere.
    var bounds: PixelRect?
    /// Whether the clip is 255 over the whole band, so it changes nothing drawn in it.
    var isOpaque = false

    /// The mask drawing must be multiplied by: `nil` for a clip that lets everything through.
    var coverage: UnsafeMutablePointer<UInt8>? { isOpaque ? nil : mask }

    /// Whether all `count` values from `mask` are 255 (stops at the first that is not).
    static func isOpaque(_ mask: UnsafePointer<UInt8>, count: Int) -> Bool {
        let raw = UnsafeRawPointer(mask)
        var i = 0
        while i + 8 <= count {
            guard raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == .max else { return false }
            i += 8
        }
        while i < count {
            guard mask[i] == 255 else { return false }
            i += 1
        }
        return true
    }
}
