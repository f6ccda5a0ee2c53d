/// Builds an animated GIF frame by frame: each frame gets its own palette, dithering and LZW data, in parallel.
import AuroraRaster
import Foundation

/// An animated GIF being written: append frames in batches (each batch is encoded on every
/// core); each frame goes to the sink once the next one is known (its disposal depends on it),
/// so memory stays flat however long the animation is.
///
/// Every frame has a local colour table of its own (median cut over its pixels, exact for
/// frames with few colours), so no palette waits for later frames. Pixels with alpha below 128
/// are transparent; others are shown un-premultiplied, opaque. A frame with no transparent
/// pixel stores only the rectangle that changed since the previous frame, which stays under it
/// (disposal 1); before a frame with transparent pixels the previous frame is cleared
/// (disposal 2), so it is stored whole.
public final class GIFWriter {
    /// The encoder's options.
    public let encoder: GIFEncoder
    private let sink: any ByteSink
    private var size: (width: Int, height: Int)?
    private var lastPixmap: Pixmap?
    /// The last frame encoded, not written yet: its disposal depends on the frame after it.
    private var held: EncodedFrame?
    /// Whether the first frame has transparent pixels (the last frame's disposal depends on it, for the loop).
    private var firstHasTransparency = false
    private var written = 0
    /// The animation's time, in seconds, at the end of the appended frames (for centisecond rounding).
    private var elapsed: Double = 0
    private var elapsedCentiseconds = 0
    /// How many frames have been appended.
    public private(set) var frameCount = 0

    /// Starts an animation written to `sink` (default: a new `ByteBuffer`).
    public init(encoder: GIFEncoder = GIFEncoder(), sink: any ByteSink = ByteBuffer()) {
        self.encoder = encoder
        self.sink = sink
    }

    /// Encodes `batch` (frames in order, after those already appended), one frame per core at
    /// a time, and writes every frame but the last.
    public func append(_ batch: [AnimationFrame]) throws(ImageIOError) {
        guard let expected = try batch.commonSize(expected: size, firstIndex: frameCount) else { return }
        size = expected
        let previous = lastPixmap, encoder = encoder
        var encoded = try ParallelLoop.map(count: batch.count) { (index) throws(ImageIOError) in
            GIFFrameEncoding.encode(batch[index].pixmap, after: index > 0 ? batch[index - 1].pixmap : previous, encoder: encoder)
        }
        for index in encoded.indices {
            elapsed += batch[index].delay.seconds
            let target = Int((elapsed * 100).rounded())
            encoded[index].centiseconds = max(GIFFormat.minimumDelay, min(Int(UInt16.max), target - elapsedCentiseconds))
            elapsedCentiseconds += encoded[index].centiseconds
        }
        if frameCount == 0, let first = encoded.first { firstHasTransparency = first.hasTransparency }
        frameCount += encoded.count
        lastPixmap = batch.last?.pixmap
        for frame in encoded {
            if let before = held { try write(before, followedByTransparency: frame.hasTransparency, more: true) }
            held = frame
        }
    }

    /// Writes the last frame and the trailer.
    public func finish() throws(ImageIOError) {
        guard let last = held else { throw .noFrames }
        // Clear before the loop restarts when the first frame is stored whole for its transparent pixels.
        try write(last, followedByTransparency: firstHasTransparency, more: false)
        held = nil
        try sink.write([0x3B])
    }

    /// Writes `frame` (after the header, before the first); `more` tells whether frames follow.
    private func write(_ frame: EncodedFrame, followedByTransparency: Bool, more: Bool) throws(ImageIOError) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(frame.data.count + 800)
        if written == 0, let size { bytes += header(size, looping: more || encoder.loopCount != 0) }
        let disposal: UInt8 = followedByTransparency ? 2 : 1
        let transparentFlag: UInt8 = frame.transparentIndex == nil ? 0 : 1
        bytes += [0x21, 0xF9, 0x04, disposal << 2 | transparentFlag]
        bytes.appendLittleEndian(UInt16(frame.centiseconds))
        bytes += [frame.transparentIndex ?? 0, 0x00]
        bytes.append(0x2C)
        bytes.appendLittleEndian(UInt16(frame.region.x))
        bytes.appendLittleEndian(UInt16(frame.region.y))
        bytes.appendLittleEndian(UInt16(frame.region.width))
        bytes.appendLittleEndian(UInt16(frame.region.height))
        bytes.append(0x80 | UInt8(frame.tableBits - 1))
        for entry in 0..<(1 << frame.tableBits) {
            let color = entry < frame.palette.count ? frame.palette[entry] : .zero
            bytes += [color.x, color.y, color.z]
        }
        bytes.append(UInt8(frame.minimumCodeSize))
        bytes += frame.data
        try sink.write(bytes)
        written += 1
    }

    /// The signature, the screen descriptor and, for a looping animation, the NETSCAPE2.0 loop extension.
    private func header(_ size: (width: Int, height: Int), looping: Bool) -> [UInt8] {
        var bytes: [UInt8] = Array("GIF89a".utf8)
        bytes.appendLittleEndian(UInt16(size.width))
        bytes.appendLittleEndian(UInt16(size.height))
        bytes += [0x00, 0x00, 0x00] // no global colour table, background 0, no aspect ratio
        if looping {
            bytes += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01]
            bytes.appendLittleEndian(UInt16(clamping: max(0, encoder.loopCount)))
            bytes.append(0x00)
        }
        return bytes
    }

    /// One frame, encoded: where it goes, its palette and its LZW data.
    struct EncodedFrame: Sendable {
        var region: PixelRect
        var palette: [SIMD3<UInt8>]
        /// The colour table holds `1 << tableBits` entries (1…8), the palette padded with black.
        var tableBits: Int
        var transparentIndex: UInt8?
        var minimumCodeSize: Int
        var data: [UInt8]
        var centiseconds = 0

        var hasTransparency: Bool { transparentIndex != nil }
    }
}

/// The GIF format's fixed numbers.
enum GIFFormat {
    /// Pixels with less alpha than this are transparent; the rest are opaque.
    static let alphaThreshold: UInt8 = 128
    /// The shortest frame delay, in centiseconds: browsers show 0 and 1 as 10, so faster frame
    /// rates are slowed to 50 fps rather than to 10 fps.
    static let minimumDelay = 2
}

extension Array where Element == UInt8 {
    /// Appends a 16-bit value least significant byte first, as GIF stores integers.
    mutating func appendLittleEndian(_ value: UInt16) {
        append(UInt8(value & 0xFF))
        append(UInt8(value >> 8))
    }
}
