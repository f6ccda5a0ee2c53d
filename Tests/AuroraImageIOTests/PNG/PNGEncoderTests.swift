/// Tests for `PNGEncoder`: round trips through the decoder, alpha rounding, colour types and file structure.
@testable import AuroraImageIO
import AuroraRaster
import Foundation
import Testing

@Suite struct PNGEncoderTests {
    @Test(arguments: [(1, 1), (2, 3), (13, 7), (64, 1), (1, 50), (97, 61)])
    func rgbaRoundTripKeepsValidPremultipliedPixels(width: Int, height: Int) throws {
        let pixmap = try PNGTestFiles.randomPixmap(width: width, height: height, opaque: false, seed: UInt64(width * 1000 + height))
        let bytes = try PNGEncoder(colorType: .rgba).encode(pixmap)
        #expect(try PNGDecoder.decode(bytes).hasSamePixels(as: pixmap))
    }

    @Test(arguments: [(1, 1), (3, 2), (31, 17), (200, 9)])
    func rgbRoundTripOfOpaquePixels(width: Int, height: Int) throws {
        let pixmap = try PNGTestFiles.randomPixmap(width: width, height: height, opaque: true, seed: UInt64(width + height))
        let bytes = try PNGEncoder(colorType: .rgb).encode(pixmap)
        #expect(try PNGDecoder.decode(bytes).hasSamePixels(as: pixmap))
        #expect(PNGTestFiles.chunks(of: bytes)?.first?.data[9] == PNGFormat.colorTypeRGB)
    }

    @Test func everyPremultipliedValueSurvivesTheRoundTrip() throws {
        // All 32,896 (channel ≤ alpha) pairs: unpremultiply then premultiply, both rounded to nearest, is exact.
        var pixmap = try Pixmap(width: 256, height: 256)
        for alpha in 0..<256 {
            for channel in 0...alpha {
                let c = UInt8(channel), a = UInt8(alpha)
                pixmap.setPixel(PremultipliedPixel(red: c, green: c, blue: UInt8(alpha - channel), alpha: a), x: channel, y: alpha)
            }
        }
        #expect(try PNGDecoder.decode(PNGEncoder().encode(pixmap)).hasSamePixels(as: pixmap))
    }

    @Test func unpremultiplyRoundsToNearest() throws {
        var pixmap = try Pixmap(width: 2, height: 1)
        pixmap.setPixel(PremultipliedPixel(red: 100, green: 1, blue: 0, alpha: 200), x: 0, y: 0)
        pixmap.setPixel(PremultipliedPixel(red: 9, green: 10, blue: 0, alpha: 0), x: 1, y: 0)
        let samples = try decompressedScanlines(PNGEncoder(colorType: .rgba).encode(pixmap))
        // 100·255/200 = 127.5 → 128; 1·255/200 = 1.275 → 1; alpha 0 stores transparent black.
        #expect(Array(samples.dropFirst()) == [128, 1, 0, 200, 0, 0, 0, 0])
    }

    @Test func automaticPicksRGBOnlyWhenEveryPixelIsOpaque() throws {
        var pixmap = try PNGTestFiles.randomPixmap(width: 5, height: 4, opaque: true, seed: 7)
        #expect(PNGTestFiles.chunks(of: try PNGEncoder().encode(pixmap))?.first?.data[9] == PNGFormat.colorTypeRGB)
        pixmap.setPixel(PremultipliedPixel(red: 10, green: 10, blue: 10, alpha: 254), x: 4, y: 3)
        let bytes = try PNGEncoder().encode(pixmap)
        #expect(PNGTestFiles.chunks(of: bytes)?.first?.data[9] == PNGFormat.colorTypeRGBA)
        #expect(try PNGDecoder.decode(bytes).hasSamePixels(as: pixmap))
    }

    @Test func rgbOfTranslucentPixelsKeepsTheStraightColour() throws {
        var pixmap = try Pixmap(width: 1, height: 1)
        pixmap.setPixel(PremultipliedPixel(red: 64, green: 0, blue: 128, alpha: 128), x: 0, y: 0)
        let samples = try decompressedScanlines(PNGEncoder(colorType: .rgb).encode(pixmap))
        #expect(Array(samples.dropFirst()) == [128, 0, 255])
    }

    @Test func outputIsAWellFormedPNG() throws {
        let pixmap = try PNGTestFiles.gradientPixmap(width: 300, height: 200)
        let bytes = try PNGEncoder(colorType: .rgba).encode(pixmap)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let chunks = try #require(PNGTestFiles.chunks(of: bytes))
        #expect(chunks.map(\.type).first == "IHDR")
        #expect(chunks.map(\.type).last == "IEND")
        #expect(chunks.dropFirst().dropLast().allSatisfy { $0.type == "IDAT" })
        let header = chunks[0].data
        #expect(header.count == 13)
        #expect(PNGTestFiles.bigEndian(header, 0) == 300)
        #expect(PNGTestFiles.bigEndian(header, 4) == 200)
        #expect(Array(header[8...]) == [8, 6, 0, 0, 0])
        #expect(chunks.last?.data.isEmpty == true)
        for chunk in chunks { #expect(chunk.storedCRC == chunk.computedCRC, "CRC of \(chunk.type)") }
    }

    @Test func largeImagesSpanSeveralImageDataChunks() throws {
        let pixmap = try PNGTestFiles.randomPixmap(width: 400, height: 300, opaque: false, seed: 3)
        let bytes = try PNGEncoder().encode(pixmap)
        let chunks = try #require(PNGTestFiles.chunks(of: bytes))
        #expect(chunks.filter { $0.type == "IDAT" }.count > 1)
        #expect(try PNGDecoder.decode(bytes).hasSamePixels(as: pixmap))
    }

    @Test func writesAFileAndReportsAnUnwritablePath() throws {
        let pixmap = try PNGTestFiles.gradientPixmap(width: 20, height: 10)
        let folder = FileManager.default.temporaryDirectory.appending(path: "aurora-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "image.png")
        try PNGEncoder().write(pixmap, to: file)
        #expect(try PNGDecoder.decode([UInt8](Data(contentsOf: file))).hasSamePixels(as: pixmap))
        let unwritable = folder.appending(path: "missing-folder/image.png")
        #expect {
            try PNGEncoder().write(pixmap, to: unwritable)
        } throws: { error in
            guard case ImageIOError.fileWriteFailed(let path, _) = error else { return false }
            return path == unwritable.path
        }
    }

    /// The decompressed scanlines (filter byte + samples per row) of an encoded file.
    private func decompressedScanlines(_ bytes: [UInt8]) throws -> [UInt8] {
        let chunks = try #require(PNGTestFiles.chunks(of: bytes))
        let compressed = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
        let header = chunks[0].data
        let width = Int(PNGTestFiles.bigEndian(header, 0)), height = Int(PNGTestFiles.bigEndian(header, 4))
        let step = header[9] == PNGFormat.colorTypeRGBA ? 4 : 3
        var samples = [UInt8](repeating: 0, count: height * (1 + width * step))
        try samples.withUnsafeMutableBufferPointer { buffer in try InflateStream.inflate(compressed, into: buffer) }
        // Undo the filters so the test sees the stored samples.
        let rowBytes = width * step
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<height {
            let type = try #require(PNGFilterType(rawValue: samples[y * (1 + rowBytes)]))
            let prior = y == 0 ? zeros : Array(samples[(y - 1) * (1 + rowBytes) + 1..<y * (1 + rowBytes)])
            samples.withUnsafeMutableBufferPointer { buffer in
                prior.withUnsafeBufferPointer { priorBuffer in
                    PNGRowUnfilter.unfilter(type, row: buffer.baseAddress! + y * (1 + rowBytes) + 1, prior: priorBuffer.baseAddress!,
                                            count: rowBytes, bytesPerPixel: step)
                }
            }
        }
        return samples
    }
}

/// Fixed row filters: every row carries the chosen filter byte and the image round-trips.
struct PNGFixedRowFilterTests {
    @Test(arguments: PNGFilterType.allCases)
    func everyRowUsesTheFixedFilter(type: PNGFilterType) throws {
        let pixmap = try PNGTestFiles.randomPixmap(width: 13, height: 7, opaque: false, seed: 9)
        let bytes = try PNGEncoder(colorType: .rgba, rowFiltering: .fixed(type)).encode(pixmap)
        #expect(try PNGDecoder.decode(bytes).hasSamePixels(as: pixmap))
        let chunks = try #require(PNGTestFiles.chunks(of: bytes))
        let compressed = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
        let rowBytes = 1 + 13 * 4
        var scanlines = [UInt8](repeating: 0, count: 7 * rowBytes)
        try scanlines.withUnsafeMutableBufferPointer { buffer in try InflateStream.inflate(compressed, into: buffer) }
        #expect((0..<7).allSatisfy { scanlines[$0 * rowBytes] == type.rawValue })
    }
}
