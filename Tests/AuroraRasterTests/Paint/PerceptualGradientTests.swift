/// Gradients interpolated in Oklab (SwiftUI's `Gradient.ColorSpace.perceptual`) against the
/// default interpolation in the output space (`.device`).
import AuroraGeometry
import Foundation
import Testing
@testable import AuroraRaster

@Suite("Perceptual gradients")
struct PerceptualGradientTests {
    private let yellow = RGBAColor(red: 1, green: 1, blue: 0, alpha: 1)

    private func shader(_ colorSpace: MeshGradientPaint.ColorSpace, _ stops: [GradientStop]) -> GradientShader {
        // Pixel centre x + 0.5 sits at t = x / 64.
        GradientShader(GradientPaint(.linear(start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 64.5, y: 0)), stops: stops,
                                     colorSpace: colorSpace),
                       userToDevice: .identity, opacity: 1)
    }

    @Test("blue to yellow: Oklab's midpoint is a light blue-green, sRGB's a grey")
    func blueToYellow() {
        let stops = GradientStop.evenlySpaced([blue, yellow])
        let perceptual = shader(.perceptual, stops), device = shader(.device, stops)
        // Expected values: the Oklab interpolation (Ottosson's matrices, as CSS Color 4) of
        // (0, 0, 1) and (1, 1, 0) at t = ¼, ½, ¾, computed in double precision and rounded.
        expectPixel(shadePixel(perceptual, x: 16, y: 0), 29.2, 118.5, 231.0, 255)
        expectPixel(shadePixel(perceptual, x: 32, y: 0), 107.8, 171.5, 199.0, 255)
        expectPixel(shadePixel(perceptual, x: 48, y: 0), 180.9, 215.3, 150.6, 255)
        expectPixel(shadePixel(device, x: 32, y: 0), 127.5, 127.5, 127.5, 255)
        // The ends are the stops' own colours in either space.
        #expect(shadePixel(perceptual, x: 0, y: 0) == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(shadePixel(perceptual, x: 64, y: 0) == PremultipliedPixel(red: 255, green: 255, blue: 0, alpha: 255))
    }

    @Test("alpha is interpolated linearly, then premultiplied")
    func alpha() {
        let clearBlue = RGBAColor(red: 0, green: 0, blue: 1, alpha: 0)
        let pixel = shadePixel(shader(.perceptual, GradientStop.evenlySpaced([clearBlue, blue])), x: 32, y: 0)
        expectPixel(pixel, 0, 0, 127.5, 127.5)
    }
}
