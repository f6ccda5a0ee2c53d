/// `FontPatcher`: test helper that swaps one table of a font file for hand-made bytes.

@testable import AuroraText

/// Rewrites sfnt files for tests: the new table is appended and the directory entry repointed.
enum FontPatcher {
    /// `font` with table `tag` replaced by `table` (added when absent is not supported: the tag must exist).
    static func replacing(_ tag: FontTag, with table: [UInt8], in font: [UInt8]) -> [UInt8]? {
        guard font.count > 12 else { return nil }
        var bytes = font
        while bytes.count % 4 != 0 { bytes.append(0) }
        let newOffset = bytes.count
        bytes += table
        let tableCount = Int(font[4]) << 8 | Int(font[5])
        for index in 0..<tableCount {
            let record = 12 + index * 16
            guard record + 16 <= font.count else { return nil }
            let recordTag = font[record..<(record + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            guard recordTag == tag.rawValue else { continue }
            write(UInt32(newOffset), at: record + 8, in: &bytes)
            write(UInt32(table.count), at: record + 12, in: &bytes)
            return bytes
        }
        return nil
    }

    /// Big-endian bytes of 16-bit values, for building tables.
    static func words(_ values: [Int]) -> [UInt8] {
        values.flatMap { [UInt8(truncatingIfNeeded: $0 >> 8), UInt8(truncatingIfNeeded: $0)] }
    }

    private static func write(_ value: UInt32, at offset: Int, in bytes: inout [UInt8]) {
        for shift in 0..<4 { bytes[offset + shift] = UInt8(truncatingIfNeeded: value >> UInt32(24 - shift * 8)) }
    }
}
