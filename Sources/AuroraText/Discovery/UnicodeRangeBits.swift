/// `UnicodeRangeBits`: the OS/2 `ulUnicodeRange` bit for a scalar's block, used to try likely fallback fonts first.

/// Maps a scalar to the OS/2 Unicode range bit that claims its block (the common blocks only).
enum UnicodeRangeBits {
    /// (first, last, bit), sorted by first.
    private static let blocks: [(UInt32, UInt32, Int)] = [
        (0x0000, 0x007F, 0), (0x0080, 0x00FF, 1), (0x0100, 0x017F, 2), (0x0180, 0x024F, 3),
        (0x0250, 0x02AF, 4), (0x02B0, 0x02FF, 5), (0x0300, 0x036F, 6), (0x0370, 0x03FF, 7),
        (0x0400, 0x04FF, 9), (0x0530, 0x058F, 10), (0x0590, 0x05FF, 11), (0x0600, 0x06FF, 13),
        (0x0900, 0x097F, 15), (0x0980, 0x09FF, 16), (0x0E00, 0x0E7F, 24), (0x10A0, 0x10FF, 26),
        (0x1100, 0x11FF, 28), (0x1E00, 0x1EFF, 29), (0x1F00, 0x1FFF, 30), (0x2000, 0x206F, 31),
        (0x20A0, 0x20CF, 33), (0x2100, 0x214F, 35), (0x2190, 0x21FF, 37), (0x2200, 0x22FF, 38),
        (0x2500, 0x257F, 43), (0x2580, 0x259F, 44), (0x25A0, 0x25FF, 45), (0x2600, 0x26FF, 46),
        (0x2700, 0x27BF, 47), (0x3000, 0x303F, 48), (0x3040, 0x309F, 49), (0x30A0, 0x30FF, 50),
        (0x3100, 0x312F, 51), (0x3130, 0x318F, 52), (0x3400, 0x4DBF, 59), (0x4E00, 0x9FFF, 59),
        (0xAC00, 0xD7AF, 56), (0xF900, 0xFAFF, 61), (0xFB00, 0xFB4F, 62), (0xFE30, 0xFE4F, 65),
        (0xFF00, 0xFFEF, 68), (0x1F000, 0x1F02F, 122), (0x20000, 0x2FFFF, 59),
    ]

    /// The range bit of `scalar`'s block, if it is one of the blocks listed.
    static func bit(for scalar: Unicode.Scalar) -> Int? {
        let v = scalar.value
        var low = 0, high = blocks.count - 1
        while low <= high {
            let mid = (low + high) >> 1
            if v < blocks[mid].0 { high = mid - 1 } else if v > blocks[mid].1 { low = mid + 1 } else { return blocks[mid].2 }
        }
        return nil
    }
}
