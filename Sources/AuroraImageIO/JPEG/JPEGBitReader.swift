/// Reads the entropy-coded data of a scan bit by bit, removing stuffed zero bytes and stopping at markers.

/// A big-endian bit reader over one scan's entropy-coded segment.
///
/// At a marker or the end of the file it feeds zero bits, so lookahead never fails; only
/// consuming bits that are not really there throws `.truncated`, which ends the scan.
struct JPEGBitReader {
    private let bytes: [UInt8]
    /// The index of the next byte to load.
    private(set) var position: Int
    /// Buffered bits, the next one in bit 63.
    private var buffer: UInt64 = 0
    /// How many bits of `buffer` are loaded (real or zero padding).
    private var count = 0
    /// How many of the loaded bits are zero padding past a marker or the end of the data.
    private var paddingBits = 0

    /// A reader starting at `position` in `bytes`.
    init(bytes: [UInt8], position: Int) {
        self.bytes = bytes
        self.position = position
    }

    /// Loads bytes until at least 57 bits are buffered.
    private mutating func refill() {
        while count <= 56 {
            var byte: UInt8 = 0
            if paddingBits == 0, position < bytes.count {
                byte = bytes[position]
                if byte == 0xFF {
                    var next = position + 1
                    while next < bytes.count, bytes[next] == 0xFF { next += 1 }  // fill bytes before a marker
                    if next < bytes.count, bytes[next] == 0x00 {
                        position = next + 1
                    } else {
                        position = next - 1  // leave the reader on the marker's 0xFF
                        byte = 0
                        paddingBits += 8
                    }
                } else {
                    position += 1
                }
            } else {
                paddingBits += 8
            }
            buffer |= UInt64(byte) << UInt64(56 - count)
            count += 8
        }
    }

    /// Removes `length` bits, throwing when they reach into the zero padding.
    private mutating func consume(_ length: Int) throws(ImageIOError) {
        guard count - length >= paddingBits else { throw .truncated(part: "the entropy-coded data") }
        buffer <<= UInt64(length)
        count -= length
    }

    /// The next `length` (0…16) bits as an unsigned number.
    mutating func readBits(_ length: Int) throws(ImageIOError) -> Int {
        guard length > 0 else { return 0 }
        if count < length { refill() }
        let value = Int(buffer >> UInt64(64 - length))
        try consume(length)
        return value
    }

    /// The next bit.
    mutating func readBit() throws(ImageIOError) -> Int { try readBits(1) }

    /// The next `length` bits as a signed coefficient difference (T.81 EXTEND, F.2.2.1).
    mutating func receiveExtended(_ length: Int) throws(ImageIOError) -> Int {
        guard length > 0 else { return 0 }
        guard length <= 16 else { throw .corruptJPEGData("a magnitude category of \(length) bits") }
        let value = try readBits(length)
        return value < 1 << (length - 1) ? value - (1 << length) + 1 : value
    }

    /// The next symbol coded with `table`.
    mutating func decode(_ table: JPEGHuffmanTable) throws(ImageIOError) -> UInt8 {
        if count < 16 { refill() }
        let entry = table.fastTable[Int(buffer >> UInt64(64 - JPEGHuffmanTable.fastBits))]
        if entry != 0 {
            try consume(Int(entry >> 8))
            return UInt8(truncatingIfNeeded: entry)
        }
        for length in (JPEGHuffmanTable.fastBits + 1)...16 {
            let code = Int32(truncatingIfNeeded: buffer >> UInt64(64 - length))
            if code <= table.maxCode[length] {
                try consume(length)
                let index = Int(code + table.valueOffset[length])
                guard index >= 0, index < table.symbols.count else { break }
                return table.symbols[index]
            }
        }
        guard count - 16 >= paddingBits else { throw .truncated(part: "the entropy-coded data") }
        throw .corruptJPEGData("a bit pattern no Huffman code matches")
    }

    /// Drops buffered bits and skips an RSTn marker at the current position, for the next restart interval.
    ///
    /// Returns false when the data holds some other marker (or ends) instead, which ends the scan.
    mutating func restart() -> Bool {
        buffer = 0
        count = 0
        paddingBits = 0
        while position + 1 < bytes.count {
            if bytes[position] == 0xFF {
                let code = bytes[position + 1]
                if JPEGMarker(code: code).isRestart {
                    position += 2
                    return true
                }
                if code != 0x00 && code != 0xFF { return false }
            }
            position += 1
        }
        return false
    }
}
