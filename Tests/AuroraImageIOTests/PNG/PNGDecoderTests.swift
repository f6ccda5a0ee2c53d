/// Tests for `PNGDecoder`: premultiplication, typed errors for unsupported or broken files, and seeded fuzzing.
@testable import AuroraImageIO
import AuroraRaster
import AuroraTestSupport
import Testing

@Suite struct PNGDecoderTests {
    /// A small valid RGBA file (13×7, partial alpha).
    private func validFile() throws -> [UInt8] {
        try PNGEncoder(colorType: .rgba).encode(PNGTestFiles.randomPixmap(width: 13, height: 7, opaque: false, seed: 42))
    }

    private func expectError(_ expected: ImageIOError, decoding bytes: [UInt8], limits: ImageDecodingLimits = .default,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(throws: expected, sourceLocation: sourceLocation) { try PNGDecoder.decode(bytes, limits: limits) }
    }

    @Test func straightAlphaIsPremultipliedWithRounding() throws {
        // Straight (255, 128, 1, 128): 255·128/255 = 128, 128·128/255 = 64.25 → 64, 1·128/255 = 0.502 → 1.
        let bytes = try PNGTestFiles.makePNG(width: 2, height: 1, scanlines: [0, 255, 128, 1, 128, 7, 8, 9, 0])
        let pixmap = try PNGDecoder.decode(bytes)
        #expect(pixmap.pixel(x: 0, y: 0) == PremultipliedPixel(red: 128, green: 64, blue: 1, alpha: 128))
        #expect(pixmap.pixel(x: 1, y: 0) == .transparent)
    }

    @Test func readsRGBAsOpaque() throws {
        let bytes = try PNGTestFiles.makePNG(width: 1, height: 2, colorType: 2, scanlines: [0, 1, 2, 3, 2, 1, 1, 1])
        let pixmap = try PNGDecoder.decode(bytes)
        #expect(pixmap.pixel(x: 0, y: 0) == PremultipliedPixel(red: 1, green: 2, blue: 3, alpha: 255))
        #expect(pixmap.pixel(x: 0, y: 1) == PremultipliedPixel(red: 2, green: 3, blue: 4, alpha: 255))
    }

    @Test func skipsAncillaryChunksAndRejectsUnknownCriticalOnes() throws {
        let scanlines: [UInt8] = [0, 1, 2, 3, 255]
        let withText = try PNGTestFiles.makePNG(width: 1, height: 1, scanlines: scanlines,
                                                extraChunks: [(PNGChunkType("tEXt"), Array("Comment\0hi".utf8))])
        #expect(try PNGDecoder.decode(withText).pixel(x: 0, y: 0) == PremultipliedPixel(red: 1, green: 2, blue: 3, alpha: 255))
        let withCritical = try PNGTestFiles.makePNG(width: 1, height: 1, scanlines: scanlines, extraChunks: [(PNGChunkType("ZZZZ"), [])])
        expectError(.unsupportedChunk(chunk: "ZZZZ"), decoding: withCritical)
    }

    @Test(arguments: [UInt8(1), 5, 7, 255])
    func unknownColorTypesAreNamed(colorType: UInt8) throws {
        expectError(.unsupportedColorType(colorType), decoding: try PNGTestFiles.makePNG(width: 1, height: 1, colorType: colorType, scanlines: [0, 0]))
    }

    @Test(arguments: [(UInt8(0), UInt8(3)), (0, 32), (2, 4), (3, 16), (4, 1), (6, 2)])
    func illegalBitDepthsAndInterlaceMethodsAreNamed(colorType: UInt8, bitDepth: UInt8) throws {
        expectError(.unsupportedBitDepth(bitDepth, colorType: colorType),
                    decoding: try PNGTestFiles.makePNG(width: 1, height: 1, bitDepth: bitDepth, colorType: colorType, scanlines: [0]))
        expectError(.unsupportedInterlace(2), decoding: try PNGTestFiles.makePNG(width: 1, height: 1, interlace: 2, scanlines: [0, 1, 2, 3, 4]))
    }

    @Test(arguments: [(UInt32(0), UInt32(5)), (5, 0), (0x8000_0000, 1), (1, 0xFFFF_FFFF)])
    func impossibleDimensionsAreInvalid(width: UInt32, height: UInt32) throws {
        expectError(.invalidSize(width: Int(width), height: Int(height)),
                    decoding: try PNGTestFiles.makePNG(width: width, height: height, scanlines: [0]), limits: .init(maximumSide: Int(Int32.max)))
    }

    @Test(arguments: [(UInt32(100_000), UInt32(100_000)), (16_385, 1), (1, 20_000)])
    func sidesBeyondTheLimitAreRejectedBeforeAllocating(width: UInt32, height: UInt32) throws {
        expectError(.imageTooLarge(width: Int(width), height: Int(height), maximumSide: 16_384),
                    decoding: try PNGTestFiles.makePNG(width: width, height: height, scanlines: [0]))
        expectError(.imageTooLarge(width: Int(width), height: Int(height), maximumSide: 64),
                    decoding: try PNGTestFiles.makePNG(width: width, height: height, scanlines: [0]), limits: .init(maximumSide: 64))
    }

    @Test func sidesBeyondPixmapAreInvalidWhateverTheLimit() throws {
        expectError(.invalidSize(width: 32_769, height: 1),
                    decoding: try PNGTestFiles.makePNG(width: 32_769, height: 1, scanlines: [0]), limits: .init(maximumSide: 1 << 20))
    }

    @Test func imageDataBeyondTheLimitIsRejectedBeforeInflating() throws {
        // 16384² RGBA: 1 GiB of samples and of pixels, over the default 512 MiB.
        expectError(.imageDataTooLarge(bytes: 16_384 * (1 + 16_384 * 4), limit: 512 << 20),
                    decoding: try PNGTestFiles.makePNG(width: 16_384, height: 16_384, scanlines: [0]))
        // 100×100 grey needs 10,100 bytes of samples and 40,000 of pixels.
        expectError(.imageDataTooLarge(bytes: 40_000, limit: 20_000),
                    decoding: try PNGTestFiles.makePNG(width: 100, height: 100, colorType: 0, scanlines: [0]),
                    limits: .init(maximumDecompressedBytes: 20_000))
    }

    @Test func aLargeClaimOverATinyStreamFailsWithoutAllocating() throws {
        // Deflate expands at most 1,032 times, so a few bytes cannot hold a 16384² image.
        expectError(.truncated(part: "the compressed image data"),
                    decoding: try PNGTestFiles.makePNG(width: 16_384, height: 16_384, scanlines: [0]),
                    limits: .init(maximumDecompressedBytes: 2 << 30))
    }

    @Test func aZlibBombStopsOneByteAfterTheImage() throws {
        // 64 MiB of zeros compress to about 64 KiB; only 5 bytes (1×1 RGBA) are expected, and the next one ends decoding.
        let bomb = try PNGTestFiles.makePNG(width: 1, height: 1, scanlines: [UInt8](repeating: 0, count: 64 << 20))
        #expect(bomb.count < 100_000)
        expectError(.imageDataSizeMismatch(expected: 5, actual: 6), decoding: bomb)
        let wide = try PNGTestFiles.makePNG(width: 1_000, height: 1_000, colorType: 0, scanlines: [UInt8](repeating: 0, count: 64 << 20))
        expectError(.imageDataSizeMismatch(expected: 1_001_000, actual: 1_001_001), decoding: wide)
    }

    @Test func badSignatureAndEveryTruncationGiveTypedErrors() throws {
        let bytes = try validFile()
        expectError(.notPNG, decoding: [])
        expectError(.notPNG, decoding: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0B] + bytes.dropFirst(8))
        for length in 0..<bytes.count {
            #expect(throws: ImageIOError.self) { try PNGDecoder.decode(Array(bytes.prefix(length))) }
        }
        expectError(.truncated(part: "a chunk header"), decoding: Array(bytes.prefix(8)))
    }

    @Test func badCRCIsAnErrorExceptInSkippedAncillaryChunks() throws {
        var bytes = try validFile()
        bytes[8 + 8 + 2] ^= 0x01   // inside IHDR's width
        expectError(.badChecksum(chunk: "IHDR"), decoding: bytes)
        let withText = try PNGTestFiles.makePNG(width: 1, height: 1, scanlines: [0, 1, 2, 3, 255],
                                                extraChunks: [(PNGChunkType("tEXt"), Array("Comment\0hi".utf8))])
        var damagedText = withText
        damagedText[33 + 8] ^= 0x01   // inside tEXt's data, just after IHDR
        #expect(try PNGDecoder.decode(damagedText).pixel(x: 0, y: 0) == PremultipliedPixel(red: 1, green: 2, blue: 3, alpha: 255))
        var damagedKey = try PNGTestFiles.makePNG(width: 1, height: 1, colorType: 2, scanlines: [0, 1, 2, 3],
                                                  extraChunks: [(.transparency, [0, 1, 0, 2, 0, 3])])
        damagedKey[33 + 8] ^= 0x01
        expectError(.badChecksum(chunk: "tRNS"), decoding: damagedKey)
        var tail = try validFile()
        tail[tail.count - 1] ^= 0xFF   // IEND's CRC
        expectError(.badChecksum(chunk: "IEND"), decoding: tail)
    }

    @Test func brokenImageDataGivesTypedErrors() throws {
        let garbage = try PNGTestFiles.makePNG(width: 2, height: 2, scanlines: [])
        var chunks: [UInt8] = Array(garbage.prefix(33))   // signature + IHDR
        var writer = PNGChunkWriter(expectedSize: 64)
        writer.appendChunk(.imageData, data: [0x78, 0x9C, 0xFF, 0xFF, 0xFF, 0x00])
        writer.appendChunk(.end, data: [])
        chunks += writer.bytes.dropFirst(8)
        #expect(throws: ImageIOError.self) { try PNGDecoder.decode(chunks) }
        if case .decompressionFailed = try #require(decodeError(chunks)) {} else { Issue.record("expected decompressionFailed, got \(String(describing: decodeError(chunks)))") }

        expectError(.invalidFilter(type: 7, row: 0), decoding: try PNGTestFiles.makePNG(width: 1, height: 1, scanlines: [7, 0, 0, 0, 0]))
        expectError(.imageDataSizeMismatch(expected: 5, actual: 6),
                    decoding: try PNGTestFiles.makePNG(width: 1, height: 1, scanlines: [0, 0, 0, 0, 0, 0]))
        expectError(.imageDataSizeMismatch(expected: 10, actual: 5),
                    decoding: try PNGTestFiles.makePNG(width: 1, height: 2, scanlines: [0, 0, 0, 0, 0]))
        // A zlib stream cut short (no end marker) is truncated data.
        let complete = try PNGTestFiles.deflate([0, 1, 2, 3, 4, 0, 5, 6, 7, 8])
        var cut = PNGChunkWriter(expectedSize: 64)
        cut.appendChunk(.header, data: PNGHeader(width: 1, height: 2, bitDepth: 8, colorType: 6, interlace: 0).payload)
        cut.appendChunk(.imageData, data: Array(complete.dropLast(6)))
        cut.appendChunk(.end, data: [])
        expectError(.truncated(part: "the compressed image data"), decoding: cut.bytes)
    }

    @Test func missingImageDataIsReported() throws {
        let file = try PNGTestFiles.makePNG(width: 1, height: 1, scanlines: [0, 0, 0, 0, 0])
        let chunks = try #require(PNGTestFiles.chunks(of: file))
        var writer = PNGChunkWriter(expectedSize: 64)
        writer.appendChunk(.header, data: chunks[0].data)
        writer.appendChunk(.end, data: [])
        expectError(.missingChunk("IDAT"), decoding: writer.bytes)
    }

    @Test func seededMutationsNeverCrash() throws {
        let original = try validFile()
        var generator = SeededGenerator(seed: 2026)
        var decoded = 0
        for round in 0..<400 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 8..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[index] ^= UInt8.random(in: 1...255, using: &generator)
                case 1: bytes[index] = [0, 0xFF, 0x7F, 0x80][Int.random(in: 0..<4, using: &generator)]
                default: bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...16, using: &generator)))
                }
            }
            // Half the rounds repair the CRCs so the mutation reaches the header checks, zlib and the filters.
            if round % 2 == 0 { bytes = PNGTestFiles.fixingCRCs(bytes) }
            if (try? PNGDecoder.decode(bytes)) != nil { decoded += 1 }
        }
        #expect(decoded < 400)
    }

    private func decodeError(_ bytes: [UInt8]) -> ImageIOError? {
        do { _ = try PNGDecoder.decode(bytes); return nil } catch { return error }
    }
}
