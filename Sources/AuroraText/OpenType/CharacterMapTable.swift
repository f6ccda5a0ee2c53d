/// `CharacterMapTable`: the `cmap` table — Unicode scalar → glyph, unpacked into sorted ranges at load.

/// The font's Unicode character map, from the best subtable the font offers.
///
/// Subtables in formats 0, 4, 6, 12 and 13 are unpacked at load into one sorted array of
/// ranges, so a lookup is a binary search over plain values. Format 14 (variation sequences)
/// is kept as `CharacterVariationMap`.
struct CharacterMapTable: Sendable {
    /// A run of consecutive scalars mapped the same way.
    struct Range: Sendable {
        /// First and last scalar of the run.
        var first: UInt32, last: UInt32
        /// How to map: glyph = scalar + `delta` (format 4 wraps to 16 bits), or a constant
        /// glyph (format 13), or a glyph array entry at `arrayIndex + (scalar - first)`.
        var delta: Int32
        var arrayIndex: Int32
        var kind: Kind
    }

    enum Kind: UInt8, Sendable {
        /// glyph = (scalar + delta) mod 65536 (format 4 with idRangeOffset 0).
        case wrappingDelta
        /// glyph = scalar + delta; out of range means no glyph (formats 12, 6-as-array aside).
        case delta
        /// glyph = delta for every scalar in the run (format 13).
        case constant
        /// glyph = glyphArray[arrayIndex + scalar - first], then + delta mod 65536 if non-zero.
        case array
    }

    /// Sorted, non-overlapping ranges.
    private let ranges: [Range]
    /// Glyph ids referenced by `.array` ranges.
    private let glyphArray: [UInt16]
    /// Whether the map is a Windows symbol map, whose scalars live at U+F000...U+F0FF.
    private let isSymbol: Bool
    /// Whether the map is a Mac Roman (platform 1) map, indexed by Mac Roman byte, not scalar.
    private let isMacRoman: Bool
    /// The variation-sequence subtable (format 14), if any.
    let variations: CharacterVariationMap?
    /// The number of glyphs in the font; larger ids map to 0.
    private let glyphCount: Int

    /// Most ranges unpacked from one subtable.
    static let maximumRangeCount = 1 << 20

    init(_ data: FontData, glyphCount: Int) throws(FontError) {
        let count = Int(try data.uint16(at: 2))
        var best: (score: Int, offset: Int, symbol: Bool, macRoman: Bool)?
        var variationOffset: Int?
        for i in 0..<count {
            let record = 4 + i * 8
            let platform = try data.uint16(at: record)
            let encoding = try data.uint16(at: record + 2)
            let offset = Int(try data.uint32(at: record + 4))
            guard let format = try? data.uint16(at: offset) else { continue }
            if platform == 0, encoding == 5, format == 14 { variationOffset = offset; continue }
            let score = Self.score(platform: platform, encoding: encoding, format: format)
            guard score > 0, score > (best?.score ?? 0) else { continue }
            best = (score, offset, platform == 3 && encoding == 0, platform == 1)
        }
        self.glyphCount = glyphCount
        variations = variationOffset.flatMap { try? CharacterVariationMap(data.slice(from: $0)) }
        guard let chosen = best else { throw .malformedTable("cmap", "no Unicode subtable") }
        let sub = try data.slice(from: chosen.offset)
        var ranges: [Range] = []
        var array: [UInt16] = []
        switch try sub.uint16(at: 0) {
        case 0: try Self.readFormat0(sub, into: &ranges, array: &array)
        case 4: try Self.readFormat4(sub, into: &ranges, array: &array)
        case 6: try Self.readFormat6(sub, into: &ranges, array: &array)
        case 12, 13: try Self.readFormat12(sub, into: &ranges)
        case let format: throw .malformedTable("cmap", "unsupported subtable format \(format)")
        }
        ranges.sort { $0.first < $1.first }
        self.ranges = ranges
        glyphArray = array
        isSymbol = chosen.symbol
        isMacRoman = chosen.macRoman
    }

    /// Preference among subtables: full-Unicode formats first, then BMP, then symbol, then Mac Roman.
    private static func score(platform: UInt16, encoding: UInt16, format: UInt16) -> Int {
        let supported: Set<UInt16> = [0, 4, 6, 12, 13]
        guard supported.contains(format) else { return 0 }
        switch (platform, encoding) {
        case (3, 10), (0, 4), (0, 6): return format == 12 ? 60 : format == 13 ? 20 : 45
        case (3, 1), (0, 0), (0, 1), (0, 2), (0, 3): return format == 12 ? 55 : 50
        case (3, 0): return 30
        case (1, 0): return 10
        default: return 0
        }
    }

    private static func readFormat0(_ sub: FontData, into ranges: inout [Range], array: inout [UInt16]) throws(FontError) {
        // 256 byte-sized glyph ids.
        for i in 0..<256 { array.append(UInt16(try sub.uint8(at: 6 + i))) }
        ranges.append(Range(first: 0, last: 255, delta: 0, arrayIndex: 0, kind: .array))
    }

    private static func readFormat4(_ sub: FontData, into ranges: inout [Range], array: inout [UInt16]) throws(FontError) {
        let segCount = Int(try sub.uint16(at: 6)) / 2
        let length = min(Int(try sub.uint16(at: 2)), sub.count)
        let ends = 14, starts = 16 + segCount * 2, deltas = starts + segCount * 2, rangeOffsets = deltas + segCount * 2
        for s in 0..<segCount {
            let end = try sub.uint16(at: ends + s * 2)
            let start = try sub.uint16(at: starts + s * 2)
            let delta = try sub.uint16(at: deltas + s * 2)
            let rangeOffset = Int(try sub.uint16(at: rangeOffsets + s * 2))
            guard start <= end, !(start == 0xFFFF && end == 0xFFFF) else { continue }
            if rangeOffset == 0 {
                ranges.append(Range(first: UInt32(start), last: UInt32(end), delta: Int32(delta),
                                    arrayIndex: 0, kind: .wrappingDelta))
                continue
            }
            // idRangeOffset counts bytes from its own position to the glyph ids for this segment.
            let position = rangeOffsets + s * 2 + rangeOffset
            let span = Int(end) - Int(start) + 1
            let index = array.count
            // Well-formed segments never overlap, so all arrays together hold at most 65,536 ids.
            guard index + span <= 0x10000 else { throw .limitExceeded("cmap format 4 glyph ids", limit: 0x10000) }
            for k in 0..<span {
                let at = position + k * 2
                // Fonts often cut the last segment's array short: missing entries map to 0.
                let id = at + 2 <= length ? (try? sub.uint16(at: at)) ?? 0 : 0
                array.append(id == 0 ? 0 : UInt16(truncatingIfNeeded: Int(id) + Int(delta)))
            }
            ranges.append(Range(first: UInt32(start), last: UInt32(end), delta: 0,
                                arrayIndex: Int32(index), kind: .array))
        }
    }

    private static func readFormat6(_ sub: FontData, into ranges: inout [Range], array: inout [UInt16]) throws(FontError) {
        let first = Int(try sub.uint16(at: 6))
        let count = Int(try sub.uint16(at: 8))
        guard count > 0 else { return }
        guard first + count <= 0x10000 else { throw .malformedTable("cmap", "format 6 runs past U+FFFF") }
        for i in 0..<count { array.append(try sub.uint16(at: 10 + i * 2)) }
        ranges.append(Range(first: UInt32(first), last: UInt32(first + count - 1), delta: 0,
                            arrayIndex: 0, kind: .array))
    }

    private static func readFormat12(_ sub: FontData, into ranges: inout [Range]) throws(FontError) {
        let format = try sub.uint16(at: 0)
        let count = Int(try sub.uint32(at: 12))
        guard count <= maximumRangeCount else { throw .limitExceeded("cmap groups", limit: maximumRangeCount) }
        guard sub.contains(offset: 16, length: count * 12) else {
            throw .malformedTable("cmap", "format \(format) groups run past the table")
        }
        ranges.reserveCapacity(count)
        for g in 0..<count {
            let at = 16 + g * 12
            let first = try sub.uint32(at: at), last = try sub.uint32(at: at + 4)
            let glyph = try sub.uint32(at: at + 8)
            guard first <= last, last <= 0x10FFFF, glyph <= 0xFFFF else { continue }
            if format == 13 {
                ranges.append(Range(first: first, last: last, delta: Int32(glyph), arrayIndex: 0, kind: .constant))
            } else {
                ranges.append(Range(first: first, last: last, delta: Int32(glyph) - Int32(first),
                                    arrayIndex: 0, kind: .delta))
            }
        }
    }

    /// The glyph for `scalar`, 0 when the map has none.
    func glyph(for scalar: UInt32) -> GlyphID {
        if isMacRoman {
            guard let byte = scalar < 0x80 ? UInt8(scalar) : NamingTable.macRomanByte(for: scalar) else { return 0 }
            return lookup(UInt32(byte))
        }
        let found = lookup(scalar)
        if found == 0, isSymbol, scalar < 0x100 { return lookup(scalar + 0xF000) }
        return found
    }

    private func lookup(_ scalar: UInt32) -> GlyphID {
        var low = 0, high = ranges.count - 1
        while low <= high {
            let mid = (low + high) >> 1
            let range = ranges[mid]
            if scalar < range.first { high = mid - 1 }
            else if scalar > range.last { low = mid + 1 }
            else { return resolve(scalar, in: range) }
        }
        return 0
    }

    @inline(__always)
    private func resolve(_ scalar: UInt32, in range: Range) -> GlyphID {
        let glyph: Int
        switch range.kind {
        case .wrappingDelta: glyph = (Int(scalar) + Int(range.delta)) & 0xFFFF
        case .delta: glyph = Int(scalar) + Int(range.delta)
        case .constant: glyph = Int(range.delta)
        case .array:
            let i = Int(range.arrayIndex) + Int(scalar - range.first)
            glyph = i < glyphArray.count ? Int(glyphArray[i]) : 0
        }
        return glyph > 0 && glyph < glyphCount ? GlyphID(glyph) : 0
    }

    /// The scalars the map may give a glyph, as sorted, merged ranges (a superset: a few
    /// scalars inside may still map to 0). Discovery keeps these instead of whole faces.
    var coveredRanges: [ClosedRange<UInt32>] {
        if isMacRoman { return [0...0x7F, 0xA0...0xFF, 0x0131...0x2265, 0x25CA...0x25CA, 0xF8FF...0xFB02] }
        var merged: [ClosedRange<UInt32>] = []
        for range in ranges {
            if let last = merged.last, range.first <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.last)
            } else {
                merged.append(range.first...range.last)
            }
        }
        if isSymbol, let symbols = merged.first(where: { $0.overlaps(0xF000...0xF0FF) }) {
            // Symbol fonts answer U+0020...U+00FF through U+F020...U+F0FF.
            let low = max(symbols.lowerBound, 0xF000) - 0xF000, high = min(symbols.upperBound, 0xF0FF) - 0xF000
            merged.insert(low...high, at: 0)
            merged.sort { $0.lowerBound < $1.lowerBound }
        }
        return merged
    }
}
