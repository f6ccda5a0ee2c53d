/// The kernels' fast paths (screen's overlapped last block, source-over's skipped blocks)
/// against the paths they stand in for, word for word.
import AuroraTestSupport
import Testing
@testable import AuroraRaster

@Suite("Kernel fast paths")
struct KernelFastPathTests {
    /// Screen of `source` (or the solid `color`) over `destination` in one call, and the same
    /// span cut into eight-word blocks plus a short remainder: each block takes the main loop,
    /// the remainder the short-span path, so the two must agree on every word.
    private static func screenBothWays(source: [UInt32], color: UInt32?, coverage: [UInt8]?,
                                       destination: [UInt32]) -> (whole: [UInt32], pieces: [UInt32]) {
        let count = destination.count
        var whole = destination, pieces = destination
        source.withUnsafeBufferPointer { s in
            whole.withUnsafeMutableBufferPointer { d in
                Self.screen(s.baseAddress!, color, coverage, 0, d.baseAddress!, count)
            }
            pieces.withUnsafeMutableBufferPointer { d in
                var i = 0
                while i < count {
                    let n = min(8, count - i)
                    Self.screen(s.baseAddress!, color, coverage, i, d.baseAddress! + i, n)
                    i += n
                }
            }
        }
        return (whole, pieces)
    }

    private static func screen(_ source: UnsafePointer<UInt32>, _ color: UInt32?, _ coverage: [UInt8]?, _ offset: Int,
                               _ destination: UnsafeMutablePointer<UInt32>, _ count: Int) {
        guard let coverage else {
            if let color {
                BlendKernel.screen(color: color, coverage: nil, destination: destination, count: count)
            } else {
                BlendKernel.screen(source: source + offset, coverage: nil, destination: destination, count: count)
            }
            return
        }
        coverage.withUnsafeBufferPointer { c in
            if let color {
                BlendKernel.screen(color: color, coverage: c.baseAddress! + offset, destination: destination, count: count)
            } else {
                BlendKernel.screen(source: source + offset, coverage: c.baseAddress! + offset, destination: destination, count: count)
            }
        }
    }

    @Test("screen: a span of any length gives the words of its eight-word blocks and short remainder done one by one",
          arguments: [1, 5, 7, 8, 9, 12, 15, 16, 17, 23, 31, 33, 40, 63])
    func screenTail(count: Int) {
        var random = SeededGenerator(seed: UInt64(100 + count))
        let source = (0..<count).map { _ in random.premultipliedWord() }
        let destination = (0..<count).map { _ in random.premultipliedWord() }
        // Random coverage (0 and 255 biased), all full, all zero, and a run of full ending in partial.
        let coverages: [[UInt8]?] = [
            nil,
            (0..<count).map { _ in random.coverage() },
            [UInt8](repeating: 255, count: count),
            [UInt8](repeating: 0, count: count),
            (0..<count).map { $0 < count - 3 ? 255 : UInt8(truncatingIfNeeded: 40 * $0) },
        ]
        for coverage in coverages {
            for color in [nil, random.premultipliedWord(), 0xFF00_0000 as UInt32] {
                let (whole, pieces) = Self.screenBothWays(source: source, color: color, coverage: coverage, destination: destination)
                #expect(whole == pieces, "count \(count), colour \(String(describing: color)), coverage \(String(describing: coverage))")
                if let coverage {
                    for i in 0..<count where coverage[i] == 0 { #expect(whole[i] == destination[i]) }
                }
            }
        }
    }

    /// Source-over of a whole span, and the same span one word at a time (the scalar path).
    private static func sourceOverBothWays(source: [UInt32], coverage: [UInt8]?, destination: [UInt32]) -> (whole: [UInt32], single: [UInt32]) {
        var whole = destination, single = destination
        let count = destination.count
        func run(_ c: UnsafePointer<UInt8>?) {
            source.withUnsafeBufferPointer { s in
                whole.withUnsafeMutableBufferPointer { d in
                    BlendKernel.sourceOver(source: s.baseAddress!, coverage: c, destination: d.baseAddress!, count: count)
                }
                single.withUnsafeMutableBufferPointer { d in
                    for i in 0..<count {
                        BlendKernel.sourceOver(source: s.baseAddress! + i, coverage: c.map { $0 + i }, destination: d.baseAddress! + i, count: 1)
                    }
                }
            }
        }
        if let coverage { coverage.withUnsafeBufferPointer { run($0.baseAddress!) } } else { run(nil) }
        return (whole, single)
    }

    @Test("sourceOver: transparent blocks and uncovered blocks leave the destination as the per-word path does")
    func sourceOverSkippedBlocks() {
        var random = SeededGenerator(seed: 5)
        let count = 85
        // Blocks 0, 3 and 6 transparent, block 4 transparent but one word, the rest random.
        let source: [UInt32] = (0..<count).map { i in
            let block = i / 8
            if block == 0 || block == 3 || block == 6 { return 0 }
            if block == 4 { return i == 37 ? 0x4010_2030 : 0 }
            return random.premultipliedWord()
        }
        let destination = (0..<count).map { _ in random.premultipliedWord() }
        // Block 1 uncovered, block 2 full, the rest random.
        let coverage: [UInt8] = (0..<count).map { i in
            switch i / 8 {
            case 1: 0
            case 2: 255
            default: random.coverage()
            }
        }
        for useCoverage in [false, true] {
            let (whole, single) = Self.sourceOverBothWays(source: source, coverage: useCoverage ? coverage : nil, destination: destination)
            #expect(whole == single, "coverage \(useCoverage)")
            for i in 0..<count where source[i] == 0 { #expect(whole[i] == destination[i], "word \(i)") }
        }
    }
}
