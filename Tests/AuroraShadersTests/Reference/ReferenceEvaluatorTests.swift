import Foundation
import Testing
import AuroraRaster
@testable import AuroraShaders

/// A layer whose colour is a function of the position (to check where a shader samples).
struct FunctionLayer: LayerSampler {
    var color: @Sendable (SIMD2<Float>) -> SIMD4<Float>
    func sample(_ position: SIMD2<Float>) -> SIMD4<Float> { color(position) }
}

@Suite struct ReferenceEvaluatorTests {
    static func evaluator(_ source: String) throws -> ReferenceEvaluator {
        switch ShaderFrontEnd.check(source: source, file: "test.metal") {
        case .success(let program): return ReferenceEvaluator(program: program)
        case .failure(let error):
            Issue.record("\(error)")
            throw error
        }
    }

    /// Runs `f(float2 position)` of a fill body and returns its `half4` as floats.
    static func fill(_ body: String, at position: SIMD2<Float> = .zero) throws -> [Float] {
        let evaluator = try evaluator("[[ stitchable ]] half4 f(float2 position) {\n\(body)\n}")
        let result = try evaluator.call("f", arguments: [.float2(position.x, position.y)], layer: nil, iterationBudget: 10_000)
        return result.floatComponents ?? []
    }

    @Test func rippleMatchesTheSameFormulaInSwift() throws {
        let evaluator = try Self.evaluator(ShaderSources.ripple)
        let layer = FunctionLayer { p in SIMD4(p.x / 100, p.y / 100, 0.25, 0.75) }
        let origin = SIMD2<Float>(30, 40)
        let (time, amplitude, frequency, decay, speed): (Float, Float, Float, Float, Float) = (0.6, 12, 15, 8, 1200)
        for position in [SIMD2<Float>(10, 10), SIMD2(30, 41), SIMD2(75.5, 20.25), SIMD2(200, 300)] {
            let result = try evaluator.call("Ripple", arguments: [
                .float2(position.x, position.y), .layer, .float2(origin.x, origin.y), .float(time), .float(amplitude),
                .float(frequency), .float(decay), .float(speed),
            ], layer: layer, iterationBudget: 0)
            // The shader's formula, step by step in Float, with half rounding where the shader has halves.
            let d = position - origin
            let distance = (d.x * d.x + d.y * d.y).squareRoot()
            let t = max(0, time - distance / speed)
            let ripple = amplitude * sin(frequency * t) * exp(-decay * t)
            let scale = 1 / (d.x * d.x + d.y * d.y).squareRoot()
            let newPosition = position + ripple * (d * scale)
            let sampled = layer.sample(newPosition)
            let alpha = Float(Float16(sampled.w))
            let lift = Float(Float16(0.3 * (ripple / amplitude) * alpha))
            let expected = [sampled.x, sampled.y, sampled.z].map { Float(Float16(Float(Float16($0)) + lift)) } + [alpha]
            #expect(result.floatComponents == expected, "at \(position)")
        }
    }

    @Test func halfResultsRoundToFloat16AtEveryOperation() throws {
        // 2049 is not a half: it rounds to 2048. 1 + 1/4096 rounds back to 1 in half, not in float.
        #expect(try Self.fill("half a = 2049.0; half b = 1.0h + 0.000244140625h; float c = 1.0 + 0.000244140625; return half4(a, b, half(c == 1.0 ? 0.0 : 1.0), 0.0h);")
            == [2048, 1, 1, 0])
        // A half mixed with a float computes in float: only the final store rounds.
        #expect(try Self.fill("half h = 1.0h; float f = h + 0.000244140625; return half4(half(f * 4096.0 - 4096.0));") == [1, 1, 1, 1])
        // Overflow gives infinity.
        #expect(try Self.fill("half h = 60000.0h; h = h * 2.0h; return half4(h);").first == .infinity)
    }

    @Test func halfArithmeticChainsRoundOnceWhereTheirValueLeaves() throws {
        // 1 + 2⁻¹¹ alone rounds back to 1 (a tie, to even); 1 + 2⁻¹¹ + 2⁻¹¹ as one chain is 1 + 2⁻¹⁰, a half.
        // A variable, a negation or a conversion between the operators ends the chain.
        #expect(try Self.fill(Self.halfChains) == [1.0009765625, 1, -1, 1])
    }

    /// A fill body whose results tell rounding once per chain from rounding after every operator.
    static let halfChains = """
        half a = 1.0h; half b = 0.00048828125h; half x = a + b;
        return half4(a + b + b, x + b, -(a + b) - b, half(float(a + b) + float(b)));
        """

    @Test func loopsBreakContinueAndTheIterationBudget() throws {
        #expect(try Self.fill("""
            int total = 0;
            for (int i = 0; i < 10; i++) { if (i % 2 == 1) continue; if (i == 8) break; total += i; }
            int n = 0; do { n++; } while (n < 5);
            int w = 0; while (w < 3) w++;
            return half4(float(total), float(n), float(w), 0.0);
            """) == [12, 5, 3, 0])
        let evaluator = try Self.evaluator("[[ stitchable ]] half4 f(float2 p) {\n  float x = 0;\n  while (x >= 0) { x += 1; }\n  return half4(x);\n}")
        #expect(throws: ShaderRuntimeError.iterationBudgetExceeded(location: SourceLocation(line: 3, column: 3))) {
            try evaluator.call("f", arguments: [.float2(0, 0)], layer: nil, iterationBudget: 100)
        }
    }

    @Test func incrementsAssignmentsAndIntegerEdgeCases() throws {
        #expect(try Self.fill("""
            int i = 5; int a = i++; int b = ++i; int z = 0;
            int q = 7 / z; int r = 7 % z;
            int4 v = int4(1, 2, 3, 4); v.wx = int2(9, 8); v[1] += 10;
            return half4(float(a), float(b), float(q + r), float(v.x + v.y + v.w));
            """) == [5, 7, 0, 8 + 12 + 9])
        #expect(try Self.fill("""
            float a[3] = { 1, 2 }; int k = 5; a[k] = 9; float outside = a[k] + a[2];
            uint u = 0u; u -= 1u; int big = int(1e20);
            return half4(outside, float(u == 4294967295u), float(big == 2147483647), a[1]);
            """) == [0, 1, 1, 2])
    }

    @Test func matricesMultiplyAsLinearAlgebra() throws {
        // Columns (1, 2) and (3, 4): m * (1, 1) = (4, 6); (1, 1) * m = (3, 7).
        #expect(try Self.fill("""
            float2x2 m = float2x2(float2(1, 2), float2(3, 4));
            float2 a = m * float2(1, 1); float2 b = float2(1, 1) * m;
            return half4(half2(a), half2(b));
            """) == [4, 6, 3, 7])
        #expect(try Self.fill("float3x3 m = float3x3(2.0); float2x2 t = transpose(float2x2(1, 2, 3, 4)); return half4(m[1][1], m[0][1], t[0][1], determinant(t));")
            == [2, 0, 3, -2])
    }

    @Test func builtinsFollowMetalsDefinitions() throws {
        let r = try Self.fill("""
            float a = fract(-0.25); float b = fmod(-5.5, 2.0); float c = smoothstep(0.0, 2.0, 1.0); float d = step(0.5, 0.25);
            return half4(a, b, c, d);
            """)
        #expect(r == [0.75, -1.5, 0.5, 0])
        let s = try Self.fill("float3 n = normalize(float3(3, 0, 4)); float l = length(float2(3, 4)); return half4(n.x, n.z, l, sign(-2.0));")
        #expect(s == [Float(Float16(Float(0.6))), Float(Float16(Float(0.8))), 5, -1])
        let t = try Self.fill("return half4(select(1.0, 2.0, true), round(2.5), clamp(5, 0, 3), mix(2.0, 4.0, 0.25));")
        #expect(t == [2, 3, 3, 2.5])
    }

    @Test func userFunctionsStructsAndConstants() throws {
        let evaluator = try Self.evaluator(ShaderSources.stripes)
        let colors = ShaderValue.array([ShaderValue.half4(1, 0, 0, 1), .half4(0, 1, 0, 1), .half4(0, 0, 1, 1)])
        // angle 0: p = position; index = floor(x / 10) mod 3; total = 0.1 + 0.2 + 0.4.
        let result = try evaluator.call("stripes", arguments: [.float2(25, 0), colors, .int(3), .float(0)], layer: nil, iterationBudget: 100)
        let total = Float(Float16(Float(0.1) + 0.2 + 0.4))
        #expect(result.floatComponents == [0, 0, total, total])
    }

    @Test func callsCheckTheirArguments() throws {
        let evaluator = try Self.evaluator(ShaderSources.wave)
        #expect(throws: ShaderRuntimeError.unknownFunction("ripple")) {
            try evaluator.call("ripple", arguments: [], layer: nil, iterationBudget: 1)
        }
        #expect(throws: ShaderRuntimeError.argumentMismatch(function: "wave", expected: "(float2, float, float4)")) {
            try evaluator.call("wave", arguments: [.float2(0, 0), .int(1), .float4(0, 0, 1, 1)], layer: nil, iterationBudget: 1)
        }
        let ripple = try Self.evaluator(ShaderSources.ripple)
        let arguments: [ShaderValue] = [.float2(1, 1), .layer, .float2(0, 0), .float(1), .float(1), .float(1), .float(1), .float(1)]
        #expect(throws: ShaderRuntimeError.missingLayer(location: SourceLocation(line: 40, column: 25))) {
            try ripple.call("Ripple", arguments: arguments, layer: nil, iterationBudget: 1)
        }
    }

    @Test func pixmapLayerSamplesBilinearlyAtPixelCentres() throws {
        // Two pixels: opaque red, opaque blue.
        let pixmap = try Pixmap(width: 2, height: 1, premultipliedRGBA: [255, 0, 0, 255, 0, 0, 255, 255])
        let layer = PixmapLayerSampler(pixmap: pixmap)
        #expect(layer.sample(SIMD2(0.5, 0.5)) == SIMD4(1, 0, 0, 1))
        #expect(layer.sample(SIMD2(1.0, 0.5)) == SIMD4(0.5, 0, 0.5, 1))
        #expect(layer.sample(SIMD2(1.5, 0.5)) == SIMD4(0, 0, 1, 1))
        // Half a pixel past the edge, half the colour: outside is transparent.
        #expect(layer.sample(SIMD2(0.0, 0.5)) == SIMD4(0.5, 0, 0, 0.5))
        #expect(layer.sample(SIMD2(-3, 0.5)) == .zero)
        // At 2 pixels a point, from origin (10, 0): pixel 1's centre is at x = 10 + 1.5 / 2.
        let scaled = PixmapLayerSampler(pixmap: pixmap, origin: SIMD2(10, 0), scale: 2)
        #expect(scaled.sample(SIMD2(10.75, 0.25)) == SIMD4(0, 0, 1, 1))
    }

    @Test func texturesSampleThroughTheirSampler() throws {
        let pixmap = try Pixmap(width: 2, height: 1, premultipliedRGBA: [255, 0, 0, 255, 0, 0, 255, 255])
        let image = ShaderImage(pixmap: pixmap)
        #expect(TextureSampling.sample(image, SamplerState(), SIMD2(0.3, 0.5)) == SIMD4(1, 0, 0, 1))
        #expect(TextureSampling.sample(image, SamplerState(filter: .linear), SIMD2(0.5, 0.5)) == SIMD4(0.5, 0, 0.5, 1))
        #expect(TextureSampling.sample(image, SamplerState(addressX: .repeat), SIMD2(1.3, 0.5)) == SIMD4(1, 0, 0, 1))
        #expect(TextureSampling.sample(image, SamplerState(addressX: .clampToZero), SIMD2(-0.3, 0.5)) == .zero)
        #expect(TextureSampling.sample(image, SamplerState(addressX: .mirroredRepeat, coordinates: .pixel), SIMD2(-0.5, 0)) == SIMD4(1, 0, 0, 1))
        let evaluator = try Self.evaluator(ShaderSources.overlay)
        let result = try evaluator.call("overlay", arguments: [
            .float2(3, 0), .half4(0, 1, 0, 1), .texture(image), .float4(0, 0, 4, 1),
        ], layer: nil, iterationBudget: 0)
        // uv.x = 0.75 → texel 1.5 → the blue pixel's centre; blue is opaque, so the colour is hidden.
        #expect(result == .half4(0, 0, 1, 1))
    }
}
