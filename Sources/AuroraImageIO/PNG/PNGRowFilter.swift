/// Encoder side of PNG filtering: picks each row's filter and writes the filtered bytes.
///
/// Rows are read through pointers that have `bytesPerPixel` zero bytes in front of them (and a
/// zero prior row for the first row), so every loop is branch-free over the whole row.

/// Chooses and applies the per-row filter of PNG's adaptive filtering.
enum PNGRowFilter {
    /// The filter whose output has the smallest sum of absolute values of its bytes read as
    /// signed (the heuristic the PNG specification suggests).
    static func chooseFilter(row: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>,
                             count: Int, bytesPerPixel: Int) -> PNGFilterType {
        let sums = bytesPerPixel == 4
            ? filterCosts(row: row, prior: prior, count: count, bytesPerPixel: 4)
            : filterCosts(row: row, prior: prior, count: count, bytesPerPixel: 3)
        var best = PNGFilterType.none, bestSum = sums[0]
        for type in PNGFilterType.allCases.dropFirst() where sums[Int(type.rawValue)] < bestSum {
            best = type
            bestSum = sums[Int(type.rawValue)]
        }
        return best
    }

    /// The cost of each filter, indexed by raw value; one pass over the row, no branches.
    @inline(__always)
    private static func filterCosts(row: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>,
                                    count: Int, bytesPerPixel: Int) -> SIMD8<UInt32> {
        var none: UInt32 = 0, sub: UInt32 = 0, up: UInt32 = 0, average: UInt32 = 0, paeth: UInt32 = 0
        for index in 0..<count {
            let x = row[index], left = row[index - bytesPerPixel]
            let above = prior[index], upperLeft = prior[index - bytesPerPixel]
            none &+= cost(x)
            sub &+= cost(x &- left)
            up &+= cost(x &- above)
            average &+= cost(x &- UInt8(truncatingIfNeeded: (UInt16(left) &+ UInt16(above)) >> 1))
            paeth &+= cost(x &- PNGFilterType.paethPredictor(left, above, upperLeft))
        }
        return SIMD8(none, sub, up, average, paeth, 0, 0, 0)
    }

    /// `|byte|` with the byte read as a signed value.
    @inline(__always)
    private static func cost(_ byte: UInt8) -> UInt32 {
        UInt32(truncatingIfNeeded: Int8(bitPattern: byte).magnitude)
    }

    /// Writes `row` filtered with `type` to `output` (`count` bytes, no filter-type byte).
    static func apply(_ type: PNGFilterType, row: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>,
                      count: Int, bytesPerPixel: Int, output: UnsafeMutablePointer<UInt8>) {
        if bytesPerPixel == 4 {
            apply(type, row: row, prior: prior, count: count, step: 4, output: output)
        } else {
            apply(type, row: row, prior: prior, count: count, step: 3, output: output)
        }
    }

    @inline(__always)
    private static func apply(_ type: PNGFilterType, row: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>,
                              count: Int, step: Int, output: UnsafeMutablePointer<UInt8>) {
        switch type {
        case .none:
            output.update(from: row, count: count)
        case .sub:
            for index in 0..<count { output[index] = row[index] &- row[index - step] }
        case .up:
            for index in 0..<count { output[index] = row[index] &- prior[index] }
        case .average:
            for index in 0..<count {
                output[index] = row[index] &- UInt8(truncatingIfNeeded: (UInt16(row[index - step]) &+ UInt16(prior[index])) >> 1)
            }
        case .paeth:
            for index in 0..<count {
                output[index] = row[index] &- PNGFilterType.paethPredictor(row[index - step], prior[index], prior[index - step])
            }
        }
    }
}
