/// `TableDirectory`: the sfnt header of one face — which tables a font has and where — and TTC collections.

/// The table records of one face: tag → the table's bytes.
///
/// Records that point outside the file are dropped (that table is then simply absent) or cut
/// at the file's end, so one bad record never makes the whole face unusable.
struct TableDirectory: Sendable {
    /// The face's tables, sorted by tag.
    let tables: [FontTag: FontData]
    /// The first four bytes: 0x00010000 or `true` for TrueType outlines, `OTTO` for CFF.
    let sfntVersion: FontTag

    /// At most this many tables per face; real fonts have about 10–40.
    static let maximumTableCount = 512
    /// At most this many faces per collection.
    static let maximumFaceCount = 4096

    /// The directory of the face at `index` (0 for a single font) in `file`.
    init(file: FontData, index: Int) throws(FontError) {
        let offset = try Self.faceOffset(in: file, index: index)
        let version = try file.tag(at: offset)
        guard Self.isSfntVersion(version) else { throw .unknownFormat(version) }
        let count = Int(try file.uint16(at: offset + 4))
        guard count <= Self.maximumTableCount else {
            throw .limitExceeded("table count \(count)", limit: Self.maximumTableCount)
        }
        var tables: [FontTag: FontData] = [:]
        tables.reserveCapacity(count)
        for i in 0..<count {
            let record = offset + 12 + i * 16
            let tag = try file.tag(at: record)
            let start = Int(try file.uint32(at: record + 8))
            let length = Int(try file.uint32(at: record + 12))
            // A table that runs past the end of the file is cut at the end (as HarfBuzz does);
            // one that starts past it is absent. The rest stay usable.
            guard start >= 0, start <= file.count,
                  let table = try? file.slice(at: start, length: min(length, file.count - start)) else { continue }
            if tables[tag] == nil { tables[tag] = table }
        }
        self.tables = tables
        sfntVersion = version
    }

    /// How many faces `file` holds: the collection's count, or 1 for a single font.
    static func faceCount(in file: FontData) throws(FontError) -> Int {
        let tag = try file.tag(at: 0)
        if tag == "ttcf" {
            let count = Int(try file.uint32(at: 8))
            guard count <= maximumFaceCount else {
                throw .limitExceeded("collection face count \(count)", limit: maximumFaceCount)
            }
            guard count > 0 else { throw .malformedTable("ttcf", "the collection holds no fonts") }
            return count
        }
        guard isSfntVersion(tag) else { throw .unknownFormat(tag) }
        return 1
    }

    /// Where the face at `index` starts in `file`.
    private static func faceOffset(in file: FontData, index: Int) throws(FontError) -> Int {
        let count = try faceCount(in: file)
        guard index >= 0, index < count else { throw .faceIndexOutOfRange(index: index, count: count) }
        guard try file.tag(at: 0) == "ttcf" else { return 0 }
        return Int(try file.uint32(at: 12 + 4 * index))
    }

    /// Whether `tag` is one of the first words an sfnt font starts with.
    static func isSfntVersion(_ tag: FontTag) -> Bool {
        tag.rawValue == 0x0001_0000 || tag == "OTTO" || tag == "true" || tag == "typ1"
    }

    /// The table with `tag`, if the face has one.
    subscript(tag: FontTag) -> FontData? { tables[tag] }

    /// The table with `tag`, or `FontError.missingTable`.
    func required(_ tag: FontTag) throws(FontError) -> FontData {
        guard let table = tables[tag] else { throw .missingTable(tag) }
        return table
    }
}
