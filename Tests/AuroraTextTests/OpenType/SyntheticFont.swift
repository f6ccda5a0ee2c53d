/// `SyntheticFont`: builds tiny sfnt files in memory (given tables) for tests of edge cases and hostile data.
@testable import AuroraText

/// A minimal font assembled from table bytes, for tests that need exact control over a table.
struct SyntheticFont {
    var tables: [String: [UInt8]] = [:]

    /// A font with valid `head`, `maxp`, `hhea` and `hmtx` for `glyphCount` glyphs of advance 500.
    init(glyphCount: Int, unitsPerEm: Int = 1000, longLoca: Bool = true) {
        var head = [UInt8](repeating: 0, count: 54)
        head.put32(0x0001_0000, at: 0)
        head.put32(0x5F0F_3CF5, at: 12)
        head.put16(unitsPerEm, at: 18)
        head.put16(longLoca ? 1 : 0, at: 50)
        tables["head"] = head
        var maxp = [UInt8](repeating: 0, count: 6)
        maxp.put32(0x0000_5000, at: 0)
        maxp.put16(glyphCount, at: 4)
        tables["maxp"] = maxp
        var hhea = [UInt8](repeating: 0, count: 36)
        hhea.put16(800, at: 4)
        hhea.put16(0x10000 - 200, at: 6)
        hhea.put16(glyphCount, at: 34)
        tables["hhea"] = hhea
        var hmtx: [UInt8] = []
        for _ in 0..<glyphCount { hmtx.append16(500); hmtx.append16(0) }
        tables["hmtx"] = hmtx
    }

    /// Sets `glyf` and a long `loca` from one byte string per glyph.
    mutating func setGlyphs(_ glyphs: [[UInt8]]) {
        var glyf: [UInt8] = [], loca: [UInt8] = []
        for g in glyphs {
            loca.append32(glyf.count)
            glyf += g
            while glyf.count % 4 != 0 { glyf.append(0) }
        }
        loca.append32(glyf.count)
        tables["glyf"] = glyf
        tables["loca"] = loca
    }

    /// The sfnt file.
    var bytes: [UInt8] {
        let sorted = tables.keys.sorted()
        var out: [UInt8] = []
        out.append32(sorted.contains("CFF ") ? 0x4F54_544F : 0x0001_0000)
        out.append16(sorted.count)
        out.append16(0); out.append16(0); out.append16(0)
        var offset = 12 + 16 * sorted.count
        var body: [UInt8] = []
        for name in sorted {
            let table = tables[name]!
            out += Array(name.utf8)
            out.append32(0)
            out.append32(offset + body.count)
            out.append32(table.count)
            body += table
            while body.count % 4 != 0 { body.append(0) }
        }
        offset += 0
        return out + body
    }

    var face: FontFace { get throws { try FontFace(data: FontData(bytes)) } }
}

extension Array where Element == UInt8 {
    mutating func append16(_ v: Int) { append(UInt8(truncatingIfNeeded: v >> 8)); append(UInt8(truncatingIfNeeded: v)) }
    mutating func append32(_ v: Int) { append16(v >> 16); append16(v) }
    mutating func put16(_ v: Int, at i: Int) { self[i] = UInt8(truncatingIfNeeded: v >> 8); self[i + 1] = UInt8(truncatingIfNeeded: v) }
    mutating func put32(_ v: Int, at i: Int) { put16(v >> 16, at: i); put16(v, at: i + 2) }

    /// A simple TrueType glyph: one contour of on-curve points given as absolute coordinates.
    static func simpleGlyph(_ points: [(Int, Int)], onCurve: [Bool]? = nil) -> [UInt8] {
        var g: [UInt8] = []
        g.append16(1)
        for _ in 0..<4 { g.append16(0) }
        g.append16(points.count - 1)
        g.append16(0)
        for i in points.indices { g.append((onCurve?[i] ?? true) ? 1 : 0) }
        var last = 0
        for p in points { g.append16(p.0 - last); last = p.0 }
        last = 0
        for p in points { g.append16(p.1 - last); last = p.1 }
        return g
    }

    /// A composite glyph placing each `(glyph, dx, dy)` with word-sized offsets.
    static func compositeGlyph(_ parts: [(Int, Int, Int)]) -> [UInt8] {
        var g: [UInt8] = []
        g.append16(0xFFFF)
        for _ in 0..<4 { g.append16(0) }
        for (i, part) in parts.enumerated() {
            g.append16(0x0001 | 0x0002 | (i < parts.count - 1 ? 0x0020 : 0))
            g.append16(part.0)
            g.append16(part.1)
            g.append16(part.2)
        }
        return g
    }
}

/// Builds minimal CFF tables for charstring tests.
enum SyntheticCompactFont {
    /// A CFF INDEX with 4-byte offsets.
    static func index(_ objects: [[UInt8]]) -> [UInt8] {
        var out: [UInt8] = []
        out.append16(objects.count)
        guard !objects.isEmpty else { return out }
        out.append(4)
        var offset = 1
        out.append32(offset)
        for object in objects { offset += object.count; out.append32(offset) }
        for object in objects { out += object }
        return out
    }

    /// A name-keyed CFF table with these charstrings and global subroutines and an empty Private DICT.
    static func table(charStrings: [[UInt8]], globalSubroutines: [[UInt8]]) -> [UInt8] {
        let header: [UInt8] = [1, 0, 4, 4]
        let names = index([Array("A".utf8)])
        let strings = index([])
        let globals = index(globalSubroutines)
        let topSize = 3 + 8 + 17   // count and offset size, two 4-byte offsets, one 17-byte DICT
        let charStringsOffset = header.count + names.count + topSize + strings.count + globals.count
        let charStringIndex = index(charStrings)
        let privateOffset = charStringsOffset + charStringIndex.count
        func int32(_ v: Int) -> [UInt8] { var b: [UInt8] = [29]; b.append32(v); return b }
        let top = int32(charStringsOffset) + [17] + int32(0) + int32(privateOffset) + [18]
        let topIndex = index([top])
        precondition(topIndex.count == topSize)
        return header + names + topIndex + strings + globals + charStringIndex
    }

    /// A font whose only outlines are `table`.
    static func font(_ table: [UInt8], glyphCount: Int) -> SyntheticFont {
        var font = SyntheticFont(glyphCount: glyphCount)
        font.tables["CFF "] = table
        return font
    }
}
