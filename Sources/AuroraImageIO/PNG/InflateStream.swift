/// Inflates a zlib stream into a buffer of exactly the size the image header implies.
import CZlib

/// Decompresses zlib data (RFC 1950) that must expand to exactly a given number of bytes.
enum InflateStream {
    /// The most bytes deflate can produce from one input byte (a 258-byte match coded in two bits).
    static let maximumExpansion = 1032

    /// Fills `output` with the decompressed bytes of `input`, which must be exactly `output.count` long.
    ///
    /// Output is never written past `output.count`: a stream that would expand further (a zlib
    /// bomb) stops after one extra byte with `.imageDataSizeMismatch`.
    static func inflate(_ input: [UInt8], into output: UnsafeMutableBufferPointer<UInt8>) throws(ImageIOError) {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer { stream.deinitialize(count: 1); stream.deallocate() }
        let status = inflateInit_(stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw .decompressionFailed(code: status) }
        defer { inflateEnd(stream) }

        // zlib counts in 32 bits, so both sides are handed over in slices of at most 1 GiB.
        let slice = 1 << 30
        var consumed = 0, produced = 0
        try input.withUnsafeBufferPointer { (source: UnsafeBufferPointer<UInt8>) throws(ImageIOError) in
            guard let sourceBase = source.baseAddress, let outputBase = output.baseAddress else {
                throw .truncated(part: "the compressed image data")
            }
            defer { stream.pointee.next_in = nil; stream.pointee.next_out = nil }
            while true {
                let inputSlice = min(slice, source.count - consumed), outputSlice = min(slice, output.count - produced)
                stream.pointee.next_in = UnsafeMutablePointer(mutating: sourceBase + consumed)
                stream.pointee.avail_in = UInt32(inputSlice)
                stream.pointee.next_out = outputBase + produced
                stream.pointee.avail_out = UInt32(outputSlice)
                let code = CZlib.inflate(stream, Z_NO_FLUSH)
                let read = inputSlice - Int(stream.pointee.avail_in), written = outputSlice - Int(stream.pointee.avail_out)
                consumed += read
                produced += written
                switch code {
                case Z_STREAM_END:
                    guard produced == output.count else {
                        throw .imageDataSizeMismatch(expected: output.count, actual: produced)
                    }
                    return
                case Z_OK, Z_BUF_ERROR:
                    if produced == output.count {
                        try finish(stream, expected: output.count)
                        return
                    }
                    if consumed == source.count { throw .truncated(part: "the compressed image data") }
                    guard read > 0 || written > 0 else { throw .decompressionFailed(code: code) }
                default:
                    throw .decompressionFailed(code: code)
                }
            }
        }
    }

    /// With the output full, checks that the stream ends there rather than holding more data.
    private static func finish(_ stream: UnsafeMutablePointer<z_stream>, expected: Int) throws(ImageIOError) {
        var probe: UInt8 = 0
        let code = withUnsafeMutablePointer(to: &probe) { pointer -> Int32 in
            stream.pointee.next_out = pointer
            stream.pointee.avail_out = 1
            return CZlib.inflate(stream, Z_NO_FLUSH)
        }
        if stream.pointee.avail_out == 0 {
            throw .imageDataSizeMismatch(expected: expected, actual: expected + 1)
        }
        switch code {
        case Z_STREAM_END: return
        case Z_OK, Z_BUF_ERROR: throw .truncated(part: "the compressed image data")
        default: throw .decompressionFailed(code: code)
        }
    }
}
