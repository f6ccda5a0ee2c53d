/// Builds an animated PNG frame by frame: each frame's changed region is filtered and deflated in parallel, then chunked.
import AuroraRaster
import Foundation

/// An animated PNG being written: append frames in batches (each batch is encoded on every
/// core); each frame's chunks go to the sink as soon as it is encoded, so memory stays flat
/// however long the animation is.
///
/// The frame count in the `acTL` chunk comes before the frames: give `frameCount` when it is
/// known (a recording knows it), or write to a sink that can go back (`canOverwrite`: memory,
/// a regular file), where `finish()` puts the count in; `finish()` throws when neither holds.
///
/// The first frame is the PNG's default image (IDAT), so a decoder without APNG support shows
/// it. Each later frame stores only the rectangle where it differs from the frame before
/// (`dispose_op` none, `blend_op` source), or a 1×1 region when nothing changed.
public final class APNGWriter {
    /// The encoder's options.
    public let encoder: APNGEncoder
    /// Whether frames are stored with an alpha channel (RGBA); otherwise RGB.
    public let hasAlpha: Bool
    /// The number of frames announced in `acTL`, or nil to fill it in at `finish()`.
    public let announcedFrameCount: Int?
    private let sink: any ByteSink
    private var size: (width: Int, height: Int)?
    private var lastPixmap: Pixmap?
    private var sequence: UInt32 = 0
    /// How many frames have been appended.
    public private(set) var frameCount = 0
    /// Where the `acTL` chunk starts in the output.
    private static let animationControlOffset = PNGFormat.signature.count + 25

    /// Starts an animation written to `sink` (default: a new `ByteBuffer`); `hasAlpha` false
    /// drops alpha (after un-premultiplying), as an RGB PNG does.
    public init(encoder: APNGEncoder = APNGEncoder(), hasAlpha: Bool, frameCount: Int? = nil, sink: any ByteSink = ByteBuffer()) {
        self.encoder = encoder
        self.hasAlpha = hasAlpha
        announcedFrameCount = frameCount
        self.sink = sink
    }

    /// Encodes `batch` (frames in order, after those already appended), one frame per core at
    /// a time, and writes its chunks.
    public func append(_ batch: [AnimationFrame]) throws(ImageIOError) {
        guard let expected = try batch.commonSize(expected: size, firstIndex: frameCount) else { return }
        if size == nil { try writeHeader(expected) }
        size = expected
        let previous = lastPixmap, encoder = encoder, bytesPerPixel = hasAlpha ? 4 : 3
        let encoded = try ParallelLoop.map(count: batch.count) { (index) throws(ImageIOError) in
            let before = index > 0 ? batch[index - 1].pixmap : previous
            return try Self.encode(batch[index], after: before, encoder: encoder, bytesPerPixel: bytesPerPixel)
        }
        for frame in encoded { try write(frame) }
        lastPixmap = batch.last?.pixmap
    }

    /// Ends the file: the `IEND` chunk, and the frame count in `acTL` when it was not announced.
    public func finish() throws(ImageIOError) {
        guard frameCount > 0 else { throw .noFrames }
        var writer = PNGChunkWriter()
        writer.appendChunk(.end, data: [])
        try sink.write(writer.bytes)
        guard announcedFrameCount != frameCount else { return }
        guard sink.canOverwrite else { throw .frameCountMismatch(announced: announcedFrameCount, written: frameCount) }
        var control = PNGChunkWriter()
        control.appendChunk(.animationControl, data: animationControl(frames: frameCount))
        try sink.overwrite(control.bytes, at: Self.animationControlOffset)
    }

    /// The signature, `IHDR` and `acTL` (with the announced count, or 0 until `finish()`).
    private func writeHeader(_ size: (width: Int, height: Int)) throws(ImageIOError) {
        let header = PNGHeader(width: size.width, height: size.height, bitDepth: 8,
                               colorType: hasAlpha ? PNGFormat.colorTypeRGBA : PNGFormat.colorTypeRGB, interlace: 0)
        var writer = PNGChunkWriter()
        writer.appendSignature()
        writer.appendChunk(.header, data: header.payload)
        writer.appendChunk(.animationControl, data: animationControl(frames: announcedFrameCount ?? 0))
        try sink.write(writer.bytes)
    }

    private func animationControl(frames: Int) -> [UInt8] {
        var control: [UInt8] = []
        control.appendBigEndian(UInt32(clamping: frames))
        control.appendBigEndian(UInt32(clamping: max(0, encoder.loopCount)))
        return control
    }

    /// One frame's `fcTL` and image data chunks (`IDAT` for the first frame, `fdAT` after).
    private func write(_ frame: EncodedFrame) throws(ImageIOError) {
        var writer = PNGChunkWriter()
        writer.appendChunk(.frameControl, data: frame.controlPayload(sequence: sequence))
        sequence += 1
        var offset = 0
        repeat {
            let end = min(frame.data.count, offset + Self.maximumDataPerChunk)
            if frameCount == 0 {
                frame.data[offset..<end].withUnsafeBytes { writer.appendChunk(.imageData, data: $0) }
            } else {
                var payload: [UInt8] = []
                payload.reserveCapacity(4 + end - offset)
                payload.appendBigEndian(sequence)
                payload += frame.data[offset..<end]
                writer.appendChunk(.frameData, data: payload)
                sequence += 1
            }
            offset = end
        } while offset < frame.data.count
        try sink.write(writer.bytes)
        frameCount += 1
    }

    /// Image data is split into chunks of at most this many bytes (PNG allows 2³¹ − 1; smaller
    /// chunks keep streaming decoders' buffers small).
    static let maximumDataPerChunk = 1 << 20

    /// One frame, compressed: the region it replaces, its delay and its zlib stream.
    struct EncodedFrame: Sendable {
        var region: PixelRect
        var delay: FrameDelay
        var data: [UInt8]

        /// The 26-byte fcTL payload.
        func controlPayload(sequence: UInt32) -> [UInt8] {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(26)
            bytes.appendBigEndian(sequence)
            bytes.appendBigEndian(UInt32(region.width))
            bytes.appendBigEndian(UInt32(region.height))
            bytes.appendBigEndian(UInt32(region.x))
            bytes.appendBigEndian(UInt32(region.y))
            let fraction = delay.sixteenBitFraction
            bytes += [UInt8(fraction.numerator >> 8), UInt8(fraction.numerator & 0xFF),
                      UInt8(fraction.denominator >> 8), UInt8(fraction.denominator & 0xFF)]
            bytes += [APNGFormat.disposeNone, APNGFormat.blendSource]
            return bytes
        }
    }

    /// Compresses `frame`, cropped to where it differs from `previous` when cropping is on.
    static func encode(_ frame: AnimationFrame, after previous: Pixmap?, encoder: APNGEncoder,
                       bytesPerPixel: Int) throws(ImageIOError) -> EncodedFrame {
        let pixmap = frame.pixmap
        var region = PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
        if encoder.cropsToChanges, let previous {
            region = ChangedRegion.between(pixmap, previous) ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
        }
        let data = try pixmap.withUnsafePixels { (words) throws(ImageIOError) -> [UInt8] in
            guard let base = words.baseAddress else { return [] }
            return try PNGImageData.compressed(base + region.y * pixmap.width + region.x, width: region.width, height: region.height,
                                               rowStride: pixmap.width, bytesPerPixel: bytesPerPixel, filtering: encoder.rowFiltering)
        }
        return EncodedFrame(region: region, delay: frame.delay, data: data)
    }
}

/// The APNG extension's chunk names and frame-control codes.
enum APNGFormat {
    /// fcTL `dispose_op` 0: leave the frame's pixels as they are for the next frame.
    static let disposeNone: UInt8 = 0
    /// fcTL `dispose_op` 1: the frame's region is cleared to transparent before the next frame.
    static let disposeBackground: UInt8 = 1
    /// fcTL `dispose_op` 2: the frame's region goes back to what it was before the frame.
    static let disposePrevious: UInt8 = 2
    /// fcTL `blend_op` 0: the frame's pixels replace the region, alpha included.
    static let blendSource: UInt8 = 0
    /// fcTL `blend_op` 1: the frame's pixels are composited over the region (source-over).
    static let blendOver: UInt8 = 1
}

extension PNGChunkType {
    static let animationControl = PNGChunkType("acTL")
    static let frameControl = PNGChunkType("fcTL")
    static let frameData = PNGChunkType("fdAT")
}
