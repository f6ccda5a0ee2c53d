/// Decoder side of PNG filtering: rebuilds a row's samples in place from its filtered bytes.

/// Undoes PNG's per-row filters.
///
/// Sub, Average and Paeth depend on the byte one pixel to the left, so a row is serial in
/// pixels; for 3- and 4-byte pixels the channels of a pixel are computed together in one
/// vector, and two Paeth rows in a row share one `SIMD8<Int16>` as a wavefront.
enum PNGRowUnfilter {
    /// Reconstructs `count` bytes of `row` in place, filtered with `type`, given the already
    /// reconstructed `prior` row (all zeros above the first row).
    static func unfilter(_ type: PNGFilterType, row: UnsafeMutablePointer<UInt8>, prior: UnsafePointer<UInt8>,
                         count: Int, bytesPerPixel step: Int) {
        switch (type, step) {
        case (.none, _):
            break
        case (.up, _):
            for index in 0..<count { row[index] &+= prior[index] }
        case (.average, 4), (.paeth, 4):
            unfilterByPixel(type, row: row, prior: prior, pixels: count / 4, step: 4)
        case (.average, 3), (.paeth, 3):
            unfilterByPixel(type, row: row, prior: prior, pixels: count / 3, step: 3)
        default:
            unfilterByByte(type, row: row, prior: prior, count: count, step: step)
        }
    }

    /// Sub, Average and Paeth one byte at a time, for any pixel size.
    private static func unfilterByByte(_ type: PNGFilterType, row: UnsafeMutablePointer<UInt8>, prior: UnsafePointer<UInt8>,
                                       count: Int, step: Int) {
        let head = min(step, count)
        switch type {
        case .sub:
            for index in step..<max(step, count) { row[index] &+= row[index - step] }
        case .average:
            for index in 0..<head { row[index] &+= prior[index] >> 1 }
            for index in step..<max(step, count) {
                row[index] &+= UInt8(truncatingIfNeeded: (UInt16(row[index - step]) &+ UInt16(prior[index])) >> 1)
            }
        case .paeth:
            // With no left neighbour the predictor is the byte above.
            for index in 0..<head { row[index] &+= prior[index] }
            for index in step..<max(step, count) {
                row[index] &+= PNGFilterType.paethPredictor(row[index - step], prior[index], prior[index - step])
            }
        case .none, .up:
            break
        }
    }

    /// Average or Paeth with the channels of each 3- or 4-byte pixel in one vector.
    @inline(__always)
    private static func unfilterByPixel(_ type: PNGFilterType, row: UnsafeMutablePointer<UInt8>, prior: UnsafePointer<UInt8>,
                                        pixels: Int, step: Int) {
        if type == .average {
            var left = SIMD4<Int16>()
            for pixel in 0..<pixels {
                let offset = pixel &* step
                let above = load(prior + offset, step: step)
                left = (load(row + offset, step: step) &+ ((left &+ above) &>> 1)) & 0xFF
                store(left, to: row + offset, step: step)
            }
            return
        }
        // One pixel in the low half of a full vector (the high half stays zero).
        var left = SIMD8<Int16>(), upperLeft = SIMD8<Int16>()
        for pixel in 0..<pixels {
            let offset = pixel &* step
            let above = SIMD8<Int16>(lowHalf: load(prior + offset, step: step), highHalf: .zero)
            let predicted = paethPredictor(left: left, above: above, upperLeft: upperLeft)
            left = (SIMD8<Int16>(lowHalf: load(row + offset, step: step), highHalf: .zero) &+ predicted) & 0xFF
            store(left.lowHalf, to: row + offset, step: step)
            upperLeft = above
        }
    }

    /// Reconstructs two consecutive Paeth rows of 3- or 4-byte pixels at once: `row` (below
    /// `prior`) and `below` (below `row`), each `count` bytes.
    ///
    /// A pixel needs its left neighbour, so one row is a chain of dependent steps; the two rows
    /// run as a wavefront (pixel `i` of `row` beside pixel `i − 1` of `below`, which needs only
    /// `row`'s pixels up to `i − 1`) in the two halves of one vector, so the chains overlap.
    static func unfilterPaethPair(row: UnsafeMutablePointer<UInt8>, below: UnsafeMutablePointer<UInt8>,
                                  prior: UnsafePointer<UInt8>, count: Int, bytesPerPixel step: Int) {
        if step == 4 {
            unfilterPaethPair(row: row, below: below, prior: prior, pixels: count / 4, step: 4)
        } else {
            unfilterPaethPair(row: row, below: below, prior: prior, pixels: count / 3, step: 3)
        }
    }

    @inline(__always)
    private static func unfilterPaethPair(row: UnsafeMutablePointer<UInt8>, below: UnsafeMutablePointer<UInt8>,
                                          prior: UnsafePointer<UInt8>, pixels: Int, step: Int) {
        guard pixels >= 2 else {
            unfilterByPixel(.paeth, row: row, prior: prior, pixels: pixels, step: step)
            unfilterByPixel(.paeth, row: below, prior: UnsafePointer(row), pixels: pixels, step: step)
            return
        }
        // Pixel 0 of `row`: no left or upper-left neighbour, so the predictor is the pixel above.
        let zero = SIMD4<Int16>()
        let first = (load(row, step: step) &+ load(prior, step: step)) & 0xFF
        store(first, to: row, step: step)
        // Halves: `row` at pixel i (low), `below` at pixel i − 1 (high).
        var left = SIMD8<Int16>(lowHalf: first, highHalf: zero)
        var upperLeft = SIMD8<Int16>(lowHalf: load(prior, step: step), highHalf: zero)
        for pixel in 1..<pixels {
            let offset = pixel &* step
            let above = SIMD8<Int16>(lowHalf: load(prior + offset, step: step), highHalf: left.lowHalf)
            let filtered = SIMD8<Int16>(lowHalf: load(row + offset, step: step), highHalf: load(below + (offset &- step), step: step))
            left = (filtered &+ paethPredictor(left: left, above: above, upperLeft: upperLeft)) & 0xFF
            store(left.lowHalf, to: row + offset, step: step)
            store(left.highHalf, to: below + (offset &- step), step: step)
            upperLeft = above
        }
        // The last pixel of `below`.
        let last = (pixels &- 1) &* step
        let predicted = paethPredictor(left: SIMD8(lowHalf: left.highHalf, highHalf: zero), above: SIMD8(lowHalf: left.lowHalf, highHalf: zero),
                                       upperLeft: SIMD8(lowHalf: upperLeft.highHalf, highHalf: zero)).lowHalf
        store((load(below + last, step: step) &+ predicted) & 0xFF, to: below + last, step: step)
    }

    /// The Paeth predictor of each lane: whichever of left, above and upper-left is closest to
    /// `left + above − upperLeft` (ties prefer left, then above).
    @inline(__always)
    private static func paethPredictor(left: SIMD8<Int16>, above: SIMD8<Int16>, upperLeft: SIMD8<Int16>) -> SIMD8<Int16> {
        let zero = SIMD8<Int16>()
        let towardLeft = above &- upperLeft, towardAbove = left &- upperLeft
        let towardNeither = towardLeft &+ towardAbove
        let toLeft = towardLeft.replacing(with: zero &- towardLeft, where: towardLeft .< zero)
        let toAbove = towardAbove.replacing(with: zero &- towardAbove, where: towardAbove .< zero)
        let toUpperLeft = towardNeither.replacing(with: zero &- towardNeither, where: towardNeither .< zero)
        var predicted = upperLeft.replacing(with: above, where: toAbove .<= toUpperLeft)
        predicted.replace(with: left, where: (toLeft .<= toAbove) .& (toLeft .<= toUpperLeft))
        return predicted
    }

    /// The `step` (3 or 4) bytes at `pointer`, widened; a missing fourth lane is 0.
    @inline(__always)
    private static func load(_ pointer: UnsafePointer<UInt8>, step: Int) -> SIMD4<Int16> {
        if step == 4 {
            return SIMD4<Int16>(truncatingIfNeeded: UnsafeRawPointer(pointer).loadUnaligned(as: SIMD4<UInt8>.self))
        }
        return SIMD4<Int16>(Int16(pointer[0]), Int16(pointer[1]), Int16(pointer[2]), 0)
    }

    /// Stores the first `step` (3 or 4) lanes of `value` as bytes.
    @inline(__always)
    private static func store(_ value: SIMD4<Int16>, to pointer: UnsafeMutablePointer<UInt8>, step: Int) {
        let bytes = SIMD4<UInt8>(truncatingIfNeeded: value)
        if step == 4 {
            UnsafeMutableRawPointer(pointer).storeBytes(of: bytes, as: SIMD4<UInt8>.self)
        } else {
            pointer[0] = bytes[0]; pointer[1] = bytes[1]; pointer[2] = bytes[2]
        }
    }
}
