/// The integer screen kernel against the general Float formula, on random premultiplied pixels.
import AuroraTestSupport
import Testing
@testable import AuroraRaster

@Suite("BlendKernel.screen")
struct ScreenKernelTests {
    /// The general path's result for one pixel: the Float screen formula, blended by coverage
    /// as `BlendKernel.blend` does for every mode without a dedicated path.
    static func general(_ source: UInt32, _ destination: UInt32, _ coverage: UInt8) -> UInt32 {
        let s = PixelConversion.unpack(source), d = PixelConversion.unpack(destination)
        let r = BlendFormula.Screen.blend(s, d)
        return PixelConversion.pack(d + (r - d) * (Float(coverage) * (1 / 255)))
    }

    /// The largest difference of any channel of two words, in 1/255 steps.
    static func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        stride(from: 0, to: 32, by: 8).map { abs(Int((a >> UInt32($0)) & 0xFF) - Int((b >> UInt32($0)) & 0xFF)) }.max() ?? 0
    }

    /// Random inputs of a length that is not a multiple of 8, so the scalar tail runs too.
    static func inputs(seed: UInt64, count: Int = 4_003) -> (source: [UInt32], destination: [UInt32], coverage: [UInt8]) {
        var random = SeededGenerator(seed: seed)
        let source = (0..<count).map { _ in random.premultipliedWord() }
        let destination = (0..<count).map { _ in random.premultipliedWord() }
        let coverage = (0..<count).map { _ in random.coverage() }
        return (source, destination, coverage)
    }

    @Test("per-pixel source: within 1/255 of the general Float path, with and without coverage")
    func perPixelSource() {
        let (source, destination, coverage) = Self.inputs(seed: 41)
        for useCoverage in [false, true] {
            var result = destination
            source.withUnsafeBufferPointer { s in
                coverage.withUnsafeBufferPointer { c in
                    result.withUnsafeMutableBufferPointer { d in
                        BlendKernel.screen(source: s.baseAddress!, coverage: useCoverage ? c.baseAddress! : nil,
                                           destination: d.baseAddress!, count: d.count)
                    }
                }
            }
            var worst = 0, differing = 0
            for i in source.indices {
                let k = useCoverage ? coverage[i] : 255
                let difference = Self.channelDifference(result[i], Self.general(source[i], destination[i], k))
                worst = max(worst, difference)
                if difference != 0 { differing += 1 }
                let p = PremultipliedPixel(word: result[i])
                #expect(p.red <= p.alpha && p.green <= p.alpha && p.blue <= p.alpha, "invalid \(p)")
                if k == 0 { #expect(result[i] == destination[i]) }
            }
            // Fully covered, both round each channel once from the same exact value: they can
            // part only at a near-tie within Float error, and rarely. Under coverage the kernel
            // first rounds the scaled source, so it may be one step off more often.
            #expect(worst <= 1, "coverage \(useCoverage): worst difference \(worst)/255")
            if !useCoverage {
                #expect(differing * 1_000 <= source.count, "\(differing) of \(source.count) pixels differ")
            }
        }
    }

    @Test("solid colour: the same words as the per-pixel kernel given that colour everywhere")
    func solidColorMatchesPerPixel() {
        var random = SeededGenerator(seed: 5)
        let (_, destination, coverage) = Self.inputs(seed: 6, count: 1_001)
        for _ in 0..<8 {
            let color = random.premultipliedWord()
            let source = [UInt32](repeating: color, count: destination.count)
            for useCoverage in [false, true] {
                var solid = destination, perPixel = destination
                coverage.withUnsafeBufferPointer { c in
                    let cov = useCoverage ? c.baseAddress! : nil
                    solid.withUnsafeMutableBufferPointer { d in
                        BlendKernel.screen(color: color, coverage: cov, destination: d.baseAddress!, count: d.count)
                    }
                    source.withUnsafeBufferPointer { s in
                        perPixel.withUnsafeMutableBufferPointer { d in
                            BlendKernel.screen(source: s.baseAddress!, coverage: cov, destination: d.baseAddress!, count: d.count)
                        }
                    }
                }
                #expect(solid == perPixel, "colour \(PremultipliedPixel(word: color)), coverage \(useCoverage)")
            }
        }
    }

    @Test("screen of opaque white gives white; of transparent black leaves the destination")
    func identities() {
        let destination: [UInt32] = [0x8040_2010, 0xFF00_80FF, 0, 0xFFFF_FFFF, 0x1010_1010, 0x7F00_0000, 0xFF12_3456, 0x0101_0101, 0xC0C0_0000]
        var white = destination, clear = destination
        BlendKernel.screen(color: 0xFFFF_FFFF, coverage: nil, destination: &white, count: white.count)
        BlendKernel.screen(color: 0, coverage: nil, destination: &clear, count: clear.count)
        #expect(white.allSatisfy { $0 == 0xFFFF_FFFF })
        #expect(clear == destination)
    }
}
