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

    @Test func threadCountDoesNotChangeTheResult() {
        var one = testImage(), two = testImage()
        GaussianBlur(sigma: 4).apply(to: &one, threads: 1)
        GaussianBlur(sigma: 4).apply(to: &two, threads: 3)
        #expect(one.hasSamePixels(as: two))
    }
}
