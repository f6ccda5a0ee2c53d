/// Tests for `APNGEncoder`: chunk order and sequence numbers, fcTL regions and delays, and every frame read back.
@testable import AuroraImageIO
import AuroraRaster
import AuroraTestSupport
import Testing

@Suite struct APNGEncoderTests {
    /// A frame: a seeded noise background with a translucent block at `offset`.
    static func frame(offset: Int, width: Int = 20, height: Int = 14) throws -> Pixmap {
        var pixmap = try PNGTestFiles.randomPixmap(width: width, height: height, opaque: false, seed: 99)
        for y in 3..<8 { for x in offset..<(offset + 4) { pixmap.setPixel(PremultipliedPixel(red: 90, green: 10, blue: 0, alpha: 128), x: x, y: y) } }
        return pixmap
    }

    /// One parsed fcTL.
    struct FrameControl: Equatable {
        var sequence: UInt32, width: Int, height: Int, x: Int, y: Int
        var delayNumerator: Int, delayDenominator: Int, dispose: UInt8, blend: UInt8
    }

    /// The frames of an APNG file: each fcTL with its zlib data, from IDAT or fdAT (sequence checked).
    static func frames(of bytes: [UInt8]) throws -> (header: [UInt8], frames: [(FrameControl, [UInt8])], sequences: [UInt32]) {
        let chunks = try #require(PNGTestFiles.chunks(of: bytes))
        for chunk in chunks { #expect(chunk.storedCRC == chunk.computedCRC, "\(chunk.type) CRC") }
        var frames: [(FrameControl, [UInt8])] = [], sequences: [UInt32] = []
        for chunk in chunks {
            let d = chunk.data
            switch chunk.type {
            case "fcTL":
                let be = { (i: Int) in Int(PNGTestFiles.bigEndian(d, i)) }
                let control = FrameControl(sequence: UInt32(be(0)), width: be(4), height: be(8), x: be(12), y: be(16),
                                           delayNumerator: Int(d[20]) << 8 | Int(d[21]), delayDenominator: Int(d[22]) << 8 | Int(d[23]),
                                           dispose: d[24], blend: d[25])
                sequences.append(control.sequence)
                frames.append((control, []))
            case "IDAT":
                frames[frames.count - 1].1 += d
            case "fdAT":
                sequences.append(PNGTestFiles.bigEndian(d, 0))
                frames[frames.count - 1].1 += d.dropFirst(4)
            default: break
            }
        }
        return (chunks[0].data, frames, sequences)
    }

    /// Every frame composed as a viewer would: each region's pixels replace the canvas (blend source, dispose none).
    static func composed(_ bytes: [UInt8]) throws -> [Pixmap] {
        let (header, frames, _) = try Self.frames(of: bytes)
        let colorType = header[9]
        var canvas = try Pixmap(width: Int(PNGTestFiles.bigEndian(header, 0)), height: Int(PNGTestFiles.bigEndian(header, 4)))
        var result: [Pixmap] = []
        for (control, data) in frames {
            // Each frame's data is a complete zlib stream of filtered rows: decode it as a PNG of the region's size.
            var regionHeader: [UInt8] = []
            regionHeader.appendBigEndian(UInt32(control.width))
            regionHeader.appendBigEndian(UInt32(control.height))
            regionHeader += [8, colorType, 0, 0, 0]
            var writer = PNGChunkWriter(expectedSize: data.count + 64)
            writer.appendChunk(.header, data: regionHeader)
            writer.appendChunk(.imageData, data: data)
            writer.appendChunk(.end, data: [])
            let region = try PNGDecoder.decode(writer.bytes)
            for y in 0..<control.height { for x in 0..<control.width { canvas.setPixel(region.pixel(x: x, y: y), x: control.x + x, y: control.y + y) } }
            result.append(canvas)
        }
        return result
    }

    @Test func chunksAreInOrderWithConsecutiveSequenceNumbers() throws {
        let pixmaps = try (0..<4).map { try Self.frame(offset: 2 + $0 * 3) }
        let bytes = try APNGEncoder().encode(pixmaps.map { AnimationFrame(pixmap: $0, delay: .frameRate(60)) })
        let types = try #require(PNGTestFiles.chunks(of: bytes)).map(\.type)
        #expect(types == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        let actl = try #require(PNGTestFiles.chunks(of: bytes)?[1].data)
        #expect(PNGTestFiles.bigEndian(actl, 0) == 4 && PNGTestFiles.bigEndian(actl, 4) == 0, "4 frames, loops forever")
        let (_, frames, sequences) = try Self.frames(of: bytes)
        #expect(sequences == Array(0..<7))
        #expect(frames.allSatisfy { $0.0.delayNumerator == 1 && $0.0.delayDenominator == 60 && $0.0.dispose == 0 && $0.0.blend == 0 })
    }

    @Test func theFirstFrameIsThePlainPNGImage() throws {
        let first = try Self.frame(offset: 1), second = try Self.frame(offset: 9)
        let bytes = try APNGEncoder().encode([AnimationFrame(pixmap: first, delay: .frameRate(30)),
                                              AnimationFrame(pixmap: second, delay: .frameRate(30))])
        #expect(try PNGDecoder.decode(bytes).hasSamePixels(as: first))
    }

    @Test func everyFrameComposesBackExactly() throws {
        let pixmaps = try (0..<6).map { try Self.frame(offset: [2, 5, 5, 9, 14, 0][$0]) }
        for cropping in [true, false] {
            let bytes = try APNGEncoder(cropsToChanges: cropping).encode(pixmaps.map { AnimationFrame(pixmap: $0, delay: .milliseconds(40)) })
            let composed = try Self.composed(bytes)
            #expect(composed.count == 6)
            for (index, frame) in composed.enumerated() { #expect(frame.hasSamePixels(as: pixmaps[index]), "frame \(index), cropping \(cropping)") }
        }
    }

    @Test func laterFramesStoreOnlyTheChangedRectangle() throws {
        let a = try Self.frame(offset: 2), b = try Self.frame(offset: 5)
        let bytes = try APNGEncoder().encode([a, b, b].map { AnimationFrame(pixmap: $0, delay: .frameRate(60)) })
        let regions = try Self.frames(of: bytes).frames.map { [$0.0.x, $0.0.y, $0.0.width, $0.0.height] }
        // The block moved from columns 2…5 to 5…8 on rows 3…7; an unchanged frame is one pixel.
        #expect(regions == [[0, 0, 20, 14], [2, 3, 7, 5], [0, 0, 1, 1]])
    }

    @Test func delaysAreExactFractionsOrRoundedMilliseconds() {
        #expect(FrameDelay.frameRate(60).sixteenBitFraction == (1, 60))
        #expect(FrameDelay(numerator: 10, denominator: 600).sixteenBitFraction == (1, 60))
        #expect(FrameDelay(numerator: 1, denominator: 100_000).sixteenBitFraction == (0, 1000))
        #expect(FrameDelay(numerator: 200_001, denominator: 3).sixteenBitFraction == (65535, 1000))
        #expect(FrameDelay(numerator: 7, denominator: 70_000).sixteenBitFraction == (1, 10_000))
    }

    @Test func colourTypeFollowsTheFrames() throws {
        let opaque = try PNGTestFiles.randomPixmap(width: 5, height: 5, opaque: true, seed: 3)
        let translucent = try PNGTestFiles.randomPixmap(width: 5, height: 5, opaque: false, seed: 4)
        let rgb = try APNGEncoder().encode([AnimationFrame(pixmap: opaque, delay: .frameRate(10))])
        #expect(PNGTestFiles.chunks(of: rgb)?.first?.data[9] == PNGFormat.colorTypeRGB)
        let rgba = try APNGEncoder().encode([opaque, translucent].map { AnimationFrame(pixmap: $0, delay: .frameRate(10)) })
        #expect(PNGTestFiles.chunks(of: rgba)?.first?.data[9] == PNGFormat.colorTypeRGBA)
        #expect(try Self.composed(rgba)[1].hasSamePixels(as: translucent))
    }

    @Test func batchesGiveTheSameFileAsOneCall() throws {
        let frames = try (0..<5).map { AnimationFrame(pixmap: try Self.frame(offset: $0 * 3), delay: .frameRate(30)) }
        // No frame count announced: it is put into acTL at the end.
        let buffer = ByteBuffer()
        let writer = APNGWriter(hasAlpha: true, sink: buffer)
        try writer.append(Array(frames[0..<3]))
        try writer.append(Array(frames[3...]))
        #expect(writer.frameCount == 5)
        try writer.finish()
        #expect(try buffer.bytes == APNGEncoder(colorType: .rgba).encode(frames))
    }

    @Test func badInputIsATypedError() throws {
        #expect(throws: ImageIOError.noFrames) { try APNGEncoder().encode([]) }
        #expect(throws: ImageIOError.noFrames) { try APNGWriter(hasAlpha: false).finish() }
        let small = try Pixmap(width: 2, height: 2), large = try Pixmap(width: 2, height: 3)
        #expect(throws: ImageIOError.frameSizeMismatch(index: 1, width: 2, height: 3, expectedWidth: 2, expectedHeight: 2)) {
            try APNGEncoder().encode([AnimationFrame(pixmap: small, delay: .frameRate(10)), AnimationFrame(pixmap: large, delay: .frameRate(10))])
        }
    }
}
