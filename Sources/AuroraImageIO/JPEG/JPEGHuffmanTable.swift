/// Canonical Huffman tables from DHT segments, with a 9-bit lookup for short codes.

/// One DC or AC Huffman table, built from its code-length counts and symbols (T.81 annex C).
struct JPEGHuffmanTable: Sendable {
    /// Bits resolved by one lookup in `fastTable`.
    static let fastBits = 9

    /// For each `fastBits`-bit prefix: the code length in the high byte and the symbol in the low
    /// byte, or 0 when the code is longer than `fastBits`.
    private(set) var fastTable: [UInt16]
    /// For each length 1…16, the largest code of that length, or -1 when there is none.
    private(set) var maxCode: [Int32]
    /// For each length 1…16, what to add to a code to get its index in `symbols`.
    private(set) var valueOffset: [Int32]
    /// The symbols in code order.
    private(set) var symbols: [UInt8]

    /// A table from the 16 counts of codes of each length and the symbols, checking the codes fit their lengths.
    init(counts: [Int], symbols: [UInt8]) throws(ImageIOError) {
        self.symbols = symbols
        fastTable = [UInt16](repeating: 0, count: 1 << Self.fastBits)
        maxCode = [Int32](repeating: -1, count: 17)
        valueOffset = [Int32](repeating: 0, count: 17)
        var code: Int32 = 0, index: Int32 = 0
        for length in 1...16 {
            let count = Int32(counts[length - 1])
            if count > 0 {
                valueOffset[length] = index - code
                for _ in 0..<count {
                    // Every code of this length must fit in `length` bits (the all-ones code is allowed, as encoders emit it).
                    guard code < Int32(1) << length, Int(index) < symbols.count else {
                        throw .malformedJPEGSegment(marker: "DHT", reason: "more codes of length \(length) than \(length) bits can hold")
                    }
                    if length <= Self.fastBits {
                        let shift = Self.fastBits - length
                        let first = Int(code) << shift
                        let entry = UInt16(length) << 8 | UInt16(symbols[Int(index)])
                        for prefix in first..<first + (1 << shift) { fastTable[prefix] = entry }
                    }
                    code += 1
                    index += 1
                }
                maxCode[length] = code - 1
            }
            code <<= 1
        }
    }
}

/// The four DC and four AC table slots a DHT segment fills.
struct JPEGHuffmanTables: Sendable {
    var dc = [JPEGHuffmanTable?](repeating: nil, count: 4)
    var ac = [JPEGHuffmanTable?](repeating: nil, count: 4)

    /// Reads every table in a DHT segment into its slot.
    mutating func read(_ segment: inout JPEGSegment) throws(ImageIOError) {
        while segment.remaining > 0 {
            let (tableClass, identifier) = try segment.readNibbles()
            guard tableClass <= 1, identifier <= 3 else {
                throw segment.malformed("table class \(tableClass), identifier \(identifier) (expected 0–1 and 0–3)")
            }
            var counts: [Int] = []
            for _ in 0..<16 { counts.append(Int(try segment.readByte())) }
            let total = counts.reduce(0, +)
            guard total <= 256 else { throw segment.malformed("\(total) symbols (at most 256)") }
            var symbols: [UInt8] = []
            for _ in 0..<total { symbols.append(try segment.readByte()) }
            let table = try JPEGHuffmanTable(counts: counts, symbols: symbols)
            if tableClass == 0 { dc[identifier] = table } else { ac[identifier] = table }
        }
    }
}
