/// Quantisation tables from DQT segments, and the zig-zag order their entries are stored in.

/// The four quantisation table slots, each 64 multipliers in zig-zag order.
struct JPEGQuantizationTables: Sendable {
    /// For each zig-zag index, the index of that coefficient in row-major (natural) order (T.81 figure A.6).
    static let zigZagToNatural: [Int] = [
        0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5,
        12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
        35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51,
        58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
    ]

    var tables = [[Int32]?](repeating: nil, count: 4)

    /// Reads every table in a DQT segment (8- or 16-bit entries) into its slot.
    mutating func read(_ segment: inout JPEGSegment) throws(ImageIOError) {
        while segment.remaining > 0 {
            let (precision, identifier) = try segment.readNibbles()
            guard precision <= 1, identifier <= 3 else {
                throw segment.malformed("precision \(precision), identifier \(identifier) (expected 0–1 and 0–3)")
            }
            var table: [Int32] = []
            table.reserveCapacity(64)
            for _ in 0..<64 {
                table.append(Int32(precision == 0 ? Int(try segment.readByte()) : try segment.readUInt16()))
            }
            tables[identifier] = table
        }
    }
}
