import Testing
import Foundation
import AuroraGeometry
import AuroraRaster
import AuroraTestSupport
@testable import AuroraShaders

/// Effects over pixmaps: the seed's Ripple at fixed times (golden), band splitting, fills in a
/// RasterContext, distortions, errors.
@Suite struct ShaderEffectTests {
    /// A 120×90 photo-like source: a diagonal gradient with a grid of darker lines and a disc.
    static let source: Pixmap = {
        var pixmap = try! Pixmap(width: 120, height: 90)
        for y in 0..<90 {
            for x in 0..<120 {
                let onGrid = x % 12 == 0 || y % 12 == 0
                let inDisc = (x - 60) * (x - 60) + (y - 45) * (y - 45) < 18 * 18
                var r = UInt8(60 + x), g = UInt8(90 + y), b = UInt8(200 - x / 2)
                if onGrid { r /= 2; g /= 2; b /= 2 }
                if inDisc { r = 240; g = 200; b = 60 }
                pixmap.setPixel(PremultipliedPixel(red: r, green: g, blue: b, alpha: 255), x: x, y: y)
            }
        }
        return pixmap
    }()

    /// `RippleModifier`'s arguments at `elapsedTime` (amplitude 12, frequency 15, decay 8, speed 1200).
    static func rippleArguments(origin: SIMD2<Float>, elapsedTime: Float) -> [ShaderArgumentValue] {
        [.float2(origin.x, origin.y), .float(elapsedTime), .float(12), .float(15), .float(8), .float(1200)]
    }

    static let ripple = try! ShaderProgram(source: ShaderSources.ripple, file: "Ripple.metal", function: "Ripple", as: .layer)

    @Test func rippleAtFixedTimesMatchesItsGolden() throws {
        // RippleModifier drives the shader with the elapsed time of a 2 s keyframe animation;
        // these are three of its frames, origin where the user tapped (30, 40).
        var strip = try Pixmap(width: 360, height: 90)
        for (k, time) in [Float(0.03), 0.06, 0.1].enumerated() {
            let frame = try Self.ripple.layerEffect(Self.source, maxSampleOffset: CGSize(width: 12, height: 12),
                                                   arguments: Self.rippleArguments(origin: SIMD2(30, 40), elapsedTime: time))
            for y in 0..<90 { for x in 0..<120 { strip.setPixel(frame.pixel(x: x, y: y), x: 120 * k + x, y: y) } }
        }
        GoldenImage.assertMatches(strip, golden: "shaders/ripple-times")
    }

    @Test func rippleBeforeTheWaveArrivesLeavesPixelsAsTheyWere() throws {
        // At time 0 the ripple amount is 0 everywhere: every sample hits a pixel centre.
        let frame = try Self.ripple.layerEffect(Self.source, maxSampleOffset: CGSize(width: 12, height: 12),
                                               arguments: Self.rippleArguments(origin: SIMD2(30, 40), elapsedTime: 0))
        #expect(frame.hasSamePixels(as: Self.source))
    }

    @Test func bandsOnSeveralThreadsGiveTheSamePixelsAsOne() throws {
        let arguments = Self.rippleArguments(origin: SIMD2(70, 20), elapsedTime: 0.05)
        let one = try Self.ripple.layerEffect(Self.source, maxSampleOffset: CGSize(width: 12, height: 12), arguments: arguments, threads: 1)
        let four = try Self.ripple.layerEffect(Self.source, maxSampleOffset: CGSize(width: 12, height: 12), arguments: arguments, threads: 4)
        #expect(one.hasSamePixels(as: four))
        #expect(!one.hasSamePixels(as: Self.source))
        let grade = try ShaderProgram(source: Workloads.grade, function: "Grade", as: .colorEffect)
        var a = Self.source, b = Self.source
        try grade.applyColorEffect(to: &a, arguments: [.float(1.3), .float(0.5)], threads: 1)
        try grade.applyColorEffect(to: &b, arguments: [.float(1.3), .float(0.5)], threads: 3)
        #expect(a.hasSamePixels(as: b))
        #expect(!a.hasSamePixels(as: Self.source))
    }

    @Test func colorEffectSeesPremultipliedColorsAndPixelCentres() throws {
        let program = try ShaderProgram(source: """
            #include <metal_stdlib>
            using namespace metal;
            [[ stitchable ]] half4 Probe(float2 position, half4 color) {
                return half4(half(position.x / 10.0), half(position.y / 10.0), color.a, color.a);
            }
            """, function: "Probe", as: .colorEffect)
        var pixmap = try Pixmap(width: 5, height: 3)
        pixmap.fill(PremultipliedPixel(red: 20, green: 20, blue: 20, alpha: 102))
        try program.applyColorEffect(to: &pixmap)
        let p = pixmap.pixel(x: 2, y: 1)
        #expect(p.alpha == 102 && p.blue == 102)
        #expect(p.red == 64)    // (2.5 / 10) · 255 = 63.75, clamped to alpha then rounded
        #expect(p.green == 38)  // (1.5 / 10) · 255 = 38.25
    }

    @Test func distortionSamplesTheSourceWithinMaxSampleOffset() throws {
        let shift = try ShaderProgram(source: """
            [[ stitchable ]] float2 Shift(float2 position, float dx) { return position + float2(dx, 0.0); }
            """, function: "Shift", as: .distortion)
        let moved = try shift.distortionEffect(Self.source, maxSampleOffset: CGSize(width: 20, height: 0), arguments: [.float(3)])
        #expect(moved.pixel(x: 10, y: 10) == Self.source.pixel(x: 13, y: 10))
        #expect(moved.pixel(x: 119, y: 10).alpha == 0)  // sampled past the right edge: transparent
        let limited = try shift.distortionEffect(Self.source, maxSampleOffset: CGSize(width: 1, height: 0), arguments: [.float(3)])
        #expect(limited.pixel(x: 10, y: 10) == Self.source.pixel(x: 11, y: 10))
    }

    @Test func fillPaintsThroughRasterContext() throws {
        let program = try ShaderProgram(source: """
            [[ stitchable ]] half4 Rings(float2 position, float2 center) {
                float d = distance(position, center);
                float v = 0.5 + 0.5 * cos(d * 0.6);
                return half4(half(v), half(0.4 * v), half(1.0 - v), 1.0h);
            }
            """, function: "Rings", as: .fill)
        let paint = Paint(.custom(try program.customPaint(arguments: [.float2(32, 32)])))
        let context = RasterContext(pixmap: try Pixmap(width: 64, height: 64), threads: 2)
        var circle = BezierPath()
        circle.addEllipse(in: CGRect(x: 4, y: 4, width: 56, height: 56))
        context.fill(circle, with: paint)
        context.flush()
        let image = context.pixmap
        #expect(image.pixel(x: 0, y: 0).alpha == 0)
        let centre = image.pixel(x: 32, y: 32)  // d = 0.707: v = 0.5 + 0.5·cos(0.424)
        let v = 0.5 + 0.5 * cos(Float(0.5).squareRoot() * 0.6)
        #expect(Swift.abs(Int(centre.red) - Int((v * 255).rounded())) <= 1)
        #expect(centre.alpha == 255)
        GoldenImage.assertMatches(image, golden: "shaders/fill-rings")
    }

    @Test func runawayLoopsStopAtTheIterationBudget() throws {
        var program = try ShaderProgram(source: """
            [[ stitchable ]] half4 Forever(float2 position, half4 color) {
                float x = position.x;
                while (x > -1.0) { x += 1.0; }
                return color;
            }
            """, file: "Forever.metal", function: "Forever", as: .colorEffect)
        program.iterationBudget = 100
        var pixmap = try Pixmap(width: 8, height: 8)
        #expect(throws: ShaderRuntimeError.iterationBudgetExceeded(location: SourceLocation(line: 3, column: 5))) {
            try program.applyColorEffect(to: &pixmap)
        }
    }

    @Test func argumentsMustMatchTheParameters() throws {
        #expect(throws: ShaderRuntimeError.self) {
            _ = try Self.ripple.layerEffect(Self.source, maxSampleOffset: .zero, arguments: [.float(1)])
        }
        #expect(throws: ShaderRuntimeError.self) {
            _ = try Self.ripple.layerEffect(Self.source, maxSampleOffset: .zero,
                                            arguments: [.float(1), .float(1), .float(1), .float(1), .float(1), .float(1)])
        }
        var pixmap = Self.source
        #expect(throws: ShaderRuntimeError.self) { try Self.ripple.applyColorEffect(to: &pixmap) }
    }

    @Test func compileErrorsAreDiagnostics() {
        #expect {
            _ = try ShaderProgram(source: ShaderSources.ripple, file: "Ripple.metal", function: "Ripples", as: .layer)
        } throws: { error in
            "\(error)".contains("no function named 'Ripples'")
        }
        #expect {
            _ = try ShaderProgram(source: ShaderSources.ripple, file: "Ripple.metal", function: "Ripple", as: .colorEffect)
        } throws: { error in
            "\(error)".hasPrefix("Ripple.metal:6:7: error: function 'Ripple' cannot be used as a color effect")
        }
    }
}

/// Sources shared by the execution tests.
enum Workloads {
    static let grade = """
        [[ stitchable ]] half4 Grade(float2 position, half4 color, float contrast, float saturation) {
            half3 c = color.rgb;
            half luminance = dot(c, half3(0.2126h, 0.7152h, 0.0722h));
            c = mix(half3(luminance), c, half(saturation));
            c = (c - 0.5h * color.a) * half(contrast) + 0.5h * color.a;
            return half4(clamp(c, half3(0.0h), half3(color.a)), color.a);
        }
        """
}
