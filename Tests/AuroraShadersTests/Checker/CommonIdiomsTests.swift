import Testing
import AuroraShaders

/// Idioms SwiftUI shader authors write, each accepted as written and computing what it says.
@Suite struct CommonIdiomsTests {
    static let source = """
        #include <metal_stdlib>
        #include <SwiftUI/SwiftUI.h>
        using namespace metal;
        #define TAU 6.28318530718

        float random(float2 p) {
            return fract(sin(dot(p, float2(12.9898, 78.233))) * 43758.5453);
        }

        float3 hsv2rgb(float3 c) {
            float4 K = float4(1.0, 2.0 / 3.0, 1.0 / 3.0, 3.0);
            float3 p = abs(fract(c.xxx + K.xyz) * 6.0 - K.www);
            return c.z * mix(K.xxx, clamp(p - K.xxx, 0.0, 1.0), c.y);
        }

        [[ stitchable ]] half4 chromatic(float2 position, SwiftUI::Layer layer, float offset) {
            half r = layer.sample(position + float2(offset, 0)).r;
            half4 center = layer.sample(position);
            half b = layer.sample(position - float2(offset, 0)).b;
            return half4(r, center.g, b, center.a);
        }

        [[ stitchable ]] half4 gradientMap(float2 position, half4 color, device const half4 *colors, int count) {
            float t = dot(float3(color.rgb), float3(0.299, 0.587, 0.114));
            if (count < 2) { return color; }
            float scaled = t * float(count - 1);
            int i = min(int(scaled), count - 2);
            half4 mapped = mix(colors[i], colors[i + 1], half(scaled - float(i)));
            return mapped * color.a;
        }

        [[ stitchable ]] half4 vignette(float2 position, half4 color, float4 bounds, float strength) {
            float2 uv = (position - bounds.xy) / bounds.zw;
            float d = distance(uv, float2(0.5));
            color.rgb *= half(1.0 - smoothstep(0.4, 0.8, d) * strength);
            return color;
        }

        [[ stitchable ]] half4 dissolve(float2 position, half4 color, float threshold) {
            const float scale = 0.25;
            if (random(floor(position * scale)) < threshold) return half4(0);
            return color;
        }

        [[ stitchable ]] float2 twirl(float2 position, float2 center, float radius, float strength) {
            float2 d = position - center;
            float r = length(d);
            if (r >= radius) { return position; }
            float angle = strength * (1.0 - r / radius) * TAU;
            float2x2 rotation = float2x2(cos(angle), sin(angle), -sin(angle), cos(angle));
            return center + rotation * d;
        }

        [[ stitchable ]] half4 rainbow(float2 position, float4 bounds, float time) {
            bool inside = all(position >= bounds.xy) && all(position <= bounds.xy + bounds.zw);
            uint h = uint(position.x) * 73856093u ^ uint(position.y) * 19349663u;
            float hue = fract(position.x / bounds.z + time + float(h & 1u) * 0.0);
            return inside ? half4(half3(hsv2rgb(float3(hue, 1.0, 1.0))), 1.0h) : half4(0.0h);
        }
        """

    @Test func everyIdiomChecksWithItsEntryKind() throws {
        let program = try ShaderFrontEnd.check(source: Self.source, file: "Idioms.metal").get()
        #expect(program.functions.map(\.name) == ["random", "hsv2rgb", "chromatic", "gradientMap", "vignette", "dissolve", "twirl", "rainbow"])
        #expect(program.functions.map(\.entryKind) == [nil, nil, .layer, .colorEffect, .colorEffect, .colorEffect, .distortion, .fill])
    }

    @Test func idiomsComputeWhatTheySay() throws {
        let evaluator = ReferenceEvaluator(program: try ShaderFrontEnd.check(source: Self.source, file: "Idioms.metal").get())
        // Red at hue 0, and a point outside the bounds is transparent.
        #expect(try evaluator.call("rainbow", arguments: [.float2(0, 5), .float4(0, 0, 100, 10), .float(0)], layer: nil, iterationBudget: 0)
            == .half4(1, 0, 0, 1))
        #expect(try evaluator.call("rainbow", arguments: [.float2(-1, 5), .float4(0, 0, 100, 10), .float(0)], layer: nil, iterationBudget: 0)
            == .half4(0, 0, 0, 0))
        // A half turn at the centre of a twirl: (11, 10) around (10, 10) → (9, 10).
        let twirled = try evaluator.call("twirl", arguments: [.float2(11, 10), .float2(10, 10), .float(100), .float(0.5 / 0.99)],
                                         layer: nil, iterationBudget: 0).floatComponents ?? []
        #expect(abs(twirled[0] - 9) < 1e-4 && abs(twirled[1] - 10) < 1e-4)
        // The gradient map picks between the two colours by luminance.
        let colors = ShaderValue.array([.half4(0, 0, 0, 1), .half4(1, 1, 1, 1)])
        let mapped = try evaluator.call("gradientMap", arguments: [.float2(0, 0), .half4(1, 1, 1, 1), colors, .int(2)],
                                        layer: nil, iterationBudget: 0)
        #expect(mapped == .half4(1, 1, 1, 1))
    }
}
