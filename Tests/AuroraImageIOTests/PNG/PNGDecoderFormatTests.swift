/// Tests for `PNGDecoder` on every colour type and bit depth, interlaced or not, with palettes and tRNS.
@testable import AuroraImageIO
import AuroraRaster
import Testing

@Suite struct PNGDecoderFormatTests {
    /// Every (colour type, bit depth) pair PNG allows.
    static let formats: [(UInt8, UInt8)] = [(0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16),
                                            (3, 1), (3, 2), (3, 4), (3, 8), (4, 8), (4, 16), (6, 8), (6, 16)]

    private func expectDecodes(_ image: PNGSyntheticImage, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let pixmap = try PNGDecoder.decode(image.pngBytes())
        #expect(pixmap.width == image.width && pixmap.height == image.height, sourceLocation: sourceLocation)
        let expected = image.expectedPixels
        var differing = 0
        for y in 0..<image.height {
            for x in 0..<image.width where pixmap.pixel(x: x, y: y) != expected[y * image.width + x] { differing += 1 }
        }
        #expect(differing == 0, "\(differing) pixels differ", sourceLocation: sourceLocation)
    }

    @Test(arguments: formats)
    func everyFormatDecodesPlainAndInterlaced(colorType: UInt8, bitDepth: UInt8) throws {
        // Odd sizes so rows end mid-byte and some Adam7 passes are empty or one pixel wide.
        for (width, height, seed) in [(1, 1, 1), (3, 2, 2), (13, 9, 3), (33, 17, 4)] as [(Int, Int, UInt64)] {
            for interlaced in [false, true] {
                try expectDecodes(PNGSyntheticImage(width: width, height: height, colorType: colorType, bitDepth: bitDepth,
                                                    interlaced: interlaced, seed: seed * 31 + UInt64(colorType * 17 + bitDepth)))
            }
        }
    }

    @Test(arguments: formats)
    func rowsOfOneFilterTypeDecode(colorType: UInt8, bitDepth: UInt8) throws {
        // Consecutive Paeth rows of 3- and 4-byte pixels take the two-row path; odd heights leave a single last row.
        for filter: UInt8 in [1, 3, 4] {
            for (width, height) in [(1, 1), (2, 2), (5, 3), (37, 10)] {
                for interlaced in [false, true] {
                    var image = PNGSyntheticImage(width: width, height: height, colorType: colorType, bitDepth: bitDepth,
                                                  interlaced: interlaced, seed: UInt64(width * 7 + height + Int(filter)))
                    image.filterCycle = [filter]
                    try expectDecodes(image)
                }
            }
        }
    }

    @Test(arguments: formats.filter { $0.0 == 0 || $0.0 == 2 })
    func aColorKeyMakesItsColourTransparent(colorType: UInt8, bitDepth: UInt8) throws {
        for interlaced in [false, true] {
            try expectDecodes(PNGSyntheticImage(width: 19, height: 11, colorType: colorType, bitDepth: bitDepth,
                                                interlaced: interlaced, keyed: true, seed: UInt64(bitDepth)))
        }
    }

    @Test func paletteIndexBeyondThePaletteIsNamed() throws {
        var image = PNGSyntheticImage(width: 4, height: 1, colorType: 3, bitDepth: 8, interlaced: false, seed: 9)
        image.palette = [(1, 2, 3), (4, 5, 6)]
        image.paletteAlphas = []
        image.samples = [[0], [1], [2], [0]]
        #expect(throws: ImageIOError.paletteIndexOutOfRange(index: 2, paletteSize: 2)) { try PNGDecoder.decode(image.pngBytes()) }
    }

    @Test func transparencyChunksThatBreakTheRulesAreNamed() throws {
        var palette = PNGSyntheticImage(width: 2, height: 2, colorType: 3, bitDepth: 2, interlaced: false, seed: 5)
        palette.palette = [(1, 2, 3)]
        palette.samples = [[0], [0], [0], [0]]
        palette.paletteAlphas = [10, 20]
        #expect(throws: ImageIOError.malformedChunk(chunk: "tRNS", reason: "2 alphas for a 1-entry palette")) { try PNGDecoder.decode(palette.pngBytes()) }

        let withAlpha = try PNGTestFiles.makePNG(width: 1, height: 1, scanlines: [0, 1, 2, 3, 4],
                                                 extraChunks: [(.transparency, [0, 1])])
        #expect(throws: ImageIOError.malformedChunk(chunk: "tRNS", reason: "not allowed for colour type 6, which has an alpha channel")) {
            try PNGDecoder.decode(withAlpha)
        }
        let shortKey = try PNGTestFiles.makePNG(width: 1, height: 1, colorType: 2, scanlines: [0, 1, 2, 3], extraChunks: [(.transparency, [0, 1])])
        #expect(throws: ImageIOError.malformedChunk(chunk: "tRNS", reason: "length 2, expected 6")) { try PNGDecoder.decode(shortKey) }
    }

    @Test func aPaletteImageNeedsItsPalette() throws {
        let bytes = try PNGTestFiles.makePNG(width: 1, height: 1, bitDepth: 8, colorType: 3, scanlines: [0, 0])
        #expect(throws: ImageIOError.missingChunk("PLTE")) { try PNGDecoder.decode(bytes) }
        let badLength = try PNGTestFiles.makePNG(width: 1, height: 1, bitDepth: 8, colorType: 3, scanlines: [0, 0],
                                                 extraChunks: [(.palette, [1, 2, 3, 4])])
        #expect(throws: ImageIOError.malformedChunk(chunk: "PLTE", reason: "length 4 is not 3 to 768 bytes in whole entries")) {
            try PNGDecoder.decode(badLength)
        }
    }

    @Test func imageDataChunksMustBeConsecutive() throws {
        let image = PNGSyntheticImage(width: 5, height: 5, colorType: 6, bitDepth: 8, interlaced: false, seed: 3)
        let chunks = try #require(PNGTestFiles.chunks(of: image.pngBytes()))
        var writer = PNGChunkWriter(expectedSize: 1024)
        for chunk in chunks {
            if chunk.type == "IEND" { continue }
            writer.appendChunk(PNGChunkType(code: PNGTestFiles.bigEndian(Array(chunk.type.utf8), 0)), data: chunk.data)
            if chunk.type == "IDAT" { writer.appendChunk(PNGChunkType("tEXt"), data: Array("a\0b".utf8)) }
        }
        writer.appendChunk(.end, data: [])
        #expect(throws: ImageIOError.malformedChunk(chunk: "IDAT", reason: "IDAT chunks are not consecutive")) { try PNGDecoder.decode(writer.bytes) }
    }
}
