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
    /// The private data of a name-keyed font, or one per Font DICT of a CID-keyed font.
    let privates: [PrivateData]
    /// For CID-keyed fonts: which private data each glyph uses.
    private let fdSelect: FontData?
    private let fdSelectFormat: Int
    /// Glyph-space → font-unit transform from the FontMatrix (identity for the usual 1/1000 em).
    let matrix: CGAffineTransform

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

        if top[CompactFontDict.Operator.ros] != nil {
            guard let fdArrayOffset = top.integer(CompactFontDict.Operator.fdArray),
                  let fdSelectOffset = top.integer(CompactFontDict.Operator.fdSelect) else {
                throw .malformedTable("CFF ", "CID-keyed font without FDArray or FDSelect")
            }
            let fonts = try CompactFontIndex(data, at: fdArrayOffset)
            guard fonts.count <= 256 else { throw .limitExceeded("CFF Font DICTs", limit: 256) }
            var privates: [PrivateData] = []
            for i in 0..<fonts.count {
                privates.append(try Self.readPrivate(CompactFontDict(fonts.object(at: i)), in: data))
            }
            self.privates = privates
            let select = try data.slice(from: fdSelectOffset)
            fdSelectFormat = Int(try select.uint8(at: 0))
            guard fdSelectFormat == 0 || fdSelectFormat == 3 else {
                throw .malformedTable("CFF ", "FDSelect format \(fdSelectFormat)")
            }
            fdSelect = select
        } else {
            privates = [try Self.readPrivate(top, in: data)]
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
        guard let select = fdSelect else { return privates[0] }
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
        guard fd < privates.count else { throw .malformedTable("CFF ", "FDSelect names Font DICT \(fd)") }
        return privates[fd]
    }

    /// The outline of `glyph` in font units, y up.
    func outline(of glyph: GlyphID) throws(FontError) -> BezierPath {
        let charString = try charStrings.object(at: Int(glyph))
        var interpreter = Type2CharstringInterpreter(globalSubroutines: globalSubroutines,
                                                     localSubroutines: try privateData(for: glyph).subroutines)
        try interpreter.run(charString, depth: 0)
        interpreter.finish()
        return interpreter.path.applying(matrix)
    }
}
