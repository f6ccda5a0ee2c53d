/// Walks the decompressed scanlines pass by pass: unfilters each row in place and stores its pixels.

/// Rebuilds an image from its decompressed data (each row a filter-type byte and filtered samples).
enum PNGScanlines {
    /// Unfilters every row of `data` in place and writes the pixels, premultiplied, to `pixels`
    /// (`header.width × header.height` words, row by row).
    ///
    /// `data.count` must be `header.decompressedByteCount`.
    static func reconstruct(_ data: UnsafeMutableBufferPointer<UInt8>, header: PNGHeader, rows: PNGRowDecoder,
                            into pixels: UnsafeMutablePointer<UInt32>) throws(ImageIOError) {
        guard let base = data.baseAddress, data.count == header.decompressedByteCount else {
            throw .imageDataSizeMismatch(expected: header.decompressedByteCount, actual: data.count)
        }
        let widestRow = header.rowByteCount(pixels: header.width)
        let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: widestRow)
        zeros.initialize(repeating: 0, count: widestRow)
        // Interlaced passes decode into this row, then spread out to their columns.
        let passPixels = UnsafeMutablePointer<UInt32>.allocate(capacity: header.width)
        defer { zeros.deallocate(); passPixels.deallocate() }
        let step = header.filterStep
        var offset = 0
        for pass in header.passes {
            let rowBytes = header.rowByteCount(pixels: pass.width)
            var prior = UnsafePointer(zeros)
            // Set when the previous row was unfiltered together with this one.
            var unfilteredAhead = false
            for passRow in 0..<pass.height {
                let row = base + offset
                let y = pass.yStart + passRow * pass.yStep
                if unfilteredAhead {
                    unfilteredAhead = false
                } else {
                    guard let type = PNGFilterType(rawValue: row[0]) else { throw .invalidFilter(type: row[0], row: y) }
                    let next = row + 1 + rowBytes
                    if type == .paeth, step == 3 || step == 4, passRow + 1 < pass.height, next[0] == PNGFilterType.paeth.rawValue {
                        PNGRowUnfilter.unfilterPaethPair(row: row + 1, below: next + 1, prior: prior, count: rowBytes, bytesPerPixel: step)
                        unfilteredAhead = true
                    } else {
                        PNGRowUnfilter.unfilter(type, row: row + 1, prior: prior, count: rowBytes, bytesPerPixel: step)
                    }
                }
                let imageRow = pixels + y * header.width
                if pass.xStep == 1 {
                    try rows.decode(row + 1, count: pass.width, into: imageRow)
                } else {
                    try rows.decode(row + 1, count: pass.width, into: passPixels)
                    for index in 0..<pass.width { imageRow[pass.xStart + index * pass.xStep] = passPixels[index] }
                }
                prior = UnsafePointer(row + 1)
                offset += 1 + rowBytes
            }
        }
    }
}
