/// A clip inside one band: coverage per pixel, and the rectangle outside which it is zero.

/// The clip mask of one band (band-relative rows), with the bounds of its non-zero part.
struct BandClip {
    /// Coverage 0...255 for every pixel of the band.
    var mask: UnsafeMutablePointer<UInt8>
    /// Band-relative bounds outside which `mask` is zero; `nil` when it is zero everywhere.
    var bounds: PixelRect?
}
