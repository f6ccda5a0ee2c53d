/// `LegacyKerningTable`: the old `kern` table (format 0 pairs, Microsoft and Apple headers), used
/// when a font has no `GPOS` kerning.

/// Horizontal kerning pairs from a `kern` table.
struct LegacyKerningTable {
    /// The format 0 subtables' pair arrays: each a window starting at its first pair, and its pair count.
    private let pairLists: [(pairs: FontData, count: Int)]

    /// Most subtables read (a sanity limit).
    static let maximumSubtables = 64

    /// Reads the horizontal, non-minimum, non-cross-stream format 0 subtables of `kern`.
    init(_ data: FontData) throws(FontError) {
        var lists: [(FontData, Int)] = []
        let isApple = try data.uint16(at: 0) == 1
        let subtableCount = isApple ? Int(try data.uint32(at: 4)) : Int(try data.uint16(at: 2))
        var offset = isApple ? 8 : 4
        for _ in 0..<min(subtableCount, Self.maximumSubtables) {
            let length: Int
            let format: UInt16
            let usable: Bool
            let headerSize: Int
            if isApple {
                // uint32 length, uint8 coverage, uint8 format, uint16 tuple index.
                length = Int(try data.uint32(at: offset))
                let coverage = try data.uint8(at: offset + 4)
                format = UInt16(try data.uint8(at: offset + 5))
                usable = coverage & 0xE0 == 0  // not vertical, cross-stream or variation
                headerSize = 8
            } else {
                // uint16 version, uint16 length, uint16 coverage (format in the high byte).
                length = Int(try data.uint16(at: offset + 2))
                let coverage = try data.uint16(at: offset + 4)
                format = coverage >> 8
                usable = coverage & 0x01 != 0 && coverage & 0x06 == 0
                headerSize = 6
            }
            if usable && format == 0 {
                let count = Int(try data.uint16(at: offset + headerSize))
                let pairs = try data.slice(at: offset + headerSize + 8, length: count * 6)
                lists.append((pairs, count))
            }
            guard length > 0 else { break }
            offset += length
        }
        pairLists = lists
    }

    /// Whether there is any usable subtable.
    var isEmpty: Bool { pairLists.isEmpty }

    /// The kerning between `left` and `right`, in font units (summed over subtables).
    func kerning(_ left: GlyphID, _ right: GlyphID) throws(FontError) -> Int32 {
        let key = UInt32(left) << 16 | UInt32(right)
        var total: Int32 = 0
        for (pairs, count) in pairLists {
            var low = 0
            var high = count - 1
            while low <= high {
                let middle = (low + high) / 2
                let candidate = try pairs.uint32(at: middle * 6)
                if candidate == key {
                    total += Int32(try pairs.int16(at: middle * 6 + 4))
                    break
                }
                if candidate < key { low = middle + 1 } else { high = middle - 1 }
            }
        }
        return total
    }
}
