/// `ByteBuffer`: a `ByteSink` that keeps the bytes in memory.

/// Bytes written in memory, for a file wanted as a value (`APNGEncoder.encode`, `GIFEncoder.encode`).
public final class ByteBuffer: ByteSink {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty buffer.
    public init() {}

    public func write(_ bytes: UnsafeRawBufferPointer) {
        self.bytes.append(contentsOf: bytes)
    }

    public var canOverwrite: Bool { true }

    public func overwrite(_ bytes: [UInt8], at offset: Int) throws(ImageIOError) {
        guard offset >= 0, offset + bytes.count <= self.bytes.count else {
            throw .fileWriteFailed(path: "memory", reason: "bytes \(offset)..<\(offset + bytes.count) were never written")
        }
        self.bytes.replaceSubrange(offset..<offset + bytes.count, with: bytes)
    }
}
