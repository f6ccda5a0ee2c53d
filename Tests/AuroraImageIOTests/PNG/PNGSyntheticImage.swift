/// Builds PNG files of any colour type, bit depth and interlacing from random samples, with the pixels a decoder must produce.
@testable import AuroraImageIO
import AuroraRaster
import AuroraTestSupport

/// A random image written as PNG bytes by code independent of the decoder (its own packing, filtering and Adam7 table).
struct PNGSyntheticImage {
    var width: Int
    var height: Int
    var colorType: UInt8
    var bitDepth: UInt8
    var interlaced: Bool
    /// Raw samples per pixel, at the stored depth (grey/index, grey+alpha, RGB or RGBA).
    var samples: [[Int]] = []
    /// Palette entries (RGB) and their tRNS alphas, for colour type 3.
    var palette: [(red: UInt8, green: UInt8, blue: UInt8)] = []
    var paletteAlphas: [UInt8] = []
    /// The tRNS colour key (one sample for grey, three for RGB), when the test asks for one.
    var colorKey: [Int]?
    /// The filter types the rows use, in turn. Default: all five.
    var filterCycle: [UInt8] = [0, 1, 2, 3, 4]

    /// A `width`×`height` image with random samples; `keyed` makes one sample value transparent through tRNS.
    init(width: Int, height: Int, colorType: UInt8, bitDepth: UInt8, interlaced: Bool, keyed: Bool = false, seed: UInt64) {
        self.width = width; self.height = height; self.colorType = colorType; self.bitDepth = bitDepth; self.interlaced = interlaced
        var generator = SeededGenerator(seed: seed)
        let maximum = (1 << Int(bitDepth)) - 1
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)] ?? 1
        if colorType == 3 {
            let count = min(maximum + 1, Int.random(in: 1...12, using: &generator))
            palette = (0..<count).map { _ in (UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator),
                                             UInt8.random(in: 0...255, using: &generator)) }
            paletteAlphas = (0..<Int.random(in: 0...count, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        }
        let sampleMaximum = colorType == 3 ? palette.count - 1 : maximum
        // A few values only, so the colour key and runs occur often.
        let pool = (0..<4).map { _ in (0..<channels).map { _ in Int.random(in: 0...sampleMaximum, using: &generator) } }
        samples = (0..<width * height).map { _ in
            Bool.random(using: &generator) ? pool[Int.random(in: 0..<4, using: &generator)]
                : (0..<channels).map { _ in Int.random(in: 0...sampleMaximum, using: &generator) }
        }
        if keyed { colorKey = pool[0] }
    }

    /// The premultiplied pixels a decoder must produce, row by row.
    var expectedPixels: [PremultipliedPixel] {
        let maximum = (1 << Int(bitDepth)) - 1
        func eight(_ value: Int) -> Int { bitDepth == 16 ? (value * 255 + 32_767) / 65_535 : value * 255 / maximum }
        func premultiplied(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Int) -> PremultipliedPixel {
            func times(_ value: Int) -> UInt8 { UInt8((value * alpha + 127) / 255) }
            return PremultipliedPixel(red: times(red), green: times(green), blue: times(blue), alpha: UInt8(alpha))
        }
        return samples.map { pixel in
            if let colorKey, pixel == colorKey { return .transparent }
            switch colorType {
            case 0: return premultiplied(eight(pixel[0]), eight(pixel[0]), eight(pixel[0]), 255)
            case 2: return premultiplied(eight(pixel[0]), eight(pixel[1]), eight(pixel[2]), 255)
            case 3:
                let entry = palette[pixel[0]], alpha = pixel[0] < paletteAlphas.count ? Int(paletteAlphas[pixel[0]]) : 255
                return premultiplied(Int(entry.red), Int(entry.green), Int(entry.blue), alpha)
            case 4: return premultiplied(eight(pixel[0]), eight(pixel[0]), eight(pixel[0]), eight(pixel[1]))
            default: return premultiplied(eight(pixel[0]), eight(pixel[1]), eight(pixel[2]), eight(pixel[3]))
            }
        }
    }

    /// The PNG file: IHDR, PLTE and tRNS as needed, the image data split over two IDAT chunks, IEND.
    func pngBytes() throws -> [UInt8] {
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width)); header.appendBigEndian(UInt32(height))
        header += [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
        var writer = PNGChunkWriter(expectedSize: 4096)
        writer.appendChunk(.header, data: header)
        if colorType == 3 {
            writer.appendChunk(.palette, data: palette.flatMap { [$0.red, $0.green, $0.blue] })
            if !paletteAlphas.isEmpty { writer.appendChunk(.transparency, data: paletteAlphas) }
        }
        if let colorKey { writer.appendChunk(.transparency, data: colorKey.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }) }
        let compressed = try PNGTestFiles.deflate(scanlines())
        writer.appendChunk(.imageData, data: Array(compressed.prefix(compressed.count / 2)))
        writer.appendChunk(.imageData, data: Array(compressed.dropFirst(compressed.count / 2)))
        writer.appendChunk(.end, data: [])
        return writer.bytes
    }

    /// Every pass's rows, each filtered with the next of the five filter types in turn.
    private func scanlines() -> [UInt8] {
        let passes: [(x: Int, y: Int, dx: Int, dy: Int)] = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        let bitsPerPixel = samples.first.map { $0.count * Int(bitDepth) } ?? 8
        let step = max(1, bitsPerPixel / 8)
        var output: [UInt8] = [], rowIndex = 0
        for pass in passes {
            let columns = Array(stride(from: pass.x, to: width, by: pass.dx))
            guard !columns.isEmpty else { continue }
            var prior = [UInt8](repeating: 0, count: (columns.count * bitsPerPixel + 7) / 8)
            for y in stride(from: pass.y, to: height, by: pass.dy) {
                var packer = BitPacker()
                for x in columns {
                    for sample in samples[y * width + x] {
                        if bitDepth == 16 { packer.append(sample >> 8, bits: 8); packer.append(sample & 0xFF, bits: 8) }
                        else { packer.append(sample, bits: Int(bitDepth)) }
                    }
                }
                let row = packer.bytes, filterType = filterCycle[rowIndex % filterCycle.count]
                output.append(filterType)
                output += Self.filter(row, prior: prior, type: filterType, step: step)
                prior = row
                rowIndex += 1
            }
        }
        return output
    }

    /// `row` filtered with `type`, written directly from the PNG specification's definitions.
    private static func filter(_ row: [UInt8], prior: [UInt8], type: UInt8, step: Int) -> [UInt8] {
        row.indices.map { index in
            let x = Int(row[index]), b = Int(prior[index])
            let a = index >= step ? Int(row[index - step]) : 0, c = index >= step ? Int(prior[index - step]) : 0
            let predictor: Int
            switch type {
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a + b) / 2
            case 4:
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            default: predictor = 0
            }
            return UInt8((x - predictor) & 0xFF)
        }
    }
}

/// Packs samples most significant bit first, as PNG rows store sub-byte samples.
private struct BitPacker {
    var bytes: [UInt8] = []
    private var used = 8

    mutating func append(_ value: Int, bits: Int) {
        if used == 8 { bytes.append(0); used = 0 }
        bytes[bytes.count - 1] |= UInt8(value << (8 - used - bits))
        used += bits
    }
}
