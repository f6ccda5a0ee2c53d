/// Pixel goldens for each kind of display-list content: fills, gradients, shapes, images, text.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraRender
import AuroraTestSupport
import Foundation
import Testing

@Suite struct DisplayListContentRenderTests {
    private typealias S = DisplayListRenderSupport

    @Test func colorFillCoversExactlyTheFrame() throws {
        let pixmap = try S.render([S.fill(8, 8, 16, 24, S.red)])
        #expect(pixmap.pixel(x: 8, y: 8) == S.red.pixel)
        #expect(pixmap.pixel(x: 23, y: 31) == S.red.pixel)
        #expect(pixmap.pixel(x: 24, y: 31) == RGBAColor.white.pixel)
        #expect(pixmap.pixel(x: 8, y: 32) == RGBAColor.white.pixel)
        GoldenImage.assertMatches(pixmap, golden: "display-list-content/color-fill")
    }

    @Test func spreadGradientsRepeatReflectAndFollowTheirTransform() throws {
        let stops = [GradientStop(color: RGBAColor(red: 0, green: 0, blue: 0), location: 0),
                     GradientStop(color: RGBAColor(red: 1, green: 1, blue: 1), location: 1)]
        let ramp = DisplayList.Paint.linearGradient(stops: stops, start: .zero, end: CGPoint(x: 16, y: 0))
        let pixmap = try S.render([
            S.content(0, 0, 64, 16, .fill(.spreadGradient(ramp, spread: .repeat, transform: .identity))),
            S.content(0, 16, 64, 16, .fill(.spreadGradient(ramp, spread: .reflect, transform: .identity))),
            S.content(0, 32, 64, 16, .fill(.spreadGradient(ramp, spread: .repeat, transform: CGAffineTransform(scaleX: 2, y: 1)))),
            S.content(0, 48, 64, 16, .fill(.spreadGradient(ramp, spread: .pad, transform: .identity))),
        ])
        // Repeat: two periods on (pixel centres 4.5 and 36.5), the same colour.
        #expect(pixmap.pixel(x: 4, y: 8) == pixmap.pixel(x: 36, y: 8))
        #expect(pixmap.pixel(x: 4, y: 8).red < pixmap.pixel(x: 12, y: 8).red)
        // Reflect: the second copy runs backwards (4.5 mirrors 27.5).
        #expect(pixmap.pixel(x: 4, y: 24) == pixmap.pixel(x: 27, y: 24))
        // The transform stretches the period to 32 points.
        #expect(pixmap.pixel(x: 4, y: 40) == pixmap.pixel(x: 36, y: 40))
        #expect(pixmap.pixel(x: 4, y: 40) != pixmap.pixel(x: 20, y: 40))
        // Pad: white beyond the end.
        #expect(pixmap.pixel(x: 36, y: 56) == RGBAColor.white.pixel)
    }

    @Test func gradientFills() throws {
        let pixmap = try S.render([
            S.content(0, 0, 32, 32, .fill(.linearGradient(stops: S.rainbow, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 32, y: 32)))),
            S.content(32, 0, 32, 32, .fill(.radialGradient(stops: S.rainbow, center: CGPoint(x: 16, y: 16), startRadius: 2, endRadius: 16))),
            S.content(0, 32, 32, 32, .fill(.angularGradient(stops: S.rainbow, center: CGPoint(x: 16, y: 16),
                                                            startAngle: .zero, endAngle: .degrees(360)))),
            S.content(32, 32, 32, 32, .fill(.ellipticalGradient(stops: S.rainbow, center: CGPoint(x: 16, y: 16),
                                                                radii: CGSize(width: 16, height: 8),
                                                                startRadiusFraction: 0, endRadiusFraction: 1))),
        ])
        // The linear gradient runs red (top-left) to blue (bottom-right); the elliptical one is
        // red at its centre and blue beyond its 16 × 8 ellipse.
        #expect(pixmap.pixel(x: 0, y: 0).red > 240)
        #expect(pixmap.pixel(x: 31, y: 31).blue > 200)
        #expect(pixmap.pixel(x: 48, y: 48).red > 240)
        #expect(pixmap.pixel(x: 48, y: 58).blue > 200)
        #expect(pixmap.pixel(x: 63, y: 48).blue > 200)
        GoldenImage.assertMatches(pixmap, golden: "display-list-content/gradients")
    }

    @Test func shapesFillAndStroke() throws {
        var star = BezierPath()
        star.addLines([CGPoint(x: 16, y: 2), CGPoint(x: 25, y: 30), CGPoint(x: 2, y: 12), CGPoint(x: 30, y: 12), CGPoint(x: 7, y: 30)])
        star.closeSubpath()
        let pixmap = try S.render([
            S.content(0, 0, 32, 32, .shape(path: star, paint: .color(S.blue), style: .fill(FillStyle(eoFill: true)))),
            S.content(32, 0, 32, 32, .shape(path: star, paint: .color(S.green), style: .fill(FillStyle()))),
            S.content(0, 32, 64, 32, .shape(path: BezierPath(ellipseIn: CGRect(x: 6, y: 6, width: 52, height: 20)),
                                            paint: .linearGradient(stops: S.rainbow, start: .zero, end: CGPoint(x: 64, y: 0)),
                                            style: .stroke(StrokeStyle(lineWidth: 4, lineCap: .round, dash: [8, 6])))),
        ])
        // Even-odd leaves the star's centre empty; non-zero fills it.
        #expect(pixmap.pixel(x: 16, y: 17) == RGBAColor.white.pixel)
        #expect(pixmap.pixel(x: 48, y: 17) == S.green.pixel)
        GoldenImage.assertMatches(pixmap, golden: "display-list-content/shapes")
    }

    @Test func imagesWithInterpolationAndDestinationRect() throws {
        let pixmap = try S.render([
            S.content(0, 0, 32, 32, .image(S.checker, rect: CGRect(x: 2, y: 2, width: 28, height: 28), interpolation: .nearest)),
            S.content(32, 0, 32, 32, .image(S.checker, rect: CGRect(x: 2, y: 2, width: 28, height: 28), interpolation: .bilinear)),
            // The destination rect may overflow the frame (scaledToFill): nothing clips it here.
            S.content(8, 40, 16, 16, .image(S.checker, rect: CGRect(x: -4, y: -4, width: 24, height: 24), interpolation: .nearest)),
        ])
        #expect(pixmap.pixel(x: 3, y: 3) == RGBAColor.white.pixel)
        #expect(pixmap.pixel(x: 10, y: 3) == S.blue.pixel)
        #expect(pixmap.pixel(x: 4, y: 36) == RGBAColor.white.pixel && pixmap.pixel(x: 10, y: 36) == S.blue.pixel)
        #expect(pixmap.pixel(x: 3, y: 36) == RGBAColor.white.pixel && pixmap.pixel(x: 27, y: 59) == S.red.pixel)
        GoldenImage.assertMatches(pixmap, golden: "display-list-content/images")
    }

    @Test
    func textGlyphRuns() throws {
        let face = try #require(RenderTestFonts.dejaVuSans)
        let glyphs = "Aurora".unicodeScalars.map { face.glyph(for: $0) }
        let laid = GlyphRun(face: face, size: 14, glyphs: glyphs, origin: CGPoint(x: 2, y: 14))
        let run = DisplayList.GlyphRun(face: face, size: 14, glyphs: glyphs, positions: laid.positions, paint: .color(.black))
        var gradientRun = run
        gradientRun.paint = .linearGradient(stops: S.rainbow, start: .zero, end: CGPoint(x: 60, y: 0))
        let pixmap = try S.render([
            S.content(0, 0, 64, 20, .text([run])),
            S.content(0, 20, 64, 20, .text([gradientRun])),
            S.effect(0, 40, 64, 24, .transform(CGAffineTransform(rotationAngle: -0.2).translatedBy(x: -4, y: 8)),
                     [S.content(0, 0, 64, 20, .text([run]))]),
        ])
        #expect((0..<64).contains { pixmap.pixel(x: $0, y: 10).red < 64 })
        GoldenImage.assertMatches(pixmap, golden: "display-list-content/text")
    }

    @Test func itemsAtScaleTwoUsePointFrames() throws {
        let pixmap = try S.render([S.fill(4, 4, 8, 8, S.blue)], size: 16, scale: 2)
        #expect(pixmap.width == 32 && pixmap.height == 32)
        #expect(pixmap.pixel(x: 8, y: 8) == S.blue.pixel && pixmap.pixel(x: 23, y: 23) == S.blue.pixel)
        #expect(pixmap.pixel(x: 24, y: 24) == RGBAColor.white.pixel && pixmap.pixel(x: 7, y: 7) == RGBAColor.white.pixel)
    }
}
