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

    /// The cost of each filter, indexed by raw value: one branch-free pass over the row.
    ///
    /// 16 bytes at a time in explicit SIMD (LLVM vectorised the scalar form only 4 bytes an
    /// iteration, because of its 32-bit sums); the Paeth predictor needs 9 bits, so it runs on
    /// the even and odd bytes as two 16-bit halves (W8: 48 ms against 54 ms for the scalar form).
    /// Sums gather in 16-bit lanes for at most 128 vectors (2 · 128 · 128 fits), then move to
    /// 32-bit totals.
    @inline(__always)
    private static func filterCosts(row: UnsafePointer<UInt8>, prior: UnsafePointer<UInt8>,
                                    count: Int, bytesPerPixel step: Int) -> SIMD8<UInt32> {
        var totals = SIMD8<UInt32>()
        var index = 0
        while index + 16 <= count {
            let blockEnd = min(count - 16, index + 127 * 16)
            var none = SIMD8<UInt16>(), sub = none, up = none, average = none, paeth = none
            while index <= blockEnd {
                let x = load(row + index), left = load(row - step + index)
                let above = load(prior + index), upperLeft = load(prior - step + index)
                none &+= pairSums(cost(x))
                sub &+= pairSums(cost(x &- left))
                up &+= pairSums(cost(x &- above))
                // floor((l + a) / 2) without leaving 8 bits.
                average &+= pairSums(cost(x &- ((left & above) &+ ((left ^ above) &>> 1))))
                // The Paeth predictor, on the even then the odd bytes widened to 16-bit lanes. Written
                // out here: as a separate function it was left uninlined despite `@inline(__always)`.
                let l = unsafeBitCast(left, to: SIMD8<UInt16>.self), a = unsafeBitCast(above, to: SIMD8<UInt16>.self)
                let u = unsafeBitCast(upperLeft, to: SIMD8<UInt16>.self)
                var predicted = SIMD8<UInt16>()
                for shift: UInt16 in [0, 8] {
                    let laneLeft = (l &>> shift) & 0xFF, laneAbove = (a &>> shift) & 0xFF, laneUpperLeft = (u &>> shift) & 0xFF
                    let towardAbove = unsafeBitCast(laneAbove &- laneUpperLeft, to: SIMD8<Int16>.self)
                    let towardLeft = unsafeBitCast(laneLeft &- laneUpperLeft, to: SIMD8<Int16>.self)
                    let towardNeither = towardAbove &+ towardLeft
                    // Absolute values; comparing with a zero vector (a scalar `.< 0` compiled to a lane loop).
                    let zero = SIMD8<Int16>()
                    let toLeft = towardAbove.replacing(with: zero &- towardAbove, where: towardAbove .< zero)
                    let toAbove = towardLeft.replacing(with: zero &- towardLeft, where: towardLeft .< zero)
                    let toUpperLeft = towardNeither.replacing(with: zero &- towardNeither, where: towardNeither .< zero)
                    var lane = laneUpperLeft.replacing(with: laneAbove, where: toAbove .<= toUpperLeft)
                    lane.replace(with: laneLeft, where: (toLeft .<= toAbove) .& (toLeft .<= toUpperLeft))
                    predicted |= lane &<< shift
                }
                paeth &+= pairSums(cost(x &- unsafeBitCast(predicted, to: SIMD16<UInt8>.self)))
                index += 16
            }
            totals &+= SIMD8(widenedSum(none), widenedSum(sub), widenedSum(up), widenedSum(average), widenedSum(paeth), 0, 0, 0)
        }
        while index < count {
            let x = row[index], left = row[index - step], above = prior[index], upperLeft = prior[index - step]
            let averaged = UInt8(truncatingIfNeeded: (UInt16(left) &+ UInt16(above)) >> 1)
            totals &+= SIMD8(scalarCost(x), scalarCost(x &- left), scalarCost(x &- above), scalarCost(x &- averaged),
                             scalarCost(x &- PNGFilterType.paethPredictor(left, above, upperLeft)), 0, 0, 0)
            index += 1
        }
        return totals
    }

    @inline(__always)
    private static func load(_ pointer: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
        UnsafeRawPointer(pointer).loadUnaligned(as: SIMD16<UInt8>.self)
    }

    /// `|byte|` of each byte read as signed: the smaller of `b` and `−b` modulo 256.
    @inline(__always)
    private static func cost(_ bytes: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let negated = SIMD16<UInt8>() &- bytes
        return bytes.replacing(with: negated, where: negated .< bytes)
    }

    /// Adds neighbouring bytes into 16-bit lanes.
    @inline(__always)
    private static func pairSums(_ bytes: SIMD16<UInt8>) -> SIMD8<UInt16> {
        let words = unsafeBitCast(bytes, to: SIMD8<UInt16>.self)
        return (words & 0xFF) &+ (words &>> 8)
    }

    /// The sum of all lanes, through 32-bit lanes.
    @inline(__always)
    private static func widenedSum(_ words: SIMD8<UInt16>) -> UInt32 {
        let pairs = unsafeBitCast(words, to: SIMD4<UInt32>.self)
        let sums = (pairs & 0xFFFF) &+ (pairs &>> 16)
        return sums[0] &+ sums[1] &+ sums[2] &+ sums[3]
    }

    /// `|byte|` with the byte read as a signed value.
    @inline(__always)
    private static func scalarCost(_ byte: UInt8) -> UInt32 {
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
