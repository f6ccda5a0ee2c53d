@testable import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing

/// Gaussian blur: against a true Gaussian of the same σ, for both edge modes.
struct GaussianBlurTests {
    /// A test image with hard edges, translucent areas and lone bright pixels.
    private func testImage(width: Int = 72, height: Int = 56) -> Pixmap {
        var p = Pixmap(validWidth: width, height: height)
        var g = SeededGenerator(seed: 42)
        for y in 0..<height {
            for x in 0..<width {
                var pixel = PremultipliedPixel.transparent
                if x >= 10 && x < 40 && y >= 8 && y < 30 { pixel = PremultipliedPixel(red: 200, green: 40, blue: 10, alpha: 255) }
                if x >= 30 && x < 60 && y >= 20 && y < 50 { pixel = PremultipliedPixel(red: 0, green: 60, blue: 120, alpha: 128) }
                if UInt8.random(in: 0...255, using: &g) > 250 { pixel = PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255) }
                p.setPixel(pixel, x: x, y: y)
            }
        }
        return p
    }

    /// A direct separable convolution with the sampled Gaussian, in Double.
    private func reference(_ image: Pixmap, sigma: Double, clamp: Bool) -> [[SIMD4<Double>]] {
        let w = image.width, h = image.height
        let reach = Int((6 * sigma).rounded(.up)) + 1
        let weights = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        func value(_ x: Int, _ y: Int) -> SIMD4<Double> {
            guard clamp || (x >= 0 && x < w && y >= 0 && y < h) else { return .zero }
            let p = image.pixel(x: min(max(x, 0), w - 1), y: min(max(y, 0), h - 1))
            return SIMD4(Double(p.red), Double(p.green), Double(p.blue), Double(p.alpha))
        }
        // Rows first over an extended band (so the columns pass sees the blurred margin).
        let ys = (-reach)..<(h + reach)
        var horizontal = [[SIMD4<Double>]]()
        for y in ys {
            horizontal.append((0..<w).map { x in
                var s = SIMD4<Double>.zero
                for (k, wt) in weights.enumerated() { s += value(x + k - reach, y) * wt }
                return s / total
            })
        }
        return (0..<h).map { y in
            (0..<w).map { x in
                var s = SIMD4<Double>.zero
                for (k, wt) in weights.enumerated() { s += horizontal[y + k] [x] * wt }
                return s / total
            }
        }
    }

    @Test(arguments: [0.6, 1.0, 2.0, 2.99, 3.0, 6.0, 14.0, 30.0])
    func matchesATrueGaussianWithTransparentEdges(sigma: Double) {
        check(sigma: sigma, edges: .transparent)
    }

    @Test(arguments: [1.5, 9.0])
    func matchesATrueGaussianWithClampedEdges(sigma: Double) {
        check(sigma: sigma, edges: .clamp)
    }

    private func check(sigma: Double, edges: GaussianBlur.Edges) {
        let image = testImage()
        var blurred = image
        GaussianBlur(sigma: Float(sigma), edges: edges).apply(to: &blurred, threads: 2)
        let expected = reference(image, sigma: sigma, clamp: edges == .clamp)
        var worst = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = blurred.pixel(x: x, y: y)
                let got = SIMD4(Double(p.red), Double(p.green), Double(p.blue), Double(p.alpha))
                let d = got - expected[y][x]
                worst = max(worst, abs(d.x), abs(d.y), abs(d.z), abs(d.w))
            }
        }
        #expect(worst <= 3, "σ \(sigma): max error \(worst)/255")
    }

    @Test func keepsTotalAlphaWithTransparentEdgesAwayFromTheBorder() {
        var p = Pixmap(validWidth: 64, height: 64)
        p.setPixel(PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255), x: 32, y: 32)
        var blurred = p
        GaussianBlur(sigma: 3).apply(to: &blurred, threads: 1)
        let total = blurred.withUnsafePixels { $0.reduce(0) { $0 + Int($1 >> 24) } }
        #expect(abs(total - 255) <= 64 * 64 / 100 + 20)
        #expect(blurred.pixel(x: 32, y: 32) == blurred.pixel(x: 32, y: 32))
        #expect(blurred.pixel(x: 29, y: 32) == blurred.pixel(x: 35, y: 32))
        #expect(blurred.pixel(x: 32, y: 29) == blurred.pixel(x: 32, y: 35))
    }

    @Test func clampedEdgesKeepAnOpaqueImageOpaque() {
        var p = Pixmap(validWidth: 40, height: 30)
        p.fill(PremultipliedPixel(red: 10, green: 20, blue: 30, alpha: 255))
        GaussianBlur(radius: 12, opaque: true).apply(to: &p, threads: 2)
        p.withUnsafePixels { #expect($0.allSatisfy { $0 >> 24 == 255 }) }
    }

    @Test func degenerateSigmasAreHarmless() {
        let image = testImage(width: 20, height: 12)
        for sigma: Float in [0, -4, .nan] {
            var p = image
            GaussianBlur(sigma: sigma).apply(to: &p, threads: 2)
            #expect(p.hasSamePixels(as: image))
        }
        for sigma: Float in [.infinity, 1e9, 5000] {
            var p = image
            GaussianBlur(sigma: sigma).apply(to: &p, threads: 2)
            p.withUnsafePixels { pixels in
                #expect(pixels.allSatisfy { ($0 & 0xFF) <= $0 >> 24 })
            }
        }
    }

    /// Transparent rows above and below flat runs of colour, a translucent block and stripes:
    /// what the blur's shortcuts (transparent rows left out of the row pass, a window over one
    /// colour copied from the position before) meet.
    private func framedImage() -> Pixmap {
        var p = Pixmap(validWidth: 90, height: 70)
        for y in 20..<50 {
            for x in 0..<90 {
                var pixel = PremultipliedPixel(red: 120, green: 30, blue: 200, alpha: 255)
                if x >= 50 && x < 70 { pixel = PremultipliedPixel(red: 0, green: 60, blue: 20, alpha: 100) }
                if x >= 76 && x.isMultiple(of: 3) { pixel = .transparent }
                if y >= 44 && x < 8 { pixel = PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255) }
                p.setPixel(pixel, x: x, y: y)
            }
        }
        return p
    }

    /// The sampled kernel summed pixel by pixel, in the blur's order (taps left to right from
    /// zero), rows then columns, with no shortcut.
    private func kernelReference(_ image: Pixmap, sigma: Float, edges: GaussianBlur.Edges) -> Pixmap? {
        guard case .kernel(let weights) = BlurPlan(sigma: sigma) else { return nil }
        let reach = weights.count / 2
        var p = image
        func pass(lines: Int, length: Int, word: (Int, Int) -> (x: Int, y: Int)) {
            for line in 0..<lines {
                let values = (0..<length).map { i in
                    let (x, y) = word(line, i)
                    return PixelConversion.unpack(p.pixel(x: x, y: y).word)
                }
                for i in 0..<length {
                    var sum = SIMD4<Float>.zero
                    for (k, weight) in weights.enumerated() {
                        let at = i + k - reach
                        let value = at >= 0 && at < length ? values[at]
                            : edges == .clamp ? values[min(max(at, 0), length - 1)] : .zero
                        sum += weight * value
                    }
                    let (x, y) = word(line, i)
                    p.setPixel(PremultipliedPixel(word: PixelConversion.pack(sum)), x: x, y: y)
                }
            }
        }
        pass(lines: p.height, length: p.width) { ($1, $0) }
        pass(lines: p.width, length: p.height) { ($0, $1) }
        return p
    }

    @Test(arguments: [(Float(0.8), GaussianBlur.Edges.transparent), (2.5, .transparent), (2.5, .clamp), (1.2, .clamp)])
    func kernelBlurIsTheSampledKernelSummedPixelByPixel(sigma: Float, edges: GaussianBlur.Edges) throws {
        let image = framedImage()
        let expected = try #require(kernelReference(image, sigma: sigma, edges: edges))
        var blurred = image
        GaussianBlur(sigma: sigma, edges: edges).apply(to: &blurred, threads: 2)
        #expect(blurred.hasSamePixels(as: expected))
    }

    @Test(arguments: [(Float(3), GaussianBlur.Edges.transparent), (7.5, .transparent), (7.5, .clamp)])
    func recursiveBlurIsTheFilterRunOverEveryLine(sigma: Float, edges: GaussianBlur.Edges) throws {
        guard case .recursive(let filter) = BlurPlan(sigma: sigma) else {
            Issue.record("σ \(sigma) is not blurred by the recursive filter")
            return
        }
        let image = framedImage()
        var expected = image
        let (width, height) = (image.width, image.height)
        expected.withUnsafeMutablePixels { pixels in
            let base = pixels.baseAddress!
            var row = RecursiveGaussianLine(length: width, filter: filter)
            for y in 0..<height { row.blur(base + y * width, count: 1, laneStride: width, step: 1, edges: edges) }
            var column = RecursiveGaussianLine(length: height, filter: filter)
            for x in 0..<width { column.blur(base + x, count: 1, laneStride: 1, step: width, edges: edges) }
        }
        var blurred = image
        GaussianBlur(sigma: sigma, edges: edges).apply(to: &blurred, threads: 2)
        #expect(blurred.hasSamePixels(as: expected))
    }

    @Test func aTransparentImageStaysTransparent() {
        for sigma: Float in [1.5, 6] {
            var p = Pixmap(validWidth: 30, height: 20)
            GaussianBlur(sigma: sigma, edges: .clamp).apply(to: &p, threads: 2)
            #expect(p.hasSamePixels(as: Pixmap(validWidth: 30, height: 20)))
        }
    }

    @Test func threadCountDoesNotChangeTheResult() {
        // Large enough to be split between threads (`ParallelLoop.pixelsPerThread`).
        var one = testImage(width: 200, height: 180), two = testImage(width: 200, height: 180)
        GaussianBlur(sigma: 4).apply(to: &one, threads: 1)
        GaussianBlur(sigma: 4).apply(to: &two, threads: 3)
        #expect(one.hasSamePixels(as: two))
    }
}
