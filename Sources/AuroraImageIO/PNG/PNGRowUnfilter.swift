/// Decoder side of PNG filtering: rebuilds a row's samples in place from its filtered bytes.

/// Undoes PNG's per-row filters.
///
/// Sub, Average and Paeth depend on the byte one pixel to the left, so a row is serial in
/// pixels; for 3- and 4-byte pixels the channels of a pixel are computed together in one
/// `SIMD4<Int16>` (W8 decode: Paeth rows went from about 1.9 to 0.8 ns a byte).
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
        var left = SIMD4<Int16>(), upperLeft = SIMD4<Int16>()
        let zero = SIMD4<Int16>()
        if type == .average {
            for pixel in 0..<pixels {
                let offset = pixel &* step
                let above = load(prior + offset, step: step)
                left = (load(row + offset, step: step) &+ ((left &+ above) &>> 1)) & 0xFF
                store(left, to: row + offset, step: step)
            }
            return
        }
        for pixel in 0..<pixels {
            let offset = pixel &* step
            let above = load(prior + offset, step: step)
            let towardLeft = above &- upperLeft, towardAbove = left &- upperLeft
            let towardNeither = towardLeft &+ towardAbove
            let toLeft = towardLeft.replacing(with: zero &- towardLeft, where: towardLeft .< zero)
            let toAbove = towardAbove.replacing(with: zero &- towardAbove, where: towardAbove .< zero)
            let toUpperLeft = towardNeither.replacing(with: zero &- towardNeither, where: towardNeither .< zero)
            var predicted = upperLeft.replacing(with: above, where: toAbove .<= toUpperLeft)
            predicted.replace(with: left, where: (toLeft .<= toAbove) .& (toLeft .<= toUpperLeft))
            left = (load(row + offset, step: step) &+ predicted) & 0xFF
            store(left, to: row + offset, step: step)
            upperLeft = above
        }
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
