/// Decoder side of PNG filtering: rebuilds a row's samples in place from its filtered bytes.

/// Undoes PNG's per-row filters.
enum PNGRowUnfilter {
    /// Reconstructs `count` bytes of `row` in place, filtered with `type`, given the already
    /// reconstructed `prior` row (all zeros above the first row).
    static func unfilter(_ type: PNGFilterType, row: UnsafeMutablePointer<UInt8>, prior: UnsafePointer<UInt8>,
                         count: Int, bytesPerPixel step: Int) {
        let head = min(step, count)
        switch type {
        case .none:
            break
        case .sub:
            for index in step..<max(step, count) { row[index] &+= row[index - step] }
        case .up:
            for index in 0..<count { row[index] &+= prior[index] }
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
        }
    }
}
