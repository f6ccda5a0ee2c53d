/// `CompactFontIndex`: CFF's INDEX structure — a counted array of variable-length byte strings.

/// A CFF INDEX: `count` objects whose offsets are stored in `offsetSize`-byte integers.
struct CompactFontIndex: Sendable {
    /// The number of objects.
    let count: Int
    /// Total size of the INDEX in bytes (where the next structure starts).
    let byteCount: Int
    private let data: FontData
    private let offsetSize: Int
    private let offsetsStart: Int
    private let objectsStart: Int

    /// Reads the INDEX at `offset` of `data`.
    init(_ data: FontData, at offset: Int) throws(FontError) {
        let count = Int(try data.uint16(at: offset))
        guard count > 0 else {
            self.count = 0
            byteCount = 2
            self.data = data
            offsetSize = 1
            offsetsStart = offset
            objectsStart = offset
            return
        }
        let size = Int(try data.uint8(at: offset + 2))
        guard (1...4).contains(size) else { throw .malformedTable("CFF ", "INDEX offset size \(size)") }
        self.count = count
        self.data = data
        offsetSize = size
        offsetsStart = offset + 3
        objectsStart = offsetsStart + (count + 1) * size - 1   // offsets count from 1
        let last = try Self.readOffset(data, at: offsetsStart + count * size, size: size)
        byteCount = objectsStart + last - offset
        guard data.contains(offset: offset, length: byteCount) else {
            throw .malformedTable("CFF ", "INDEX runs past the table")
        }
    }

    private static func readOffset(_ data: FontData, at offset: Int, size: Int) throws(FontError) -> Int {
        switch size {
        case 1: return Int(try data.uint8(at: offset))
        case 2: return Int(try data.uint16(at: offset))
        case 3: return Int(try data.uint24(at: offset))
        default: return Int(try data.uint32(at: offset))
        }
    }

    /// The bytes of object `index`.
    func object(at index: Int) throws(FontError) -> FontData {
        guard index >= 0, index < count else { throw .malformedTable("CFF ", "INDEX entry \(index) of \(count)") }
        let start = try Self.readOffset(data, at: offsetsStart + index * offsetSize, size: offsetSize)
        let end = try Self.readOffset(data, at: offsetsStart + (index + 1) * offsetSize, size: offsetSize)
        guard start >= 1, start <= end else { throw .malformedTable("CFF ", "INDEX offsets out of order") }
        return try data.slice(at: objectsStart + start, length: end - start)
    }
}
