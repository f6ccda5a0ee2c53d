/// The four progressive block decoders (T.81 G.1.2): DC first and refinement, AC first and refinement.

extension JPEGScanDecoder {
    /// The first scan of the DC band: a Huffman-coded difference, scaled to bit `successiveLow`.
    mutating func decodeDCFirst(_ block: UnsafeMutablePointer<Int16>, scanComponent: Int) throws(ImageIOError) {
        guard let table = dcTables[scanComponent] else { return }
        let category = Int(try reader.decode(table))
        dcPredictions[scanComponent] += try reader.receiveExtended(category)
        block[0] = Int16(truncatingIfNeeded: dcPredictions[scanComponent] << scan.successiveLow)
    }

    /// A later scan of the DC band: one raw bit for bit `successiveLow`.
    mutating func decodeDCRefinement(_ block: UnsafeMutablePointer<Int16>) throws(ImageIOError) {
        if try reader.readBit() == 1 { block[0] |= Int16(truncatingIfNeeded: 1 << scan.successiveLow) }
    }

    /// The first scan of an AC band: run-length coded values, with runs of empty blocks (EOBRUN).
    mutating func decodeACFirst(_ block: UnsafeMutablePointer<Int16>, scanComponent: Int) throws(ImageIOError) {
        guard let table = acTables[scanComponent] else { return }
        if endOfBandRun > 0 {
            endOfBandRun -= 1
            return
        }
        var index = scan.spectralStart
        while index <= scan.spectralEnd {
            let symbol = try reader.decode(table)
            let run = Int(symbol >> 4), size = Int(symbol & 0x0F)
            if size == 0 {
                if run < 15 {
                    endOfBandRun = (1 << run) - 1 + (try reader.readBits(run))
                    break
                }
                index += 16
                continue
            }
            index += run
            guard index <= scan.spectralEnd else { throw .corruptJPEGData("a run of zeros past the end of the spectral band") }
            block[index] = Int16(truncatingIfNeeded: try reader.receiveExtended(size) << scan.successiveLow)
            index += 1
        }
    }

    /// A later scan of an AC band: new coefficients of ±1 at bit `successiveLow`, and a correction
    /// bit for each coefficient already non-zero that the run passes over.
    mutating func decodeACRefinement(_ block: UnsafeMutablePointer<Int16>, scanComponent: Int) throws(ImageIOError) {
        guard let table = acTables[scanComponent] else { return }
        let plusOne = Int16(truncatingIfNeeded: 1 << scan.successiveLow)
        var index = scan.spectralStart
        if endOfBandRun == 0 {
            while index <= scan.spectralEnd {
                let symbol = try reader.decode(table)
                var run = Int(symbol >> 4)
                let size = Int(symbol & 0x0F)
                var newValue: Int16 = 0
                if size == 0 {
                    if run < 15 {
                        endOfBandRun = (1 << run) + (try reader.readBits(run))
                        break
                    }
                } else {
                    guard size == 1 else { throw .corruptJPEGData("a refinement value of \(size) bits (must be 1)") }
                    newValue = try reader.readBit() == 1 ? plusOne : -plusOne
                }
                // Pass `run` zero-history coefficients (refining the non-zero ones on the way), then place the new value.
                while index <= scan.spectralEnd {
                    if block[index] != 0 {
                        try refine(block + index, by: plusOne)
                    } else {
                        if run == 0 {
                            if newValue != 0 { block[index] = newValue }
                            index += 1
                            break
                        }
                        run -= 1
                    }
                    index += 1
                }
            }
        }
        if endOfBandRun > 0 {
            while index <= scan.spectralEnd {
                if block[index] != 0 { try refine(block + index, by: plusOne) }
                index += 1
            }
            endOfBandRun -= 1
        }
    }

    /// Reads a correction bit for a non-zero coefficient and, when set, moves it away from zero by `bit`.
    private mutating func refine(_ coefficient: UnsafeMutablePointer<Int16>, by bit: Int16) throws(ImageIOError) {
        guard try reader.readBit() == 1, coefficient.pointee & bit == 0 else { return }
        coefficient.pointee &+= coefficient.pointee >= 0 ? bit : -bit
    }
}
