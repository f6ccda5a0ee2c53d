/// Walks a JPEG file's marker segments, handing out each segment's payload with bounds-checked reads.

/// A cursor over the bytes of a JPEG file between entropy-coded scans.
struct JPEGSegmentReader {
    /// The whole file.
    let bytes: [UInt8]
    /// The index of the next unread byte.
    var position: Int

    /// A reader at the start of `bytes`, after checking the SOI marker.
    init(_ bytes: [UInt8]) throws(ImageIOError) {
        guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == JPEGMarker.startOfImage.code else { throw .notJPEG }
        self.bytes = bytes
        position = 2
    }

    /// The next marker, skipping fill bytes (0xFF) and any stray bytes before it; `nil` at the end of the data.
    mutating func nextMarker() -> JPEGMarker? {
        while position + 1 < bytes.count {
            if bytes[position] == 0xFF {
                let code = bytes[position + 1]
                if code != 0xFF && code != 0x00 {
                    position += 2
                    return JPEGMarker(code: code)
                }
            }
            position += 1
        }
        position = bytes.count
        return nil
    }

    /// The payload of the segment that starts at the current position (after its marker), consumed whole.
    mutating func segmentPayload(of marker: JPEGMarker) throws(ImageIOError) -> JPEGSegment {
        guard position + 2 <= bytes.count else { throw .truncated(part: "the \(marker.name) segment length") }
        let length = Int(bytes[position]) << 8 | Int(bytes[position + 1])
        guard length >= 2 else { throw .malformedJPEGSegment(marker: marker.name, reason: "length \(length) is shorter than its own field") }
        guard position + length <= bytes.count else { throw .truncated(part: "the \(marker.name) segment") }
        let segment = JPEGSegment(marker: marker, bytes: bytes, start: position + 2, end: position + length)
        position += length
        return segment
    }
}

/// One marker segment's payload, read front to back; every read past its end is a typed error.
struct JPEGSegment {
    /// The marker that introduced the segment.
    let marker: JPEGMarker
    let bytes: [UInt8]
    /// The index of the next unread payload byte.
    private(set) var position: Int
    /// The index just past the payload.
    let end: Int

    init(marker: JPEGMarker, bytes: [UInt8], start: Int, end: Int) {
        self.marker = marker
        self.bytes = bytes
        position = start
        self.end = end
    }

    /// How many payload bytes are left.
    var remaining: Int { end - position }

    /// The next byte.
    mutating func readByte() throws(ImageIOError) -> UInt8 {
        guard position < end else { throw malformed("it ends too early") }
        defer { position += 1 }
        return bytes[position]
    }

    /// The next big-endian 16-bit value.
    mutating func readUInt16() throws(ImageIOError) -> Int {
        let high = try readByte()
        return Int(high) << 8 | Int(try readByte())
    }

    /// The next byte split into its high and low 4-bit halves.
    mutating func readNibbles() throws(ImageIOError) -> (high: Int, low: Int) {
        let byte = try readByte()
        return (Int(byte >> 4), Int(byte & 0x0F))
    }

    /// The rest of the payload.
    mutating func readRest() -> ArraySlice<UInt8> {
        defer { position = end }
        return bytes[position..<end]
    }

    /// The error for this segment breaking the format for `reason`.
    func malformed(_ reason: String) -> ImageIOError {
        .malformedJPEGSegment(marker: marker.name, reason: reason)
    }
}
