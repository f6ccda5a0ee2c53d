/// Tests for `APNGDecoder`: encoder round trips, blending and disposal as a viewer shows them, and broken files as typed errors.
@testable import AuroraImageIO
import AuroraRaster
import Testing

@Suite struct APNGDecoderTests {
    /// One frame of a hand-built file: its region's pixels, where they go, and how.
    struct Part {
        var pixmap: Pixmap
        var x = 0, y = 0
        var dispose: UInt8 = 0, blend: UInt8 = 0
        var delay: (UInt16, UInt16) = (1, 10)
    }

    static func solid(_ width: Int, _ pixel: PremultipliedPixel) throws -> Pixmap {
        var pixmap = try Pixmap(width: width, height: 1)
        pixmap.fill(pixel)
        return pixmap
    }

    static let red = PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255)
    static let halfBlue = PremultipliedPixel(red: 0, green: 0, blue: 128, alpha: 128)
    static let green = PremultipliedPixel(red: 0, green: 255, blue: 0, alpha: 255)
    static let clear = PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 0)

    /// An RGBA APNG of `parts` on a `width`×1 canvas; the first part is the default image unless
    /// `hiddenDefault` is given, which then is the IDAT image outside the animation.
    /// `sequenceShift` offsets every sequence number after the first chunk.
    static func file(width: Int, parts: [Part], hiddenDefault: Pixmap? = nil, frameCount: Int? = nil, sequenceShift: UInt32 = 0) throws -> [UInt8] {
        var writer = PNGChunkWriter()
        writer.appendSignature()
        writer.appendChunk(.header, data: PNGHeader(width: width, height: 1, bitDepth: 8, colorType: 6, interlace: 0).payload)
        var control: [UInt8] = []
        control.appendBigEndian(UInt32(frameCount ?? parts.count))
        control.appendBigEndian(0)
        writer.appendChunk(.animationControl, data: control)
        var sequence: UInt32 = 0
        func next() -> UInt32 { defer { sequence += 1 }; return sequence == 0 ? 0 : sequence + sequenceShift }
        func compressed(_ pixmap: Pixmap) throws -> [UInt8] {
            try pixmap.withUnsafePixels { words in
                try PNGImageData.compressed(words.baseAddress!, width: pixmap.width, height: pixmap.height, rowStride: pixmap.width,
                                            bytesPerPixel: 4, filtering: .adaptive)
            }
        }
        if let hiddenDefault { writer.appendChunk(.imageData, data: try compressed(hiddenDefault)) }
        for (index, part) in parts.enumerated() {
            var fctl: [UInt8] = []
            fctl.appendBigEndian(next())
            for value in [part.pixmap.width, part.pixmap.height, part.x, part.y] { fctl.appendBigEndian(UInt32(value)) }
            fctl += [UInt8(part.delay.0 >> 8), UInt8(part.delay.0 & 0xFF), UInt8(part.delay.1 >> 8), UInt8(part.delay.1 & 0xFF), part.dispose, part.blend]
            writer.appendChunk(.frameControl, data: fctl)
            if index == 0, hiddenDefault == nil {
                writer.appendChunk(.imageData, data: try compressed(part.pixmap))
            } else {
                var fdat: [UInt8] = []
                fdat.appendBigEndian(next())
                writer.appendChunk(.frameData, data: fdat + (try compressed(part.pixmap)))
            }
        }
        writer.appendChunk(.end, data: [])
        return writer.bytes
    }

    static func row(_ pixmap: Pixmap) -> [PremultipliedPixel] { (0..<pixmap.width).map { pixmap.pixel(x: $0, y: 0) } }

    @Test func encodedFramesReadBackExactly() throws {
        let pixmaps = try (0..<4).map { try APNGEncoderTests.frame(offset: 2 + $0 * 3) }
        let delays = [FrameDelay.frameRate(60), .milliseconds(250), .frameRate(60), FrameDelay(numerator: 3, denominator: 7)]
        let frames = zip(pixmaps, delays).map { AnimationFrame(pixmap: $0, delay: $1) }
        let decoded = try APNGDecoder.decode(try APNGEncoder().encode(frames))
        #expect(decoded.count == 4)
        for (index, frame) in decoded.enumerated() {
            #expect(frame.pixmap.hasSamePixels(as: pixmaps[index]), "frame \(index)")
            #expect(frame.delay == delays[index], "frame \(index)")
        }
        // Opaque frames are stored as RGB and still read back whole.
        var opaque = try Pixmap(width: 5, height: 3)
        opaque.fill(Self.red)
        let rgb = try APNGDecoder.decode(try APNGEncoder().encode([AnimationFrame(pixmap: opaque, delay: .milliseconds(40))]))
        #expect(rgb.count == 1 && rgb[0].pixmap.hasSamePixels(as: opaque))
    }

    @Test func blendingAndDisposalFollowTheSpecification() throws {
        let bytes = try Self.file(width: 4, parts: [
            Part(pixmap: try Self.solid(4, Self.red)),
            // Over the red, then put back (dispose previous).
            Part(pixmap: try Self.solid(2, Self.halfBlue), x: 1, dispose: APNGFormat.disposePrevious, blend: APNGFormat.blendOver),
            // Replacing, alpha included, then cleared (dispose background).
            Part(pixmap: try Self.solid(2, Self.halfBlue), x: 2, dispose: APNGFormat.disposeBackground, blend: APNGFormat.blendSource,
                 delay: (3, 0)),
            Part(pixmap: try Self.solid(1, Self.green)),
        ])
        let frames = try APNGDecoder.decode(bytes)
        #expect(frames.count == 4)
        let over = try #require(frames.count > 1 ? frames[1].pixmap.pixel(x: 1, y: 0) : nil)
        #expect(abs(Int(over.red) - 127) <= 1 && over.green == 0 && over.blue == 128 && over.alpha == 255, "\(over)")
        #expect(Self.row(frames[0].pixmap) == [Self.red, Self.red, Self.red, Self.red])
        #expect(Self.row(frames[1].pixmap) == [Self.red, over, over, Self.red])
        #expect(Self.row(frames[2].pixmap) == [Self.red, Self.red, Self.halfBlue, Self.halfBlue])
        #expect(Self.row(frames[3].pixmap) == [Self.green, Self.red, Self.clear, Self.clear])
        #expect(frames[0].delay == FrameDelay(numerator: 1, denominator: 10))
        #expect(frames[2].delay == FrameDelay(numerator: 3, denominator: 100), "a zero denominator means hundredths")
    }

    @Test func aDefaultImageBeforeTheFirstFrameControlIsNotAFrame() throws {
        let bytes = try Self.file(width: 2, parts: [Part(pixmap: try Self.solid(2, Self.green))], hiddenDefault: try Self.solid(2, Self.red))
        let frames = try APNGDecoder.decode(bytes)
        #expect(frames.count == 1 && Self.row(frames[0].pixmap) == [Self.green, Self.green])
        // A still-image decoder shows the default image.
        #expect(Self.row(try PNGDecoder.decode(bytes)) == [Self.red, Self.red])
    }

    @Test func aPlainPNGIsOneFrame() throws {
        let still = try Self.solid(3, Self.green)
        let frames = try APNGDecoder.decode(try PNGEncoder().encode(still))
        #expect(frames.count == 1 && frames[0].pixmap.hasSamePixels(as: still))
    }

    @Test func brokenAnimationsAreTypedErrors() throws {
        let parts = [Part(pixmap: try Self.solid(3, Self.red)), Part(pixmap: try Self.solid(1, Self.green), x: 1)]
        #expect(throws: ImageIOError.malformedChunk(chunk: "fcTL", reason: "sequence number 3, expected 1")) {
            try APNGDecoder.decode(try Self.file(width: 3, parts: parts, sequenceShift: 2))
        }
        #expect(throws: ImageIOError.frameCountMismatch(announced: 3, written: 2)) {
            try APNGDecoder.decode(try Self.file(width: 3, parts: parts, frameCount: 3))
        }
        let outside = [parts[0], Part(pixmap: try Self.solid(2, Self.green), x: 2)]
        #expect(throws: ImageIOError.malformedChunk(chunk: "fcTL", reason: "the frame 2×1 at (2, 0) is not inside the 3×1 canvas")) {
            try APNGDecoder.decode(try Self.file(width: 3, parts: outside))
        }
        #expect(throws: ImageIOError.malformedChunk(chunk: "fcTL", reason: "the first frame does not cover the canvas")) {
            try APNGDecoder.decode(try Self.file(width: 3, parts: [parts[1]], hiddenDefault: try Self.solid(3, Self.red)))
        }
        // A billion frames announced is refused before any is decoded.
        #expect(throws: ImageIOError.imageDataTooLarge(bytes: 12_000_000_000, limit: 512 << 20)) {
            try APNGDecoder.decode(try Self.file(width: 3, parts: parts, frameCount: 1_000_000_000))
        }
        // A bad CRC in a frame control (ancillary, so a still decoder skips it) changes the frames: an error.
        var bytes = try Self.file(width: 3, parts: parts)
        let chunks = try #require(PNGTestFiles.chunks(of: bytes))
        let offset = 8 + chunks.prefix { $0.type != "fcTL" }.reduce(0) { $0 + 12 + $1.data.count }
        bytes[offset + 12] ^= 0xFF
        #expect(throws: ImageIOError.badChecksum(chunk: "fcTL")) { try APNGDecoder.decode(bytes) }
        #expect(Self.row(try PNGDecoder.decode(bytes)) == [Self.red, Self.red, Self.red])
    }
}
