/// `FontData`: bounds-checked big-endian reading of font bytes; every read of a font goes through it.

/// A window onto a font file's bytes, read big-endian as OpenType stores them.
///
/// Every read checks its bounds and throws `FontError.outOfBounds` instead of trapping, so a
/// truncated or hostile table can never crash the process. Slicing is cheap: the bytes are
/// shared, only the window moves.
public struct FontData: Sendable {
    /// The whole file.
    let storage: [UInt8]
    /// Where this window starts in `storage`.
    let start: Int
    /// How many bytes the window holds.
    public let count: Int

    /// A window onto all of `bytes`.
    public init(_ bytes: [UInt8]) {
        storage = bytes
        start = 0
        count = bytes.count
    }

    private init(storage: [UInt8], start: Int, count: Int) {
        self.storage = storage
        self.start = start
        self.count = count
    }

    /// The `length` bytes at `offset` within this window.
    public func slice(at offset: Int, length: Int) throws(FontError) -> FontData {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw .outOfBounds(offset: offset, length: length, available: count)
        }
        return FontData(storage: storage, start: start + offset, count: length)
    }

    /// Everything from `offset` to the end of this window.
    public func slice(from offset: Int) throws(FontError) -> FontData {
        try slice(at: offset, length: count - min(max(offset, 0), count))
    }

    /// Whether `length` bytes at `offset` lie inside the window.
    @inline(__always)
    public func contains(offset: Int, length: Int) -> Bool {
        offset >= 0 && length >= 0 && offset <= count && length <= count - offset
    }

    @inline(__always)
    private func check(_ offset: Int, _ length: Int) throws(FontError) {
        guard contains(offset: offset, length: length) else {
            throw .outOfBounds(offset: offset, length: length, available: count)
        }
    }

    /// The byte at `offset`.
    @inline(__always)
    public func uint8(at offset: Int) throws(FontError) -> UInt8 {
        try check(offset, 1)
        return storage[start + offset]
    }

    /// The signed byte at `offset`.
    @inline(__always)
    public func int8(at offset: Int) throws(FontError) -> Int8 {
        Int8(bitPattern: try uint8(at: offset))
    }

    /// The big-endian `uint16` at `offset`.
    @inline(__always)
    public func uint16(at offset: Int) throws(FontError) -> UInt16 {
        try check(offset, 2)
        let i = start + offset
        return UInt16(storage[i]) << 8 | UInt16(storage[i + 1])
    }

    /// The big-endian `int16` (also `FWORD`) at `offset`.
    @inline(__always)
    public func int16(at offset: Int) throws(FontError) -> Int16 {
        Int16(bitPattern: try uint16(at: offset))
    }

    /// The big-endian `uint24` at `offset`.
    @inline(__always)
    public func uint24(at offset: Int) throws(FontError) -> UInt32 {
        try check(offset, 3)
        let i = start + offset
        return UInt32(storage[i]) << 16 | UInt32(storage[i + 1]) << 8 | UInt32(storage[i + 2])
    }

    /// The big-endian `uint32` (also `Offset32`) at `offset`.
    @inline(__always)
    public func uint32(at offset: Int) throws(FontError) -> UInt32 {
        try check(offset, 4)
        let i = start + offset
        return UInt32(storage[i]) << 24 | UInt32(storage[i + 1]) << 16 | UInt32(storage[i + 2]) << 8 | UInt32(storage[i + 3])
    }

    /// The big-endian `int32` at `offset`.
    @inline(__always)
    public func int32(at offset: Int) throws(FontError) -> Int32 {
        Int32(bitPattern: try uint32(at: offset))
    }

    /// The `Fixed` (16.16) number at `offset`.
    public func fixed(at offset: Int) throws(FontError) -> Double {
        Double(try int32(at: offset)) / 65536
    }

    /// The `F2DOT14` number at `offset`.
    public func f2dot14(at offset: Int) throws(FontError) -> Double {
        Double(try int16(at: offset)) / 16384
    }

    /// The four-byte tag at `offset`.
    public func tag(at offset: Int) throws(FontError) -> FontTag {
        FontTag(rawValue: try uint32(at: offset))
    }

    /// The `length` bytes at `offset`, copied out.
    public func bytes(at offset: Int, length: Int) throws(FontError) -> [UInt8] {
        try check(offset, length)
        return Array(storage[(start + offset)..<(start + offset + length)])
    }

    /// Calls `body` with the window's bytes, for hot loops that have checked their own bounds.
    public func withUnsafeBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try storage.withUnsafeBufferPointer { whole in
            try body(UnsafeBufferPointer(rebasing: whole[start..<(start + count)]))
        }
    }
}
