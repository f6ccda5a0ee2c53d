/// Inflates a zlib stream whose decompressed size is known in advance, growing its buffer only as data arrives.
import CZlib

/// Decompresses zlib data (RFC 1950) that must expand to exactly a given number of bytes.
enum InflateStream {
    /// The decompressed bytes of `input`, which must be exactly `expectedCount` long.
    ///
    /// The output buffer grows with the data actually produced, so a header that claims a
    /// huge image over a tiny stream costs no large allocation.
    static func inflate(_ input: [UInt8], expectedCount: Int) throws(ImageIOError) -> [UInt8] {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer { stream.deinitialize(count: 1); stream.deallocate() }
        let status = inflateInit_(stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw .decompressionFailed(code: status) }
        defer { inflateEnd(stream) }

        var output: [UInt8] = []
        var produced = 0
        var ended = false
        try input.withUnsafeBufferPointer { (source: UnsafeBufferPointer<UInt8>) throws(ImageIOError) in
            stream.pointee.next_in = source.baseAddress.map { UnsafeMutablePointer(mutating: $0) }
            stream.pointee.avail_in = UInt32(source.count)
            while !ended {
                if produced == output.count {
                    guard produced < expectedCount else { break }
                    let grown = min(expectedCount, max(1 << 16, output.count * 2))
                    output.append(contentsOf: repeatElement(0, count: grown - output.count))
                }
                let before = produced
                let code = output.withUnsafeMutableBufferPointer { buffer -> Int32 in
                    stream.pointee.next_out = buffer.baseAddress.map { $0 + produced }
                    stream.pointee.avail_out = UInt32(buffer.count - produced)
                    let code = CZlib.inflate(stream, Z_NO_FLUSH)
                    produced = buffer.count - Int(stream.pointee.avail_out)
                    return code
                }
                switch code {
                case Z_STREAM_END: ended = true
                case Z_OK: continue
                case Z_BUF_ERROR where produced == before:
                    guard stream.pointee.avail_in == 0 else { throw .decompressionFailed(code: code) }
                    throw .truncated(part: "the compressed image data")
                case Z_BUF_ERROR: continue
                default: throw .decompressionFailed(code: code)
                }
            }
            if !ended {
                // The image is complete: any further output means the stream is too long.
                var probe: UInt8 = 0
                let code = withUnsafeMutablePointer(to: &probe) { pointer -> Int32 in
                    stream.pointee.next_out = pointer
                    stream.pointee.avail_out = 1
                    return CZlib.inflate(stream, Z_NO_FLUSH)
                }
                if stream.pointee.avail_out == 0 {
                    throw .imageDataSizeMismatch(expected: expectedCount, actual: expectedCount + 1)
                }
                switch code {
                case Z_STREAM_END: ended = true
                case Z_OK, Z_BUF_ERROR: throw .truncated(part: "the compressed image data")
                default: throw .decompressionFailed(code: code)
                }
            }
            stream.pointee.next_in = nil
            stream.pointee.next_out = nil
        }
        guard produced == expectedCount else {
            throw .imageDataSizeMismatch(expected: expectedCount, actual: produced)
        }
        return output
    }
}
