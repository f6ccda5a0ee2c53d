/// `CompactFontTable`: the `CFF ` table — charstrings, subroutines and per-glyph private data (CID-keyed fonts too).
import AuroraGeometry

/// PostScript (CFF version 1) outlines: the structures a Type 2 charstring needs to run.
struct CompactFontTable: Sendable {
    /// One set of private data: local subroutines and the nominal width.
    struct PrivateData: Sendable {
        let subroutines: CompactFontIndex?
        let nominalWidth: Double
        let defaultWidth: Double
    }

    let charStrings: CompactFontIndex
    let globalSubroutines: CompactFontIndex
    /// The private data of a name-keyed font.
    private let topPrivate: PrivateData?
    /// A CID-keyed font's Font DICTs (each with its own private data, read when a glyph needs it).
    private let fontDicts: CompactFontIndex?
    /// For CID-keyed fonts: which private data each glyph uses.
    private let fdSelect: FontData?
    private let fdSelectFormat: Int
    /// Glyph-space → font-unit transform from the FontMatrix (identity for the usual 1/1000 em).
    let matrix: CGAffineTransform
    /// The String INDEX (names with string IDs from 391 up).
    private let strings: CompactFontIndex
    /// The charset (glyph → string ID) of a name-keyed font: its offset, or 0 for ISOAdobe.
    private let charsetOffset: Int?
    private let table: FontData

    init(_ data: FontData, unitsPerEm: Int) throws(FontError) {
        let major = try data.uint8(at: 0)
        guard major == 1 else { throw .malformedTable("CFF ", "version \(major) (only CFF 1 is supported)") }
        let headerSize = Int(try data.uint8(at: 2))
        let names = try CompactFontIndex(data, at: headerSize)
        let topDicts = try CompactFontIndex(data, at: headerSize + names.byteCount)
        let strings = try CompactFontIndex(data, at: headerSize + names.byteCount + topDicts.byteCount)
        globalSubroutines = try CompactFontIndex(data, at: headerSize + names.byteCount + topDicts.byteCount + strings.byteCount)
        let top = try CompactFontDict(topDicts.object(at: 0))
        if let type = top.integer(CompactFontDict.Operator.charstringType), type != 2 {
            throw .malformedTable("CFF ", "charstring type \(type)")
        }
        guard let charStringsOffset = top.integer(CompactFontDict.Operator.charStrings) else {
            throw .malformedTable("CFF ", "no CharStrings")
        }
        charStrings = try CompactFontIndex(data, at: charStringsOffset)
        self.strings = strings
        table = data

        if top[CompactFontDict.Operator.ros] != nil {
            guard let fdArrayOffset = top.integer(CompactFontDict.Operator.fdArray),
                  let fdSelectOffset = top.integer(CompactFontDict.Operator.fdSelect) else {
                throw .malformedTable("CFF ", "CID-keyed font without FDArray or FDSelect")
            }
            fontDicts = try CompactFontIndex(data, at: fdArrayOffset)
            topPrivate = nil
            let select = try data.slice(from: fdSelectOffset)
            fdSelectFormat = Int(try select.uint8(at: 0))
            guard fdSelectFormat == 0 || fdSelectFormat == 3 else {
                throw .malformedTable("CFF ", "FDSelect format \(fdSelectFormat)")
            }
            fdSelect = select
            charsetOffset = nil   // CID-keyed: the charset holds CIDs, not names
        } else {
            charsetOffset = top.integer(CompactFontDict.Operator.charset) ?? 0
            topPrivate = try Self.readPrivate(top, in: data)
            fontDicts = nil
            fdSelect = nil
            fdSelectFormat = 0
        }

        if let m = top[CompactFontDict.Operator.fontMatrix], m.count == 6,
           m != [0.001, 0, 0, 0.001, 0, 0], m.allSatisfy({ $0.isFinite && abs($0) < 1e4 }) {
            let u = Double(unitsPerEm)
            matrix = CGAffineTransform(a: m[0] * u, b: m[1] * u, c: m[2] * u, d: m[3] * u, tx: m[4] * u, ty: m[5] * u)
        } else {
            matrix = .identity
        }
    }

    private static func readPrivate(_ dict: CompactFontDict, in data: FontData) throws(FontError) -> PrivateData {
        guard let entry = dict[CompactFontDict.Operator.privateDict], entry.count == 2,
              entry.allSatisfy({ $0 >= 0 && $0 < Double(data.count) }) else {
            return PrivateData(subroutines: nil, nominalWidth: 0, defaultWidth: 0)
        }
        let size = Int(entry[0]), offset = Int(entry[1])
        let privateDict = try CompactFontDict(data.slice(at: offset, length: size))
        var subroutines: CompactFontIndex?
        if let subrs = privateDict.integer(CompactFontDict.Operator.subrs) {
            subroutines = try? CompactFontIndex(data, at: offset + subrs)
        }
        return PrivateData(subroutines: subroutines,
                           nominalWidth: privateDict[CompactFontDict.Operator.nominalWidthX]?.last ?? 0,
                           defaultWidth: privateDict[CompactFontDict.Operator.defaultWidthX]?.last ?? 0)
    }

    /// The private data `glyph` uses.
    func privateData(for glyph: GlyphID) throws(FontError) -> PrivateData {
        guard let select = fdSelect, let fontDicts else {
            return topPrivate ?? PrivateData(subroutines: nil, nominalWidth: 0, defaultWidth: 0)
        }
        let fd: Int
        if fdSelectFormat == 0 {
            fd = Int(try select.uint8(at: 1 + Int(glyph)))
        } else {
            let ranges = Int(try select.uint16(at: 1))
            var low = 0, high = ranges - 1, found: Int?
            while low <= high {
                let mid = (low + high) >> 1
                let first = Int(try select.uint16(at: 3 + mid * 3))
                let next = Int(try select.uint16(at: 3 + (mid + 1) * 3))
                if Int(glyph) < first { high = mid - 1 }
                else if Int(glyph) >= next { low = mid + 1 }
                else { found = Int(try select.uint8(at: 3 + mid * 3 + 2)); break }
            }
            guard let value = found else { throw .malformedTable("CFF ", "FDSelect has no entry for glyph \(glyph)") }
            fd = value
        }
        guard fd < fontDicts.count else { throw .malformedTable("CFF ", "FDSelect names Font DICT \(fd)") }
        return try Self.readPrivate(CompactFontDict(fontDicts.object(at: fd)), in: table)
    }

    /// The name the charset gives `glyph` (name-keyed fonts only).
    func glyphName(_ glyph: GlyphID) -> String? {
        guard let offset = charsetOffset, Int(glyph) < charStrings.count else { return nil }
        guard glyph > 0 else { return ".notdef" }
        let sid: Int?
        switch offset {
        case 0: sid = Int(glyph) <= 228 ? Int(glyph) : nil            // ISOAdobe: glyph i has string ID i
        case 1, 2: sid = nil                                            // Expert charsets: not named here
        default: sid = try? charsetStringID(of: Int(glyph), at: offset)
        }
        guard let sid else { return nil }
        if sid < StandardGlyphNames.compactFontStrings.count { return StandardGlyphNames.compactFontStrings[sid] }
        guard let bytes = try? strings.object(at: sid - StandardGlyphNames.compactFontStrings.count) else { return nil }
        return String(decoding: (try? bytes.bytes(at: 0, length: bytes.count)) ?? [], as: UTF8.self)
    }

    /// Walks a charset (formats 0, 1, 2) to the string ID of glyph `target`.
    private func charsetStringID(of target: Int, at offset: Int) throws(FontError) -> Int? {
        let format = try table.uint8(at: offset)
        var at = offset + 1
        if format == 0 { return Int(try table.uint16(at: at + (target - 1) * 2)) }
        guard format == 1 || format == 2 else { throw .malformedTable("CFF ", "charset format \(format)") }
        var glyph = 1
        while glyph < charStrings.count {
            let first = Int(try table.uint16(at: at))
            let left = format == 1 ? Int(try table.uint8(at: at + 2)) : Int(try table.uint16(at: at + 2))
            at += format == 1 ? 3 : 4
            if target <= glyph + left { return first + (target - glyph) }
            glyph += left + 1
        }
        return nil
    }

    /// The outline of `glyph` in font units, y up.
    func outline(of glyph: GlyphID) throws(FontError) -> BezierPath {
        try outline(of: glyph, allowAccent: true).applying(matrix)
    }

    /// The outline in charstring units; an accented glyph (`endchar` with base and accent
    /// codes, Type 1's `seac`) adds its two component glyphs, which may not nest further.
    private func outline(of glyph: GlyphID, allowAccent: Bool) throws(FontError) -> BezierPath {
        let charString = try charStrings.object(at: Int(glyph))
        var interpreter = Type2CharstringInterpreter(globalSubroutines: globalSubroutines,
                                                     localSubroutines: try privateData(for: glyph).subroutines)
        try interpreter.run(charString, depth: 0)
        interpreter.finish()
        guard let accented = interpreter.accentedGlyph else { return interpreter.path }
        guard allowAccent, let base = self.glyph(forStandardCode: accented.baseCode),
              let accent = self.glyph(forStandardCode: accented.accentCode) else {
            throw .malformedTable("CFF ", "accented glyph \(glyph) names components the font lacks")
        }
        var path = interpreter.path
        path.addPath(try outline(of: base, allowAccent: false))
        path.addPath(try outline(of: accent, allowAccent: false),
                     transform: CGAffineTransform(translationX: accented.dx, y: accented.dy))
        return path
    }

    /// The glyph a Standard Encoding code names, through the charset (name-keyed fonts only).
    private func glyph(forStandardCode code: Int) -> GlyphID? {
        let sid: Int
        switch code {
        case 32...126: sid = code - 31
        default:
            guard let k = Self.standardEncodingHighCodes.firstIndex(of: code) else { return nil }
            sid = 96 + k
        }
        guard let offset = charsetOffset else { return nil }
        if offset == 0 { return sid < charStrings.count && sid <= 228 ? GlyphID(sid) : nil }
        guard offset > 2, let format = try? table.uint8(at: offset) else { return nil }
        var at = offset + 1
        var glyph = 1
        while glyph < charStrings.count {
            if format == 0 {
                guard let id = try? table.uint16(at: at) else { return nil }
                if Int(id) == sid { return GlyphID(glyph) }
                at += 2; glyph += 1
            } else {
                guard let first = try? Int(table.uint16(at: at)),
                      let left = try? (format == 1 ? Int(table.uint8(at: at + 2)) : Int(table.uint16(at: at + 2))) else { return nil }
                if sid >= first, sid <= first + left { return GlyphID(clamping: glyph + sid - first) }
                at += format == 1 ? 3 : 4
                glyph += left + 1
            }
        }
        return nil
    }

    /// Standard Encoding codes above 126, in the order of their string IDs 96...149.
    private static let standardEncodingHighCodes = [
        161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174, 175, 177, 178, 179, 180, 182, 183, 184,
        185, 186, 187, 188, 189, 191, 193, 194, 195, 196, 197, 198, 199, 200, 202, 203, 205, 206, 207, 208, 225, 227,
        232, 233, 234, 235, 241, 245, 248, 249, 250, 251,
    ]
}
