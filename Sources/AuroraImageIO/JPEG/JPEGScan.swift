/// The scan header (SOS): which components a scan codes, with which tables, and which spectral band and bits.

/// One component's entry in a scan header.
struct JPEGScanComponent: Sendable {
    /// The component's index in the frame's component list.
    var componentIndex: Int
    /// The DC Huffman table slot (0…3).
    var dcTable: Int
    /// The AC Huffman table slot (0…3).
    var acTable: Int
}

/// A parsed SOS segment.
struct JPEGScan: Sendable {
    var components: [JPEGScanComponent]
    /// First coefficient (zig-zag index) of the spectral band, Ss.
    var spectralStart: Int
    /// Last coefficient of the spectral band, Se.
    var spectralEnd: Int
    /// Bit position of the previous scan of this band (0 for a first scan), Ah.
    var successiveHigh: Int
    /// Bit position this scan codes, Al.
    var successiveLow: Int

    /// Parses an SOS segment against `frame`, checking the band and bit positions its coding process allows.
    init(_ segment: inout JPEGSegment, frame: JPEGFrame) throws(ImageIOError) {
        let count = Int(try segment.readByte())
        guard (1...4).contains(count) else { throw segment.malformed("\(count) components in a scan (1…4)") }
        components = []
        var blocksPerMCU = 0
        for _ in 0..<count {
            let identifier = try segment.readByte()
            let tables = try segment.readNibbles()
            guard let index = frame.components.firstIndex(where: { $0.identifier == identifier }) else {
                throw segment.malformed("component \(identifier) is not in the frame")
            }
            guard !components.contains(where: { $0.componentIndex == index }) else {
                throw segment.malformed("component \(identifier) appears twice")
            }
            guard tables.high <= 3, tables.low <= 3 else {
                throw segment.malformed("Huffman tables \(tables.high)/\(tables.low) are outside 0…3")
            }
            components.append(JPEGScanComponent(componentIndex: index, dcTable: tables.high, acTable: tables.low))
            blocksPerMCU += frame.components[index].horizontalSampling * frame.components[index].verticalSampling
        }
        if count > 1, blocksPerMCU > 10 { throw segment.malformed("\(blocksPerMCU) blocks in an MCU (at most 10)") }
        spectralStart = Int(try segment.readByte())
        spectralEnd = Int(try segment.readByte())
        (successiveHigh, successiveLow) = try segment.readNibbles()
        guard segment.remaining == 0 else { throw segment.malformed("\(segment.remaining) bytes after the scan parameters") }
        switch frame.process {
        case .sequential:
            // Sequential scans code the whole band; encoders vary in what they write in the unused fields, so they are ignored.
            spectralStart = 0
            spectralEnd = 63
            successiveHigh = 0
            successiveLow = 0
        case .progressive:
            let valid = spectralStart == 0
                ? spectralEnd == 0
                : spectralStart <= spectralEnd && spectralEnd <= 63 && count == 1
            guard valid, successiveLow <= 13, successiveHigh <= 13 else {
                throw segment.malformed("spectral band \(spectralStart)…\(spectralEnd) with bits \(successiveHigh)/\(successiveLow)")
            }
        }
    }

    /// Whether the scan codes DC coefficients only (a progressive DC scan).
    var isDCOnly: Bool { spectralEnd == 0 }
}
