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
    /// For an offscreen layer, the drawn columns of each band row (`lower ≥ upper` when none),
    /// within `drawn`: compositing and clearing visit only these; `nil` for the frame itself.
    var rowExtents: RowExtents? = nil
    /// The rows of the pooled buffer behind an offscreen layer (see `LayerBufferPool`).
    var bufferRows = 0

    /// Adds `rect` (band-relative) to what was drawn.
    mutating func markDrawn(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        markBounds(rect)
        if let rowExtents {
            for row in rect.y..<rect.maxY { rowExtents.include(row: row, from: rect.x, to: rect.maxX) }
        }
    }

    /// Adds columns `lower..<upper` of `row` to the row extents (not to `drawn`).
    @inline(__always)
    func markRow(_ row: Int, from lower: Int, to upper: Int) {
        rowExtents?.include(row: row, from: lower, to: upper)
    }

    /// Widens `drawn` to `rect` without touching the row extents (the caller keeps those).
    mutating func markBounds(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        drawn = drawn.map { $0.union(rect) } ?? rect
    }
}

/// The drawn columns `lower..<upper` of each row of a band layer.
struct RowExtents {
    let bounds: UnsafeMutablePointer<SIMD2<Int32>>

    /// Adds columns `lower..<upper` of `row`.
    @inline(__always)
    func include(row: Int, from lower: Int, to upper: Int) {
        let old = bounds[row]
        bounds[row] = SIMD2(min(old.x, Int32(truncatingIfNeeded: lower)), max(old.y, Int32(truncatingIfNeeded: upper)))
    }

    /// The drawn columns of `row` within `columns`, or `nil` when none.
    @inline(__always)
    func columns(of row: Int, within columns: Range<Int>) -> Range<Int>? {
        let b = bounds[row]
        let lower = max(columns.lowerBound, Int(b.x)), upper = min(columns.upperBound, Int(b.y))
        return lower < upper ? lower..<upper : nil
    }

    /// Marks rows `0..<rows` as holding nothing.
    func reset(rows: Int) {
        bounds.update(repeating: SIMD2(Int32.max, Int32.min), count: rows)
    }
}
