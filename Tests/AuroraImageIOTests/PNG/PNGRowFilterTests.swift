/// Tests for the row filters: each of the five filters round-trips, and the chooser picks each one when it is best.
@testable import AuroraImageIO
import AuroraRaster
import AuroraTestSupport
import Testing

@Suite struct PNGRowFilterTests {
    @Test(arguments: PNGFilterType.allCases, [3, 4])
    func filterThenUnfilterRestoresTheRow(type: PNGFilterType, bytesPerPixel: Int) {
        var generator = SeededGenerator(seed: UInt64(type.rawValue) * 10 + UInt64(bytesPerPixel))
        let count = 37 * bytesPerPixel
        // Rows carry `bytesPerPixel` zero bytes in front, as the encoder lays them out.
        let prior = [UInt8](repeating: 0, count: bytesPerPixel) + (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let row = [UInt8](repeating: 0, count: bytesPerPixel) + (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
        var filtered = [UInt8](repeating: 0, count: count)
        row.withUnsafeBufferPointer { rowBuffer in
            prior.withUnsafeBufferPointer { priorBuffer in
                filtered.withUnsafeMutableBufferPointer { output in
                    PNGRowFilter.apply(type, row: rowBuffer.baseAddress! + bytesPerPixel, prior: priorBuffer.baseAddress! + bytesPerPixel,
                                       count: count, bytesPerPixel: bytesPerPixel, output: output.baseAddress!)
                }
                filtered.withUnsafeMutableBufferPointer { output in
                    PNGRowUnfilter.unfilter(type, row: output.baseAddress!, prior: priorBuffer.baseAddress! + bytesPerPixel,
                                            count: count, bytesPerPixel: bytesPerPixel)
                }
            }
        }
        #expect(filtered == Array(row.dropFirst(bytesPerPixel)))
    }

    @Test(arguments: PNGFilterType.allCases)
    func chooserPicksTheFilterThatPredictsTheRowBest(expected: PNGFilterType) {
        // Each row is built so `expected` predicts every byte (Paeth: all but a random first pixel,
        // which keeps Up and Sub from predicting it too; None: a small alternating pattern).
        let step = 4, count = 64 * step
        var generator = SeededGenerator(seed: 99)
        var prior = [UInt8](repeating: 0, count: step + count)
        for index in step..<prior.count { prior[index] = UInt8.random(in: 0...255, using: &generator) }
        var row = [UInt8](repeating: 0, count: step + count)
        for index in step..<row.count {
            let left = row[index - step], above = prior[index], upperLeft = prior[index - step]
            let firstPixel = index < 2 * step
            row[index] = switch expected {
            case .none: (index / step) % 2 == 0 ? 0 : 3
            case .paeth where firstPixel: UInt8.random(in: 0...255, using: &generator)
            case .sub: left &+ 1
            case .up: above
            case .average: UInt8((UInt16(left) + UInt16(above)) / 2)
            case .paeth: PNGFilterType.paethPredictor(left, above, upperLeft)
            }
        }
        let chosen = row.withUnsafeBufferPointer { rowBuffer in
            prior.withUnsafeBufferPointer { priorBuffer in
                PNGRowFilter.chooseFilter(row: rowBuffer.baseAddress! + step, prior: priorBuffer.baseAddress! + step,
                                          count: count, bytesPerPixel: step)
            }
        }
        #expect(chosen == expected)
    }

    @Test(arguments: [3, 4])
    func vectorisedChooserAgreesWithAScalarReference(bytesPerPixel step: Int) {
        var generator = SeededGenerator(seed: UInt64(step))
        for count in [step, 5 * step, 16, 17 * step, 300 * step, 1001 * step] {
            for smoothness in [0, 2, 40, 255] {
                // Rows from smooth to noisy so that different filters win.
                var prior = [UInt8](repeating: 0, count: step), row = prior
                for index in 0..<count {
                    prior.append(UInt8(truncatingIfNeeded: index / 3 + Int.random(in: 0...smoothness, using: &generator)))
                    row.append(UInt8(truncatingIfNeeded: index / 3 + 7 + Int.random(in: 0...smoothness, using: &generator)))
                }
                var costs = [Int](repeating: 0, count: 5)
                for index in step..<(step + count) {
                    let x = row[index], left = row[index - step], above = prior[index], upperLeft = prior[index - step]
                    let predictions = [0, left, above, UInt8((Int(left) + Int(above)) / 2), PNGFilterType.paethPredictor(left, above, upperLeft)]
                    for type in 0..<5 { costs[type] += Int(Int8(bitPattern: x &- predictions[type]).magnitude) }
                }
                let expected = PNGFilterType(rawValue: UInt8(costs.firstIndex(of: costs.min()!)!))
                let chosen = row.withUnsafeBufferPointer { r in
                    prior.withUnsafeBufferPointer { p in
                        PNGRowFilter.chooseFilter(row: r.baseAddress! + step, prior: p.baseAddress! + step, count: count, bytesPerPixel: step)
                    }
                }
                #expect(chosen == expected, "count \(count), smoothness \(smoothness), costs \(costs)")
            }
        }
    }

    @Test func paethPredictorBreaksTiesTowardLeftThenAbove() {
        #expect(PNGFilterType.paethPredictor(10, 10, 10) == 10)
        #expect(PNGFilterType.paethPredictor(20, 30, 20) == 30) // p = 30: above is exact
        #expect(PNGFilterType.paethPredictor(30, 20, 20) == 30) // p = 30: left is exact
        #expect(PNGFilterType.paethPredictor(0, 255, 255) == 0)
        #expect(PNGFilterType.paethPredictor(100, 50, 75) == 75) // p = 75: upper-left is exact
    }

    @Test func encodedImagesUseEveryFilterAndDecodeExactly() throws {
        // Rows built so each filter is the exact predictor, one after another down the image.
        let width = 40, height = 10, step = 4, rowBytes = width * step
        var generator = SeededGenerator(seed: 5)
        var rows: [[UInt8]] = [(0..<rowBytes).map { _ in UInt8.random(in: 0...255, using: &generator) }]
        var scanlines: [UInt8] = []
        var types: [PNGFilterType] = []
        for y in 0..<height {
            let type = PNGFilterType.allCases[y % 5]
            types.append(type)
            let prior = [UInt8](repeating: 0, count: step) + (y == 0 ? [UInt8](repeating: 0, count: rowBytes) : rows[y - 1])
            if y > 0 { rows.append((0..<rowBytes).map { _ in UInt8.random(in: 0...255, using: &generator) }) }
            let row = [UInt8](repeating: 0, count: step) + rows[y]
            var filtered = [UInt8](repeating: 0, count: rowBytes)
            row.withUnsafeBufferPointer { r in
                prior.withUnsafeBufferPointer { p in
                    filtered.withUnsafeMutableBufferPointer { o in
                        PNGRowFilter.apply(type, row: r.baseAddress! + step, prior: p.baseAddress! + step,
                                           count: rowBytes, bytesPerPixel: step, output: o.baseAddress!)
                    }
                }
            }
            scanlines += [type.rawValue] + filtered
        }
        let bytes = try PNGTestFiles.makePNG(width: UInt32(width), height: UInt32(height), scanlines: scanlines)
        let decoded = try PNGDecoder.decode(bytes)
        for y in 0..<height {
            for x in 0..<width {
                let s = rows[y][(x * 4)..<(x * 4 + 4)].map(UInt32.init)
                let expected = PremultipliedPixel(red: UInt8(AlphaConversion.multiply(s[0], s[3])), green: UInt8(AlphaConversion.multiply(s[1], s[3])),
                                                  blue: UInt8(AlphaConversion.multiply(s[2], s[3])), alpha: UInt8(s[3]))
                #expect(decoded.pixel(x: x, y: y) == expected, "pixel (\(x), \(y)) with filter \(types[y])")
            }
        }
    }
}
