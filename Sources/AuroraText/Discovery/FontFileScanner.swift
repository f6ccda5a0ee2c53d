/// `FontFileScanner`: describes the faces of a font file by reading only its headers, `name`, `OS/2`, `head` and `post`.
import Foundation

/// Reads just enough of a font file to describe its faces: the table directory and a few
/// small tables, never the outlines. A file that is not a usable font yields no faces.
enum FontFileScanner {
    /// Files with these extensions are scanned (compared lower-cased).
    static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
    /// Tables larger than this are not read while scanning (a `name` table is a few KB).
    static let maximumHeaderTableSize = 1 << 20

    /// The faces in the font file at `path`; empty when it is unreadable or not a usable font.
    static func describe(path: String) -> [FontFaceDescription] {
        guard let file = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? file.close() }
        func read(_ offset: Int, _ length: Int) -> FontData? {
            guard offset >= 0, length >= 0, length <= maximumHeaderTableSize,
                  (try? file.seek(toOffset: UInt64(offset))) != nil,
                  let data = try? file.read(upToCount: length), data.count == length else { return nil }
            return FontData([UInt8](data))
        }
        guard let start = read(0, 12), let tag = try? start.tag(at: 0) else { return [] }
        var offsets: [Int] = [0]
        if tag == "ttcf" {
            guard let count = try? Int(start.uint32(at: 8)), count > 0, count <= TableDirectory.maximumFaceCount,
                  let list = read(12, count * 4) else { return [] }
            offsets = (0..<count).compactMap { try? Int(list.uint32(at: $0 * 4)) }
        } else if !TableDirectory.isSfntVersion(tag) {
            return []
        }
        var faces: [FontFaceDescription] = []
        for (index, offset) in offsets.enumerated() {
            if let face = describeFace(at: offset, index: index, path: path, read: read) { faces.append(face) }
        }
        return faces
    }

    /// The scalar ranges the `cmap` of face `index` in the file at `path` may cover, read
    /// without loading the rest of the font; `nil` when the file or its cmap is unreadable.
    static func coveredRanges(path: String, index: Int) -> [ClosedRange<UInt32>]? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        func read(_ offset: Int, _ length: Int) -> FontData? {
            guard offset >= 0, length >= 0, length <= 64 << 20,
                  (try? file.seek(toOffset: UInt64(offset))) != nil,
                  let data = try? file.read(upToCount: length) else { return nil }
            return FontData([UInt8](data))
        }
        guard let start = read(0, 16), let tag = try? start.tag(at: 0) else { return nil }
        var offset = 0
        if tag == "ttcf" {
            guard let at = read(12 + index * 4, 4), let value = try? at.uint32(at: 0) else { return nil }
            offset = Int(value)
        }
        guard let header = read(offset, 12), let count = try? Int(header.uint16(at: 4)),
              count <= TableDirectory.maximumTableCount, let records = read(offset + 12, count * 16) else { return nil }
        var cmap: FontData?, glyphCount: Int?
        for i in 0..<count {
            guard let tag = try? records.tag(at: i * 16), let at = try? records.uint32(at: i * 16 + 8),
                  let length = try? records.uint32(at: i * 16 + 12) else { return nil }
            if tag == "cmap" { cmap = read(Int(at), Int(length)) }
            if tag == "maxp", let maxp = read(Int(at), 6) { glyphCount = try? Int(maxp.uint16(at: 4)) }
        }
        guard let cmap, let glyphCount, let table = try? CharacterMapTable(cmap, glyphCount: glyphCount) else { return nil }
        return table.coveredRanges
    }

    private static func describeFace(at offset: Int, index: Int, path: String,
                                     read: (Int, Int) -> FontData?) -> FontFaceDescription? {
        guard let header = read(offset, 12), let count = try? Int(header.uint16(at: 4)),
              count <= TableDirectory.maximumTableCount, let records = read(offset + 12, count * 16) else { return nil }
        var tables: [FontTag: (offset: Int, length: Int)] = [:]
        for i in 0..<count {
            guard let tag = try? records.tag(at: i * 16), let at = try? records.uint32(at: i * 16 + 8),
                  let length = try? records.uint32(at: i * 16 + 12) else { return nil }
            tables[tag] = (Int(at), Int(length))
        }
        // A face Aurora cannot draw from is not offered.
        let hasOutlines = tables["glyf"] != nil || tables["CFF "] != nil || tables["CBDT"] != nil || tables["sbix"] != nil
        guard hasOutlines, tables["cmap"] != nil, tables["hmtx"] != nil, tables["hhea"] != nil, tables["maxp"] != nil,
              let headRecord = tables["head"], let headData = read(headRecord.offset, min(headRecord.length, 54)),
              let head = try? HeadTable(headData) else { return nil }
        func table(_ tag: FontTag, limit: Int = maximumHeaderTableSize) -> FontData? {
            tables[tag].flatMap { read($0.offset, min($0.length, limit)) }
        }
        let os2Data = table("OS/2", limit: 100)
        let os2 = os2Data.flatMap { try? OS2Table($0) }
        let names = table("name").flatMap { try? NamingTable($0) }
        let post = table("post", limit: 32).flatMap { try? PostScriptTable($0, glyphCount: 0) }
        let family = names?[NamingTable.ID.typographicFamily] ?? names?[NamingTable.ID.family]
        guard let family, !family.isEmpty else { return nil }
        var ranges: [UInt32] = []
        if let os2Data {
            ranges = (0..<4).compactMap { try? os2Data.uint32(at: 42 + $0 * 4) }
        }
        return FontFaceDescription(
            family: family,
            style: names?[NamingTable.ID.typographicSubfamily] ?? names?[NamingTable.ID.subfamily] ?? "Regular",
            postScriptName: names?[NamingTable.ID.postScriptName],
            weight: FontFace.weight(os2: os2, macStyle: head.macStyle),
            width: FontFace.width(os2: os2),
            isItalic: os2?.isItalic ?? false || head.macStyle & 2 != 0,
            isMonospaced: post?.isFixedPitch ?? false || os2?.isMonospacedByPanose ?? false,
            hasColorGlyphs: tables["COLR"] != nil || tables["CBDT"] != nil || tables["sbix"] != nil,
            path: path, index: index, unicodeRanges: ranges)
    }
}
