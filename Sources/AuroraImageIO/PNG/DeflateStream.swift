/// Streams bytes through zlib's `deflate` and hands each filled output block to a sink.
import CZlib

/// A zlib (RFC 1950) compressor over a fixed output block.
///
/// The `z_stream` lives at a fixed heap address because zlib's state keeps a pointer back to it.
struct DeflateStream: ~Copyable {
    private let stream: UnsafeMutablePointer<z_stream>
    private let block: UnsafeMutablePointer<UInt8>
    private let blockSize: Int

    /// Starts a stream with a zlib `level` (0–9) and `strategy` (`Z_DEFAULT_STRATEGY`, `Z_RLE`, …);
    /// output arrives in blocks of `blockSize` bytes (the last one shorter).
    init(level: Int32, strategy: Int32, blockSize: Int) throws(ImageIOError) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let status = deflateInit2_(stream, level, Z_DEFLATED, MAX_WBITS, 8, strategy,
                                   zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            stream.deinitialize(count: 1)
            stream.deallocate()
            throw .compressionFailed(code: status)
        }
        self.blockSize = blockSize
        block = .allocate(capacity: blockSize)
        stream.pointee.next_out = block
        stream.pointee.avail_out = UInt32(blockSize)
    }

    deinit {
        deflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
        block.deallocate()
    }

    /// Compresses `input`, calling `sink` with every output block that fills up.
    mutating func write(_ input: UnsafeBufferPointer<UInt8>,
                        sink: (UnsafeRawBufferPointer) -> Void) throws(ImageIOError) {
        guard let base = input.baseAddress, !input.isEmpty else { return }
        stream.pointee.next_in = UnsafeMutablePointer(mutating: base)
        stream.pointee.avail_in = UInt32(input.count)
        while stream.pointee.avail_in > 0 {
            let status = deflate(stream, Z_NO_FLUSH)
            guard status == Z_OK || status == Z_BUF_ERROR else { throw .compressionFailed(code: status) }
            if stream.pointee.avail_out == 0 { emitBlock(sink) }
        }
        stream.pointee.next_in = nil
    }

    /// Ends the stream, calling `sink` with the remaining output blocks.
    mutating func finish(sink: (UnsafeRawBufferPointer) -> Void) throws(ImageIOError) {
        while true {
            let status = deflate(stream, Z_FINISH)
            guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                throw .compressionFailed(code: status)
            }
            if status == Z_STREAM_END || stream.pointee.avail_out == 0 { emitBlock(sink) }
            if status == Z_STREAM_END { return }
        }
    }

    private func emitBlock(_ sink: (UnsafeRawBufferPointer) -> Void) {
        let used = blockSize - Int(stream.pointee.avail_out)
        if used > 0 { sink(UnsafeRawBufferPointer(start: block, count: used)) }
        stream.pointee.next_out = block
        stream.pointee.avail_out = UInt32(blockSize)
    }
}
