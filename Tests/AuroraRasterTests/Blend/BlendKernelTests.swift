/// Property tests of the blend row kernel and the source-over fast path against the published formulas.
import AuroraTestSupport
import Testing
@testable import AuroraRaster

@Suite("BlendKernel")
struct BlendKernelTests {
    /// One rounding step, plus room for Float-versus-Double error.
    static let tolerance = 1.0 / 255 + 1e-6

    /// Runs the kernel on `count` random pairs (with random coverage, then without) and returns
    /// the inputs and outputs.
    static func run(_ mode: BlendMode, count: Int, seed: UInt64, withCoverage: Bool)
        -> (source: [UInt32], destination: [UInt32], coverage: [UInt8], result: [UInt32]) {
        var random = SeededGenerator(seed: seed)
        let source = (0..<count).map { _ in random.premultipliedWord() }
        let destination = (0..<count).map { _ in random.premultipliedWord() }
        let coverage = (0..<count).map { _ in withCoverage ? random.coverage() : 255 }
        var result = destination
        source.withUnsafeBufferPointer { s in
            coverage.withUnsafeBufferPointer { c in
                result.withUnsafeMutableBufferPointer { d in
                    BlendKernel.blend(mode, source: s.baseAddress!, coverage: withCoverage ? c.baseAddress! : nil,
                                      destination: d.baseAddress!, count: count)
                }
            }
        }
        return (source, destination, coverage, result)
    }

    @Test("matches the published formula within 1/255", arguments: BlendMode.allCases)
    func matchesFormula(mode: BlendMode) {
        for withCoverage in [true, false] {
            let (source, destination, coverage, result) = Self.run(mode, count: 3000, seed: UInt64(mode.rawValue) + 1,
                                                                   withCoverage: withCoverage)
            var failures = 0
            for i in source.indices {
                let expected = BlendReference.composite(mode, source: unitChannels(source[i]),
                                                        destination: unitChannels(destination[i]),
                                                        coverage: Double(coverage[i]) / 255)
                let actual = unitChannels(result[i])
                let worst = zip(expected, actual).map { abs($0 - $1) }.max() ?? 0
                if worst > Self.tolerance {
                    failures += 1
                    if failures <= 3 {
                        Issue.record("\(mode) S=\(PremultipliedPixel(word: source[i])) D=\(PremultipliedPixel(word: destination[i])) c=\(coverage[i]): expected \(expected.map { $0 * 255 }), got \(PremultipliedPixel(word: result[i]))")
                    }
                }
            }
            #expect(failures == 0, "\(failures) of \(source.count) pixels off")
        }
    }

    @Test("gives valid premultiplied pixels and leaves zero coverage untouched", arguments: BlendMode.allCases)
    func validAndCoverageZero(mode: BlendMode) {
        let (_, destination, coverage, result) = Self.run(mode, count: 2000, seed: 99 + UInt64(mode.rawValue), withCoverage: true)
        for i in result.indices {
            let p = PremultipliedPixel(word: result[i])
            #expect(p.red <= p.alpha && p.green <= p.alpha && p.blue <= p.alpha, "\(mode): \(p)")
            if coverage[i] == 0 { #expect(result[i] == destination[i], "\(mode) changed a pixel with coverage 0") }
        }
    }

    @Test("sourceOver matches the Float definition within 1/255, with and without coverage")
    func sourceOverMatchesDefinition() {
        var random = SeededGenerator(seed: 7)
        let count = 20_003  // not a multiple of 8: exercises the scalar tail
        let source = (0..<count).map { _ in random.premultipliedWord() }
        let destination = (0..<count).map { _ in random.premultipliedWord() }
        let coverage = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
        for useCoverage in [true, false] {
            var result = destination
            source.withUnsafeBufferPointer { s in
                coverage.withUnsafeBufferPointer { c in
                    result.withUnsafeMutableBufferPointer { d in
                        BlendKernel.sourceOver(source: s.baseAddress!, coverage: useCoverage ? c.baseAddress! : nil,
                                               destination: d.baseAddress!, count: count)
                    }
                }
            }
            var worst = 0.0
            for i in 0..<count {
                let s = unitChannels(source[i]), d = unitChannels(destination[i])
                let k = useCoverage ? Double(coverage[i]) / 255 : 1
                let expected = (0..<4).map { d[$0] + (s[$0] + d[$0] * (1 - s[3]) - d[$0]) * k }
                worst = max(worst, zip(expected, unitChannels(result[i])).map { abs($0 - $1) }.max() ?? 0)
                if useCoverage && coverage[i] == 0 { #expect(result[i] == destination[i]) }
            }
            #expect(worst <= Self.tolerance, "worst error \(worst * 255)/255")
        }
    }

    @Test("sourceOver: opaque runs replace the destination, translucent words in them still blend")
    func sourceOverOpaqueRuns() {
        // Blocks of 8 opaque words, one block with a translucent word, and a tail of 3.
        var source = (0..<27).map { UInt32(0xFF00_0000) | UInt32($0 * 9_000) }
        source[13] = 0x8040_2010
        let destination = [UInt32](repeating: 0xFF00_00FF, count: source.count)
        var coverage = [UInt8](repeating: 255, count: source.count)
        coverage[18] = 128
        for useCoverage in [true, false] {
            var result = destination
            source.withUnsafeBufferPointer { s in
                coverage.withUnsafeBufferPointer { c in
                    result.withUnsafeMutableBufferPointer { d in
                        BlendKernel.sourceOver(source: s.baseAddress!, coverage: useCoverage ? c.baseAddress! : nil,
                                               destination: d.baseAddress!, count: source.count)
                    }
                }
            }
            for i in source.indices where i != 13 && !(useCoverage && i == 18) {
                #expect(result[i] == source[i], "word \(i)")
            }
            // 0x80402010 (alpha 128) over opaque red: red 0x10 + round(255·127/255), green 0x20, blue 0x40, alpha 255.
            #expect(result[13] == 0xFF40_208F, "translucent word: \(String(result[13], radix: 16))")
            if useCoverage {
                let s = unitChannels(source[18]), d = unitChannels(destination[18]), r = unitChannels(result[18])
                for k in 0..<4 { #expect(abs(r[k] - (d[k] + (s[k] - d[k]) * 128 / 255)) <= Self.tolerance) }
            }
        }
    }

    @Test("copy and clear without coverage replace the destination")
    func copyAndClear() {
        let source: [UInt32] = [0x8040_2010, 0]
        var destination: [UInt32] = [0xFFFF_FFFF, 0xFF00_00FF]
        BlendKernel.blend(.copy, source: source, coverage: nil, destination: &destination, count: 2)
        #expect(destination == source)
        BlendKernel.blend(.clear, source: source, coverage: nil, destination: &destination, count: 2)
        #expect(destination == [0, 0])
    }

    @Test("plusDarker reduces to Apple's opaque formula and keeps D under a clear source")
    func plusDarker() {
        let s = PremultipliedPixel(red: 200, green: 100, blue: 30, alpha: 255).word
        let d = PremultipliedPixel(red: 180, green: 60, blue: 250, alpha: 255).word
        var out = [d, 0x8040_2010]
        BlendKernel.blend(.plusDarker, source: [s, 0], coverage: nil, destination: &out, count: 2)
        // max(0, 1 − ((1−D) + (1−S))) per channel, in bytes: S + D − 255.
        #expect(PremultipliedPixel(word: out[0]) == PremultipliedPixel(red: 125, green: 0, blue: 25, alpha: 255))
        #expect(out[1] == 0x8040_2010)
    }
}
