/// Offscreen layer buffers reused across layers and bands, kept transparent between uses.

/// The band-sized pixel buffers of offscreen layers not in use, each fully transparent.
///
/// A returned buffer is cleared only where its layer drew (its row extents), so pushing a
/// layer costs neither an allocation nor a clear of the whole band.
struct LayerBufferPool {
    /// One spare buffer: pixels and row extents for `rows` rows of `width` pixels.
    private struct Buffer {
        var pixels: UnsafeMutablePointer<UInt32>
        var extents: RowExtents
        var rows: Int
    }

    let width: Int
    private var spare: [Buffer] = []

    init(width: Int) {
        self.width = width
    }

    /// A transparent buffer of at least `rows` rows, with empty row extents for them.
    mutating func take(rows: Int) -> (pixels: UnsafeMutablePointer<UInt32>, extents: RowExtents, rows: Int) {
        while let buffer = spare.popLast() {
            if buffer.rows >= rows {
                buffer.extents.reset(rows: buffer.rows)
                return (buffer.pixels, buffer.extents, buffer.rows)
            }
            buffer.pixels.deallocate()
            buffer.extents.bounds.deallocate()
        }
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: rows * width)
        pixels.initialize(repeating: 0, count: rows * width)
        let extents = RowExtents(bounds: .allocate(capacity: rows))
        extents.reset(rows: rows)
        return (pixels, extents, rows)
    }

    /// Takes back a buffer from `take`, clearing the columns its extents mark in each of its `rows`.
    mutating func give(_ pixels: UnsafeMutablePointer<UInt32>, extents: RowExtents, rows: Int) {
        for row in 0..<rows {
            if let columns = extents.columns(of: row, within: 0..<width) {
                (pixels + row * width + columns.lowerBound).update(repeating: 0, count: columns.count)
            }
        }
        spare.append(Buffer(pixels: pixels, extents: extents, rows: rows))
    }

    /// Frees every spare buffer.
    mutating func release() {
        for buffer in spare {
            buffer.pixels.deallocate()
            buffer.extents.bounds.deallocate()
        }
        spare.removeAll()
    }
}
