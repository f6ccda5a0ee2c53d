import AuroraGeometry
@testable import AuroraRaster
import Foundation
import Testing

/// Colour filters: SwiftUI's definitions on un-premultiplied colour, checked pixel by pixel.
struct ColorMatrixTests {
    /// Applies `matrix` to one straight colour and returns the straight result (0…255 channels).
    private func apply(_ matrix: ColorMatrix, _ color: RGBAColor) -> SIMD4<Double> {
        var word = color.pixel.word
        matrix.apply(to: &word, count: 1)
        let p = PremultipliedPixel(word: word)
        let a = Double(p.alpha)
        guard a > 0 else { return .zero }
        return SIMD4(Double(p.red) * 255 / a, Double(p.green) * 255 / a, Double(p.blue) * 255 / a, a)
    }

    private func close(_ a: SIMD4<Double>, _ b: SIMD4<Double>, within tolerance: Double = 1.5) -> Bool {
        let d = a - b
        return max(abs(d.x), abs(d.y), abs(d.z), abs(d.w)) <= tolerance
    }

    private let sample = RGBAColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 1)

    @Test func identityLeavesPixelsAlone() {
        #expect(close(apply(ColorMatrix(), sample), SIMD4(204, 102, 51, 255)))
    }

    @Test func brightnessAddsToColour() {
        #expect(close(apply(.brightness(0.1), sample), SIMD4(229.5, 127.5, 76.5, 255)))
        #expect(close(apply(.brightness(1), sample), SIMD4(255, 255, 255, 255)))
    }

    @Test func contrastZeroIsMidGrey() {
        #expect(close(apply(.contrast(0), sample), SIMD4(127.5, 127.5, 127.5, 255)))
        #expect(close(apply(.contrast(1), sample), SIMD4(204, 102, 51, 255)))
    }

    @Test func saturationAndGrayscaleUseRec709Luminance() {
        let l = (0.2126 * 0.8 + 0.7152 * 0.4 + 0.0722 * 0.2) * 255
        #expect(close(apply(.saturation(0), sample), SIMD4(l, l, l, 255)))
        #expect(close(apply(.grayscale(1), sample), SIMD4(l, l, l, 255)))
        #expect(close(apply(.saturation(1), sample), SIMD4(204, 102, 51, 255)))
        #expect(close(apply(.grayscale(0), sample), SIMD4(204, 102, 51, 255)))
        // Negative saturation acts as 0.
        #expect(close(apply(.saturation(-3), sample), SIMD4(l, l, l, 255)))
    }

    @Test func hueRotationKeepsGreyAndTurnsFully() {
        let grey = RGBAColor(red: 0.5, green: 0.5, blue: 0.5)
        #expect(close(apply(.hueRotation(.degrees(120)), grey), SIMD4(127.5, 127.5, 127.5, 255)))
        #expect(close(apply(.hueRotation(.degrees(360)), sample), SIMD4(204, 102, 51, 255)))
        let turned = apply(.hueRotation(.degrees(180)), sample)
        #expect(turned.z > turned.x, "a half turn moves orange toward blue")
    }

    @Test func invertMultiplyAndLuminanceToAlpha() {
        #expect(close(apply(.colorInvert(), sample), SIMD4(51, 153, 204, 255)))
        #expect(close(apply(.colorInvert(0), sample), SIMD4(204, 102, 51, 255)))
        #expect(close(apply(.colorMultiply(RGBAColor(red: 0.5, green: 1, blue: 0, alpha: 0.5)), sample), SIMD4(102, 102, 0, 127.5)))
        let l = (0.2126 * 0.8 + 0.7152 * 0.4 + 0.0722 * 0.2) * 255
        var word = sample.pixel.word
        ColorMatrix.luminanceToAlpha.apply(to: &word, count: 1)
        let p = PremultipliedPixel(word: word)
        #expect(p.red == 0 && p.green == 0 && p.blue == 0 && abs(Double(p.alpha) - l) <= 1)
    }

    @Test func translucentPixelsAreFilteredUnpremultiplied() {
        let half = RGBAColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 0.5)
        #expect(close(apply(.brightness(0.1), half), SIMD4(229.5, 127.5, 76.5, 127.5), within: 3))
        var clear: UInt32 = 0
        ColorMatrix.brightness(0.5).apply(to: &clear, count: 1)
        #expect(clear == 0)
    }

    @Test func runsOfOneWordGiveEachPixelsOwnResult() {
        // Runs of every length around the eight-word step, broken by other words and a final tail.
        var pixels: [UInt32] = []
        let words: [UInt32] = [0xFF20_40C0, 0, 0x8010_2040, 0xFF20_40C0]
        for (index, length) in [1, 7, 8, 9, 17, 3, 24, 5].enumerated() {
            pixels += Array(repeating: words[index % words.count], count: length)
        }
        for matrix in [ColorMatrix.hueRotation(.degrees(70)), .brightness(-0.2), .colorInvert()] {
            var expected = pixels
            for i in expected.indices { matrix.apply(to: &expected[i], count: 1) }
            var filtered = pixels
            matrix.apply(to: &filtered, count: filtered.count)
            #expect(filtered == expected)
        }
    }

    @Test func nonFiniteMatricesAreIgnored() {
        var m = ColorMatrix()
        m.r1 = .nan
        var word = sample.pixel.word
        m.apply(to: &word, count: 1)
        #expect(word == sample.pixel.word)
    }

    @Test func alphaThresholdKeepsTheRange() {
        var pixels: [UInt32] = [0x0000_0000, 0x4000_0000 | 0x20, 0x8080_8080, 0xFF00_00FF]
        AlphaThreshold(minimum: 0.25, maximum: 0.6, color: RGBAColor(red: 0, green: 1, blue: 0)).apply(to: &pixels, count: 4)
        #expect(pixels == [0, 0xFF00_FF00, 0xFF00_FF00, 0])
        var nan: [UInt32] = [0xFF00_0000]
        AlphaThreshold(minimum: .nan).apply(to: &nan, count: 1)
        #expect(nan == [0])
        var infinite: [UInt32] = [0xFF00_0000, 0]
        AlphaThreshold(minimum: .infinity, maximum: -.infinity).apply(to: &infinite, count: 2)
        #expect(infinite == [0, 0])
        var everything: [UInt32] = [0xFF00_0000, 0]
        AlphaThreshold(minimum: -.infinity, maximum: .infinity, color: .white).apply(to: &everything, count: 2)
        #expect(everything == [0xFFFF_FFFF, 0xFFFF_FFFF])
    }
}
