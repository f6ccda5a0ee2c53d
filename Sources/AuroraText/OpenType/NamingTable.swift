/// `NamingTable`: the `name` table — family, style and PostScript names, decoded to Swift strings.

/// The human-readable names of a face, picked by preference: Windows English, any Windows
/// Unicode entry, then Mac Roman English, then Unicode-platform entries.
struct NamingTable: Sendable, Hashable {
    /// The decoded name for each name ID the table has.
    private let names: [Int: String]

    /// Name IDs that fonts use and Aurora reads.
    enum ID {
        static let family = 1, subfamily = 2, fullName = 4, postScriptName = 6
        static let typographicFamily = 16, typographicSubfamily = 17
    }

    init(_ data: FontData) throws(FontError) {
        let count = Int(try data.uint16(at: 2))
        let storage = Int(try data.uint16(at: 4))
        var best: [Int: (rank: Int, text: String)] = [:]
        let wanted: Set<Int> = [ID.family, ID.subfamily, ID.fullName, ID.postScriptName,
                                ID.typographicFamily, ID.typographicSubfamily]
        for i in 0..<count {
            let record = 6 + i * 12
            let platform = try data.uint16(at: record)
            let encoding = try data.uint16(at: record + 2)
            let language = try data.uint16(at: record + 4)
            let nameID = Int(try data.uint16(at: record + 6))
            guard wanted.contains(nameID) else { continue }
            let rank = Self.rank(platform: platform, encoding: encoding, language: language)
            guard rank > 0, rank > best[nameID]?.rank ?? 0 else { continue }
            let length = Int(try data.uint16(at: record + 8))
            let offset = Int(try data.uint16(at: record + 10))
            guard let bytes = try? data.bytes(at: storage + offset, length: length) else { continue }
            let text = platform == 1 ? Self.decodeMacRoman(bytes) : Self.decodeUTF16BigEndian(bytes)
            guard !text.isEmpty else { continue }
            best[nameID] = (rank, text)
        }
        names = best.mapValues(\.text)
    }

    private static func rank(platform: UInt16, encoding: UInt16, language: UInt16) -> Int {
        switch platform {
        case 3 where encoding == 1 || encoding == 10: return language == 0x0409 ? 40 : 30
        case 3 where encoding == 0: return language == 0x0409 ? 25 : 24
        case 1 where encoding == 0: return language == 0 ? 20 : 0
        case 0: return 15
        default: return 0
        }
    }

    /// The name with `id`, if the table has a readable one.
    subscript(id: Int) -> String? { names[id] }

    static func decodeUTF16BigEndian(_ bytes: [UInt8]) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = 0
        while i + 1 < bytes.count {
            units.append(UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
            i += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// Mac OS Roman: ASCII below 0x80, this table above.
    static func decodeMacRoman(_ bytes: [UInt8]) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            let value = byte < 0x80 ? UInt32(byte) : UInt32(macRomanHigh[Int(byte) - 0x80])
            scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        return String(scalars)
    }

    /// The Mac OS Roman byte for a scalar above ASCII, if the encoding has it.
    static func macRomanByte(for scalar: UInt32) -> UInt8? {
        macRomanBytes[scalar]
    }

    private static let macRomanBytes: [UInt32: UInt8] = Dictionary(
        uniqueKeysWithValues: macRomanHigh.enumerated().map { (UInt32($0.element), UInt8(0x80 + $0.offset)) })

    /// Unicode values of Mac OS Roman bytes 0x80...0xFF.
    private static let macRomanHigh: [UInt16] = [
        0x00C4, 0x00C5, 0x00C7, 0x00C9, 0x00D1, 0x00D6, 0x00DC, 0x00E1, 0x00E0, 0x00E2, 0x00E4, 0x00E3, 0x00E5, 0x00E7, 0x00E9, 0x00E8,
        0x00EA, 0x00EB, 0x00ED, 0x00EC, 0x00EE, 0x00EF, 0x00F1, 0x00F3, 0x00F2, 0x00F4, 0x00F6, 0x00F5, 0x00FA, 0x00F9, 0x00FB, 0x00FC,
        0x2020, 0x00B0, 0x00A2, 0x00A3, 0x00A7, 0x2022, 0x00B6, 0x00DF, 0x00AE, 0x00A9, 0x2122, 0x00B4, 0x00A8, 0x2260, 0x00C6, 0x00D8,
        0x221E, 0x00B1, 0x2264, 0x2265, 0x00A5, 0x00B5, 0x2202, 0x2211, 0x220F, 0x03C0, 0x222B, 0x00AA, 0x00BA, 0x03A9, 0x00E6, 0x00F8,
        0x00BF, 0x00A1, 0x00AC, 0x221A, 0x0192, 0x2248, 0x2206, 0x00AB, 0x00BB, 0x2026, 0x00A0, 0x00C0, 0x00C3, 0x00D5, 0x0152, 0x0153,
        0x2013, 0x2014, 0x201C, 0x201D, 0x2018, 0x2019, 0x00F7, 0x25CA, 0x00FF, 0x0178, 0x2044, 0x20AC, 0x2039, 0x203A, 0xFB01, 0xFB02,
        0x2021, 0x00B7, 0x201A, 0x201E, 0x2030, 0x00C2, 0x00CA, 0x00C1, 0x00CB, 0x00C8, 0x00CD, 0x00CE, 0x00CF, 0x00CC, 0x00D3, 0x00D4,
        0xF8FF, 0x00D2, 0x00DA, 0x00DB, 0x00D9, 0x0131, 0x02C6, 0x02DC, 0x00AF, 0x02D8, 0x02D9, 0x02DA, 0x00B8, 0x02DD, 0x02DB, 0x02C7,
    ]
}
