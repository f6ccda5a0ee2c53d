/// Tests for `GIFEncoder`: file structure, delays, palettes, dithering, transparency, cropping and LZW, read back by a test decoder.
@testable import AuroraImageIO
import AuroraRaster
import AuroraTestSupport
import Testing

@Suite struct GIFEncoderTests {
    /// An opaque frame in a few flat colours with a square at `square`.
    static func flatFrame(width: Int = 24, height: Int = 16, square: Int) throws -> Pixmap {
        var pixmap = try Pixmap(width: width, height: height)
        pixmap.fill(PremultipliedPixel(red: 240, green: 240, blue: 250, alpha: 255))
        for y in 4..<9 { for x in square..<(square + 5) { pixmap.setPixel(PremultipliedPixel(red: 200, green: 30, blue: 60, alpha: 255), x: x, y: y) } }
        return pixmap
    }

    static func word(_ pixel: PremultipliedPixel) -> UInt32 {
        UInt32(pixel.red) | UInt32(pixel.green) << 8 | UInt32(pixel.blue) << 16 | UInt32(pixel.alpha) << 24
    }

    @Test func structureLoopAndExactFlatFrames() throws {
        let pixmaps = try (0..<4).map { try Self.flatFrame(square: 2 + $0 * 3) }
        let bytes = try GIFEncoder().encode(pixmaps.map { AnimationFrame(pixmap: $0, delay: .frameRate(10)) })
        let gif = try GIFTestDecoder(bytes)
        #expect(gif.width == 24 && gif.height == 16)
        #expect(gif.loopCount == 0)
        #expect(gif.frames.count == 4)
        #expect(gif.frames.map(\.delay) == [10, 10, 10, 10])
        #expect(bytes.last == 0x3B)
        // Two colours: an exact 2-entry table, and every frame reproduces its pixels exactly.
        #expect(gif.frames[0].palette.count == 2)
        for (composed, pixmap) in zip(gif.composedFrames(), pixmaps) {
            #expect(composed == (0..<(24 * 16)).map { Self.word(pixmap.pixel(x: $0 % 24, y: $0 / 24)) })
        }
    }

    @Test func opaqueFramesStoreOnlyTheChangedRectangle() throws {
        let first = try Self.flatFrame(square: 2), second = try Self.flatFrame(square: 5)
        let gif = try GIFTestDecoder(GIFEncoder().encode([AnimationFrame(pixmap: first, delay: .frameRate(10)),
                                                          AnimationFrame(pixmap: second, delay: .frameRate(10)),
                                                          AnimationFrame(pixmap: second, delay: .frameRate(10))]))
        #expect(gif.frames[0].width == 24 && gif.frames[0].height == 16)
        // The square moved from columns 2…6 to 5…9 on rows 4…8.
        #expect([gif.frames[1].x, gif.frames[1].y, gif.frames[1].width, gif.frames[1].height] == [2, 4, 8, 5])
        // An unchanged frame is a single pixel; every frame leaves its pixels for the next (disposal 1).
        #expect([gif.frames[2].width, gif.frames[2].height] == [1, 1])
        #expect(gif.frames.map(\.disposal) == [1, 1, 1])
        let full = try GIFTestDecoder(GIFEncoder(cropsToChanges: false).encode([AnimationFrame(pixmap: first, delay: .frameRate(10)),
                                                                                  AnimationFrame(pixmap: second, delay: .frameRate(10))]))
        #expect(full.frames[1].width == 24)
        #expect(full.composedFrames()[1] == gif.composedFrames()[1])
    }

    @Test func delaysAreCentisecondsThatAddUpToTheTotalTime() throws {
        let pixmap = try Self.flatFrame(square: 2)
        let thirty = try GIFTestDecoder(GIFEncoder().encode(Array(repeating: AnimationFrame(pixmap: pixmap, delay: .frameRate(30)), count: 6)))
        // 1/30 s is 3.33 cs: the running total is rounded, 3 + 4 + 3 = 10 cs per 3 frames.
        #expect(thirty.frames.map(\.delay) == [3, 4, 3, 3, 4, 3])
        let sixty = try GIFTestDecoder(GIFEncoder().encode(Array(repeating: AnimationFrame(pixmap: pixmap, delay: .frameRate(60)), count: 3)))
        #expect(sixty.frames.map(\.delay) == [2, 2, 2], "browsers slow 1 cs to 10 cs, so 2 cs is the floor")
        let long = try GIFTestDecoder(GIFEncoder().encode([AnimationFrame(pixmap: pixmap, delay: .milliseconds(1234))]))
        #expect(long.frames.map(\.delay) == [123])
    }

    @Test func translucentPixelsBelowHalfAreTransparentAndFramesAreClearedBeforeThem() throws {
        var first = try Pixmap(width: 8, height: 8)
        first.fill(PremultipliedPixel(red: 0, green: 0, blue: 200, alpha: 255))
        var second = try Pixmap(width: 8, height: 8)
        second.setPixel(PremultipliedPixel(red: 100, green: 0, blue: 0, alpha: 200), x: 3, y: 3)
        second.setPixel(PremultipliedPixel(red: 50, green: 50, blue: 50, alpha: 100), x: 4, y: 4)
        let gif = try GIFTestDecoder(GIFEncoder().encode([AnimationFrame(pixmap: first, delay: .frameRate(10)),
                                                          AnimationFrame(pixmap: second, delay: .frameRate(10))]))
        #expect(gif.frames[0].transparentIndex == nil)
        #expect(gif.frames[0].disposal == 2, "the next frame has transparent pixels, so this one is cleared")
        #expect(gif.frames[1].transparentIndex != nil)
        #expect(gif.frames[1].width == 8, "a frame with transparency is stored whole")
        let composed = gif.composedFrames()[1]
        // Alpha 200 shows opaque with its straight colour (100·255/200 = 127.5 → 128); alpha 100 and 0 are transparent.
        #expect(composed[3 * 8 + 3] == 128 | 0xFF00_0000)
        #expect(composed[4 * 8 + 4] == 0)
        #expect(composed[0] == 0)
    }

    @Test func manyColoursAreDitheredFromAMedianCutPalette() throws {
        // A smooth two-axis gradient: 64 × 64 distinct colours, more than a palette holds.
        var pixmap = try Pixmap(width: 64, height: 64)
        for y in 0..<64 { for x in 0..<64 { pixmap.setPixel(PremultipliedPixel(red: UInt8(x * 4), green: UInt8(y * 4), blue: 128, alpha: 255), x: x, y: y) } }
        let frame = [AnimationFrame(pixmap: pixmap, delay: .frameRate(10))]
        /// The worst and the mean difference between 8 × 8 block means of the decoded frame and the original.
        func blockErrors(dithering: Bool, limit: Int) throws -> (worst: Double, mean: Double) {
            let gif = try GIFTestDecoder(GIFEncoder(dithering: dithering, maximumColors: limit).encode(frame))
            #expect(gif.frames[0].palette.count <= limit)
            let composed = gif.composedFrames()[0]
            var worst = 0.0, total = 0.0
            for by in 0..<8 {
                for bx in 0..<8 {
                    var sum = SIMD2<Double>(), want = SIMD2<Double>()
                    for y in (by * 8)..<(by * 8 + 8) {
                        for x in (bx * 8)..<(bx * 8 + 8) {
                            let word = composed[y * 64 + x]
                            sum += SIMD2(Double(word & 0xFF), Double((word >> 8) & 0xFF))
                            want += SIMD2(Double(x * 4), Double(y * 4))
                        }
                    }
                    let difference = (sum - want) / 64
                    worst = max(worst, abs(difference.x), abs(difference.y))
                    total += abs(difference.x) + abs(difference.y)
                }
            }
            return (worst, total / 128)
        }
        // 256 colours: every block's mean within a few levels, dithered or not.
        #expect(try blockErrors(dithering: true, limit: 256).worst < 3)
        #expect(try blockErrors(dithering: false, limit: 256).worst < 3)
        // 16 colours: dithering brings block means much closer than nearest-colour mapping does.
        let dithered = try blockErrors(dithering: true, limit: 16), plain = try blockErrors(dithering: false, limit: 16)
        #expect(dithered.mean * 2 < plain.mean, "dithered \(dithered), plain \(plain)")
    }

    @Test func medianCutFindsTheClusters() {
        var histogram = MedianCutQuantizer()
        // Two clusters of many close colours each, far apart, and a transparent pixel that is not counted.
        var pixels: [UInt8] = [255, 255, 255, 0]
        for shade in 0..<40 {
            pixels += [UInt8(10 + shade % 8), 20, UInt8(30 + shade / 8), 255]
            pixels += [220, UInt8(200 + shade % 8), UInt8(100 + shade / 8), 255]
        }
        pixels.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            histogram.addPixels(base, count: buffer.count / 4, alphaThreshold: GIFFormat.alphaThreshold)
        }
        #expect(histogram.counts.reduce(0, +) == 80)
        let palette = histogram.palette(maximumColors: 2)
        #expect(palette.exactIndexOfBin == nil)
        #expect(Set(palette.colors.map { [$0.x, $0.y, $0.z] }) == [[14, 20, 32], [220, 204, 102]])
    }

    @Test(arguments: [2, 4, 8])
    func lzwRoundTripsThroughTableResets(bits: Int) throws {
        var generator = SeededGenerator(seed: UInt64(bits))
        // Random noise fills the 4,096-code table several times; runs exercise long strings.
        var indices = (0..<30_000).map { _ in UInt8.random(in: 0..<UInt8(1 << bits - 1), using: &generator) }
        indices += Array(repeating: 1, count: 20_000)
        var encoder = LZWEncoder(minimumCodeSize: max(2, bits))
        let data = indices.withUnsafeBufferPointer { encoder.encode($0) }
        // Sub-blocks: each at most 255 bytes, then the terminator.
        var offset = 0, payload: [UInt8] = []
        while data[offset] != 0 {
            let length = Int(data[offset])
            payload += data[(offset + 1)...(offset + length)]
            offset += length + 1
        }
        #expect(offset == data.count - 1)
        #expect(try GIFTestDecoder.lzwDecode(payload, minimumCodeSize: max(2, bits), count: indices.count) == indices)
    }

    @Test func batchesGiveTheSameFileAsOneCall() throws {
        let frames = try (0..<5).map { AnimationFrame(pixmap: try Self.flatFrame(square: 1 + $0 * 2), delay: .frameRate(30)) }
        let buffer = ByteBuffer()
        let writer = GIFWriter(sink: buffer)
        try writer.append(Array(frames[0..<2]))
        try writer.append(Array(frames[2...]))
        try writer.finish()
        #expect(try buffer.bytes == GIFEncoder().encode(frames))
    }

    @Test func badInputIsATypedError() throws {
        #expect(throws: ImageIOError.noFrames) { try GIFEncoder().encode([]) }
        let small = try Pixmap(width: 2, height: 2), large = try Pixmap(width: 3, height: 2)
        #expect(throws: ImageIOError.frameSizeMismatch(index: 1, width: 3, height: 2, expectedWidth: 2, expectedHeight: 2)) {
            try GIFEncoder().encode([AnimationFrame(pixmap: small, delay: .frameRate(10)), AnimationFrame(pixmap: large, delay: .frameRate(10))])
        }
    }
}
