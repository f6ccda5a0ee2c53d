/// Decodes one scan's entropy-coded data MCU by MCU into the coefficient buffers, handling restart intervals.

/// Walks the MCUs (or, for a one-component scan, the blocks) of a scan and decodes each block's
/// Huffman-coded coefficients; the sequential (baseline and extended) block decoder lives here,
/// the progressive ones in `JPEGScanDecoder+Progressive.swift`.
struct JPEGScanDecoder {
    let frame: JPEGFrame
    let scan: JPEGScan
    /// MCUs between RSTn markers, or 0 for none.
    let restartInterval: Int
    var reader: JPEGBitReader
    /// Per scan component: its DC table (when the scan needs one).
    let dcTables: [JPEGHuffmanTable?]
    /// Per scan component: its AC table (when the scan needs one).
    let acTables: [JPEGHuffmanTable?]
    /// Per scan component: the DC value of its previous block.
    var dcPredictions: [Int]
    /// Blocks left in a progressive end-of-band run.
    var endOfBandRun = 0

    /// A decoder for `scan`, whose entropy-coded data starts at `position`; throws when a table it needs is missing.
    init(frame: JPEGFrame, scan: JPEGScan, tables: JPEGHuffmanTables, restartInterval: Int,
         bytes: [UInt8], position: Int) throws(ImageIOError) {
        self.frame = frame
        self.scan = scan
        self.restartInterval = restartInterval
        reader = JPEGBitReader(bytes: bytes, position: position)
        let needsDC = frame.process == .sequential || (scan.isDCOnly && scan.successiveHigh == 0)
        let needsAC = frame.process == .sequential || !scan.isDCOnly
        var dcTables: [JPEGHuffmanTable?] = [], acTables: [JPEGHuffmanTable?] = []
        for component in scan.components {
            let dc = tables.dc[component.dcTable], ac = tables.ac[component.acTable]
            if needsDC, dc == nil { throw .missingJPEGPart("DC Huffman table \(component.dcTable)") }
            if needsAC, ac == nil { throw .missingJPEGPart("AC Huffman table \(component.acTable)") }
            dcTables.append(needsDC ? dc : nil)
            acTables.append(needsAC ? ac : nil)
        }
        self.dcTables = dcTables
        self.acTables = acTables
        dcPredictions = [Int](repeating: 0, count: scan.components.count)
    }

    /// Decodes every block of the scan into `coefficients` (each component's blocks start at
    /// `offsets[componentIndex]`, 64 zig-zag-ordered values a block).
    ///
    /// Returns false when the data ends early (the blocks not reached keep their values), true when the scan is whole.
    mutating func decode(into coefficients: UnsafeMutablePointer<Int16>, offsets: [Int]) throws(ImageIOError) -> Bool {
        do {
            if scan.components.count == 1 {
                let component = frame.components[scan.components[0].componentIndex]
                let blocksWide = (component.width + 7) / 8, blocksHigh = (component.height + 7) / 8
                let base = coefficients + offsets[scan.components[0].componentIndex]
                for index in 0..<blocksWide * blocksHigh {
                    if index > 0, try !restartIfDue(unit: index) { return false }
                    let row = index / blocksWide, column = index % blocksWide
                    try decodeBlock(base + (row * component.blocksPerLine + column) * 64, scanComponent: 0)
                }
            } else {
                for index in 0..<frame.mcusPerLine * frame.mcusPerColumn {
                    if index > 0, try !restartIfDue(unit: index) { return false }
                    let mcuRow = index / frame.mcusPerLine, mcuColumn = index % frame.mcusPerLine
                    for (scanIndex, scanComponent) in scan.components.enumerated() {
                        let component = frame.components[scanComponent.componentIndex]
                        let base = coefficients + offsets[scanComponent.componentIndex]
                        for v in 0..<component.verticalSampling {
                            for h in 0..<component.horizontalSampling {
                                let row = mcuRow * component.verticalSampling + v
                                let column = mcuColumn * component.horizontalSampling + h
                                try decodeBlock(base + (row * component.blocksPerLine + column) * 64, scanComponent: scanIndex)
                            }
                        }
                    }
                }
            }
        } catch .truncated {
            return false
        }
        return true
    }

    /// At the start of each restart interval, skips the RSTn marker and resets the predictions;
    /// false when the marker is not there, which ends the scan.
    private mutating func restartIfDue(unit index: Int) throws(ImageIOError) -> Bool {
        guard restartInterval > 0, index % restartInterval == 0 else { return true }
        guard reader.restart() else { return false }
        for component in dcPredictions.indices { dcPredictions[component] = 0 }
        endOfBandRun = 0
        return true
    }

    /// Decodes one block with the decoder the frame's process and the scan's band call for.
    private mutating func decodeBlock(_ block: UnsafeMutablePointer<Int16>, scanComponent: Int) throws(ImageIOError) {
        switch frame.process {
        case .sequential:
            try decodeSequentialBlock(block, scanComponent: scanComponent)
        case .progressive:
            switch (scan.isDCOnly, scan.successiveHigh == 0) {
            case (true, true): try decodeDCFirst(block, scanComponent: scanComponent)
            case (true, false): try decodeDCRefinement(block)
            case (false, true): try decodeACFirst(block, scanComponent: scanComponent)
            case (false, false): try decodeACRefinement(block, scanComponent: scanComponent)
            }
        }
    }

    /// Decodes a whole block of a sequential scan: the DC difference, then run-length coded ACs (T.81 F.2.2).
    private mutating func decodeSequentialBlock(_ block: UnsafeMutablePointer<Int16>, scanComponent: Int) throws(ImageIOError) {
        guard let dcTable = dcTables[scanComponent], let acTable = acTables[scanComponent] else { return }
        let category = Int(try reader.decode(dcTable))
        dcPredictions[scanComponent] += try reader.receiveExtended(category)
        block[0] = Int16(truncatingIfNeeded: dcPredictions[scanComponent])
        var index = 1
        while index < 64 {
            let symbol = try reader.decode(acTable)
            let run = Int(symbol >> 4), size = Int(symbol & 0x0F)
            if size == 0 {
                guard run == 15 else { break }
                index += 16
                continue
            }
            index += run
            guard index < 64 else { throw .corruptJPEGData("a run of zeros past the end of a block") }
            block[index] = Int16(truncatingIfNeeded: try reader.receiveExtended(size))
            index += 1
        }
    }
}
