/// A layer inside one band: the frame's rows or an offscreen buffer, with what was drawn where.

/// A drawing target inside a band: the frame itself or an offscreen layer of the band's size.
struct BandLayer {
    var pixels: UnsafeMutablePointer<UInt32>
    var isOwned: Bool
    var opacity: UInt32
    var blendMode: BlendMode
    /// How many clips were pushed before this layer; only clips above it apply inside it.
    var clipFloor: Int
    /// Set for a mask layer: what its pixels become when popped.
    var maskMode: MaskMode? = nil
    /// Mask values gathered from popped mask layers, multiplied together.
    var mask: UnsafeMutablePointer<UInt8>? = nil
    /// The band-relative rectangle holding everything drawn into the layer (outside it the
    /// layer is transparent), or `nil` while nothing has been drawn.
    var drawn: PixelRect? = nil

    /// Adds `rect` (band-relative) to what was drawn.
    mutating func markDrawn(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        drawn = drawn.map { $0.union(rect) } ?? rect
    }

    func release() {
        if isOwned { pixels.deallocate() }
        mask?.deallocate()
    }
}
