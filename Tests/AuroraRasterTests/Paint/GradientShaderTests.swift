/// Pixel values of linear, radial, conic and elliptical gradients at known positions.
import AuroraGeometry
import Foundation
import Testing
@testable import AuroraRaster

@Suite("GradientShader")
struct GradientShaderTests {
    static func shader(_ kind: GradientPaint.Kind, _ stops: [GradientStop], spread: GradientPaint.Spread = .pad,
                       transform: CGAffineTransform = .identity, userToDevice: CGAffineTransform = .identity,
                       opacity: Float = 1) -> GradientShader {
        GradientShader(GradientPaint(kind, stops: stops, spread: spread, transform: transform),
                       userToDevice: userToDevice, opacity: opacity)
    }

    static func horizontal(_ x0: Double, _ x1: Double) -> GradientPaint.Kind {
        .linear(start: CGPoint(x: x0, y: 0), end: CGPoint(x: x1, y: 0))
    }

    @Test("linear: pad outside, interpolated inside")
    func linearEndpointsAndMidpoint() {
        let s = Self.shader(Self.horizontal(10, 90), GradientStop.evenlySpaced([red, blue]))
        let row = shadeRow(s, y: 3, count: 100)
        #expect(row[0] == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(row[9] == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(row[99] == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255))
        let t = (49.5 - 10) / 80
        expectPixel(row[49], 255 * (1 - t), 0, 255 * t, 255)
        #expect(s.isOpaque)
    }

    @Test("evenly spaced colours sit at 0, ½ and 1")
    func evenlySpaced() {
        // Pixel centre 50.5 is exactly halfway from 0.5 to 100.5.
        let s = Self.shader(Self.horizontal(0.5, 100.5), GradientStop.evenlySpaced([red, green, blue]))
        #expect(shadePixel(s, x: 50, y: 0) == PremultipliedPixel(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(shadePixel(s, x: 0, y: 0) == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(shadePixel(s, x: 100, y: 0) == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255))
        expectPixel(shadePixel(s, x: 25, y: 0), 127.5, 127.5, 0, 255)
    }

    @Test("explicit locations, and coincident stops make a hard edge")
    func explicitLocationsAndHardEdge() {
        let s = Self.shader(Self.horizontal(0, 100), [GradientStop(color: red, location: 0.2), GradientStop(color: blue, location: 0.8)])
        #expect(shadePixel(s, x: 10, y: 0) == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(shadePixel(s, x: 90, y: 0) == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255))
        let f = (0.495 - 0.2) / 0.6
        expectPixel(shadePixel(s, x: 49, y: 0), 255 * (1 - f), 0, 255 * f, 255)

        let hard = Self.shader(Self.horizontal(0, 100), [GradientStop(color: red, location: 0), GradientStop(color: red, location: 0.5),
                                                          GradientStop(color: blue, location: 0.5), GradientStop(color: blue, location: 1)])
        let row = shadeRow(hard, y: 0, count: 100)
        #expect(row[0...48].allSatisfy { $0 == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255) })
        #expect(row[51...99].allSatisfy { $0 == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255) })
    }

    @Test("one stop is solid, no stops is transparent")
    func stopCounts() {
        let one = Self.shader(Self.horizontal(0, 10), [GradientStop(color: green, location: 0.3)])
        #expect(shadeRow(one, y: 0, count: 20).allSatisfy { $0 == PremultipliedPixel(red: 0, green: 255, blue: 0, alpha: 255) })
        let none = Self.shader(Self.horizontal(0, 10), [])
        #expect(shadeRow(none, y: 0, count: 20).allSatisfy { $0 == .transparent })
    }

    @Test("interpolation is in straight alpha, then premultiplied")
    func straightAlphaInterpolation() {
        let clearBlue = RGBAColor(red: 0, green: 0, blue: 1, alpha: 0)
        let s = Self.shader(Self.horizontal(0.5, 100.5), GradientStop.evenlySpaced([red, clearBlue]))
        // Straight halfway colour (½, 0, ½, ½) → premultiplied (¼, 0, ¼, ½).
        expectPixel(shadePixel(s, x: 50, y: 0), 63.75, 0, 63.75, 127.5)
        #expect(!s.isOpaque)
    }

    @Test("repeat and reflect spreads")
    func spreads() {
        let stops = GradientStop.evenlySpaced([red, blue])
        let repeating = Self.shader(Self.horizontal(0, 50), stops, spread: .repeat)
        let reflecting = Self.shader(Self.horizontal(0, 50), stops, spread: .reflect)
        let t = 60.5 / 50 - 1
        expectPixel(shadePixel(repeating, x: 60, y: 0), 255 * (1 - t), 0, 255 * t, 255)
        expectPixel(shadePixel(reflecting, x: 60, y: 0), 255 * t, 0, 255 * (1 - t), 255)
        let before = 1 - 5.5 / 50  // x = −6: t = −0.11
        expectPixel(shadePixel(repeating, x: -6, y: 0), 255 * (1 - before), 0, 255 * before, 255)
        expectPixel(shadePixel(reflecting, x: -6, y: 0), 255 * (1 - 0.11), 0, 255 * 0.11, 255)
    }

    @Test("radial: centre, inside and outside the end radius")
    func radial() {
        let s = Self.shader(.radial(center: CGPoint(x: 50, y: 50), startRadius: 0, endRadius: 40),
                            GradientStop.evenlySpaced([.white, .black]))
        let near = (0.5).squareRoot() / 40
        expectPixel(shadePixel(s, x: 49, y: 49), 255 * (1 - near), 255 * (1 - near), 255 * (1 - near), 255)
        let edge = (39.5 * 39.5 + 0.25).squareRoot() / 40
        expectPixel(shadePixel(s, x: 89, y: 49), 255 * (1 - edge), 255 * (1 - edge), 255 * (1 - edge), 255)
        #expect(shadePixel(s, x: 95, y: 49) == PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 255))

        let ring = Self.shader(.radial(center: CGPoint(x: 50, y: 50), startRadius: 20, endRadius: 40),
                               GradientStop.evenlySpaced([.white, .black]))
        #expect(shadePixel(ring, x: 50, y: 55) == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255))
        let t = (30.5 - 20) / 20
        expectPixel(shadePixel(ring, x: 80, y: 49), 255 * (1 - t), 255 * (1 - t), 255 * (1 - t), 255, tolerance: 1.5)
    }

    @Test("radial with equal or zero radii is a step, never NaN")
    func radialDegenerate() {
        let step = Self.shader(.radial(center: CGPoint(x: 50, y: 50), startRadius: 20, endRadius: 20),
                               GradientStop.evenlySpaced([red, blue]), spread: .repeat)
        #expect(shadePixel(step, x: 55, y: 50) == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(shadePixel(step, x: 80, y: 50) == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255))
        let zero = Self.shader(.radial(center: CGPoint(x: 50, y: 50), startRadius: 0, endRadius: 0),
                               GradientStop.evenlySpaced([red, blue]))
        #expect(shadeRow(zero, y: 10, count: 100).allSatisfy { $0 == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255) })
    }

    @Test("elliptical: a radial gradient under a non-uniform transform")
    func elliptical() {
        let transform = CGAffineTransform(scaleX: 50, y: 25).concatenating(CGAffineTransform(translationX: 50, y: 50))
        let s = Self.shader(.radial(center: .zero, startRadius: 0, endRadius: 1), GradientStop.evenlySpaced([.white, .black]),
                            transform: transform)
        let along = ((39.5 / 50) * (39.5 / 50) + (0.5 / 25) * (0.5 / 25)).squareRoot()
        expectPixel(shadePixel(s, x: 89, y: 49), 255 * (1 - along), 255 * (1 - along), 255 * (1 - along), 255)
        let across = ((0.5 / 50) * (0.5 / 50) + (19.5 / 25) * (19.5 / 25)).squareRoot()
        expectPixel(shadePixel(s, x: 49, y: 69), 255 * (1 - across), 255 * (1 - across), 255 * (1 - across), 255)
        #expect(shadePixel(s, x: 49, y: 80) == PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 255))
    }

    /// The grey of a black-to-white conic gradient at the centre of pixel `(x, y)` around (50, 50),
    /// with `t` given as a function of the clockwise angle in degrees (0…360).
    static func conicGrey(_ x: Int, _ y: Int, _ t: (Double) -> Double) -> Double {
        var angle = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50) * 180 / .pi
        if angle < 0 { angle += 360 }
        return 255 * t(angle)
    }

    @Test("conic: a full turn clockwise from +x, each quadrant")
    func conicQuadrants() {
        let s = Self.shader(.conic(center: CGPoint(x: 50, y: 50), startAngle: .zero, endAngle: .degrees(360)),
                            GradientStop.evenlySpaced([.black, .white]))
        for (x, y) in [(49, 80), (10, 49), (49, 10), (80, 70), (20, 30)] {
            let g = Self.conicGrey(x, y) { $0 / 360 }
            expectPixel(shadePixel(s, x: x, y: y), g, g, g, 255)
        }
        let rotated = Self.shader(.conic(center: CGPoint(x: 50, y: 50), startAngle: .degrees(90), endAngle: .degrees(450)),
                                  GradientStop.evenlySpaced([.black, .white]))
        let g = Self.conicGrey(10, 49) { ($0 - 90) / 360 }
        expectPixel(shadePixel(rotated, x: 10, y: 49), g, g, g, 255)
    }

    @Test("conic below one turn: last colour then first colour across the gap, split halfway")
    func conicPartialTurn() {
        let s = Self.shader(.conic(center: CGPoint(x: 50, y: 50), startAngle: .zero, endAngle: .degrees(180)),
                            GradientStop.evenlySpaced([.black, .white]))
        let g = Self.conicGrey(49, 80) { $0 / 180 }
        expectPixel(shadePixel(s, x: 49, y: 80), g, g, g, 255)
        // 225°: first half of the gap (180…270°) → location 1; 315°: second half → location 0.
        #expect(shadePixel(s, x: 20, y: 20) == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(shadePixel(s, x: 79, y: 20) == PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test("conic above one turn: only the last complete turn is drawn")
    func conicSeveralTurns() {
        let s = Self.shader(.conic(center: CGPoint(x: 50, y: 50), startAngle: .zero, endAngle: .degrees(720)),
                            GradientStop.evenlySpaced([.black, .white]))
        for (x, y) in [(49, 80), (10, 49), (49, 10)] {
            let g = Self.conicGrey(x, y) { (360 + $0) / 720 }
            expectPixel(shadePixel(s, x: x, y: y), g, g, g, 255)
        }
    }

    @Test("degenerate geometry paints the last stop")
    func degenerate() {
        let stops = GradientStop.evenlySpaced([red, blue])
        let lastBlue = PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255)
        let samePoint = Self.shader(.linear(start: CGPoint(x: 5, y: 5), end: CGPoint(x: 5, y: 5)), stops)
        let flat = Self.shader(Self.horizontal(0, 10), stops, userToDevice: CGAffineTransform(scaleX: 0, y: 1))
        let notANumber = Self.shader(.linear(start: CGPoint(x: Double.nan, y: 0), end: CGPoint(x: 5, y: 5)), stops)
        let badAngle = Self.shader(.conic(center: .zero, startAngle: .radians(.infinity), endAngle: .zero), stops)
        for s in [samePoint, flat, notANumber, badAngle] {
            #expect(shadeRow(s, y: 0, count: 10).allSatisfy { $0 == lastBlue })
        }
    }

    @Test("user-to-device transform and opacity")
    func transformAndOpacity() {
        let s = Self.shader(Self.horizontal(0, 50), GradientStop.evenlySpaced([red, blue]),
                            userToDevice: CGAffineTransform(scaleX: 2, y: 2), opacity: 0.5)
        let t = 60.5 / 100
        expectPixel(shadePixel(s, x: 60, y: 7), 127.5 * (1 - t), 0, 127.5 * t, 127.5)
    }

    @Test("compositeRow: opaque shaders write through, others go through the blend kernel")
    func compositeRow() {
        let opaque = Self.shader(Self.horizontal(0, 300), GradientStop.evenlySpaced([red, blue]))
        let translucent = Self.shader(Self.horizontal(0, 300), GradientStop.evenlySpaced([red, blue]), opacity: 0.5)
        for s in [opaque, translucent] {
            var destination = [UInt32](repeating: PremultipliedPixel(red: 0, green: 200, blue: 0, alpha: 255).word, count: 300)
            var expected = destination
            let source = shadeRow(s, y: 0, count: 300).map(\.word)
            BlendKernel.sourceOver(source: source, coverage: nil, destination: &expected, count: 300)
            destination.withUnsafeMutableBufferPointer {
                s.compositeRow(x: 0, y: 0, count: 300, coverage: nil, mode: .normal, destination: $0.baseAddress!)
            }
            #expect(destination == expected)
        }
    }
}
