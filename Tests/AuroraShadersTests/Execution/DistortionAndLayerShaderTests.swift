import Testing
import Foundation
@testable import AuroraShaders

/// Distortions and layer effects people write, on the VM against the reference evaluator and a Swift formula.
@Suite struct DistortionAndLayerShaderTests {
    static let distortions: [ShaderCase] = [
        ShaderCase(name: "Wave", source: """
            [[ stitchable ]] float2 Wave(float2 position, float amplitude, float wavelength, float phase) {
                return position + float2(amplitude * sin(position.y / wavelength * 6.2831853 + phase), 0.0);
            }
            """, kind: .distortion, arguments: [.float(3), .float(12), .float(0.5)]) { p, _, _ in
                [p.x + 3 * sin(p.y / 12 * 6.2831853 + 0.5), p.y]
            },
        ShaderCase(name: "Pixellate", source: """
            [[ stitchable ]] float2 Pixellate(float2 position, float size) {
                return (floor(position / size) + 0.5) * size;
            }
            """, kind: .distortion, arguments: [.float(6)]) { p, _, _ in
                [((p.x / 6).rounded(.down) + 0.5) * 6, ((p.y / 6).rounded(.down) + 0.5) * 6]
            },
        ShaderCase(name: "Swirl", source: """
            [[ stitchable ]] float2 Swirl(float2 position, float2 center, float radius, float strength) {
                float2 d = position - center;
                float r = length(d);
                if (r >= radius) { return position; }
                float angle = strength * (1.0 - r / radius);
                float c = cos(angle), s = sin(angle);
                return center + float2(c * d.x - s * d.y, s * d.x + c * d.y);
            }
            """, kind: .distortion, arguments: [.float2(20, 15), .float(18), .float(2)]) { p, _, _ in
                let d = p - SIMD2(20, 15), r = lengthf(d)
                if r >= 18 { return [p.x, p.y] }
                let angle = 2 * (1 - r / 18), c = cos(angle), s = sin(angle)
                return [20 + c * d.x - s * d.y, 15 + s * d.x + c * d.y]
            },
        ShaderCase(name: "Barrel", source: """
            [[ stitchable ]] float2 Barrel(float2 position, float4 bounds, float k) {
                float2 center = bounds.xy + bounds.zw * 0.5;
                float2 uv = (position - center) / (bounds.zw * 0.5);
                float r2 = dot(uv, uv);
                return center + uv * (1.0 + k * r2) * bounds.zw * 0.5;
            }
            """, kind: .distortion, arguments: [.boundingRect, .float(0.2)]) { p, _, _ in
                let uv = (p - SIMD2(50, 50)) / SIMD2(50, 50)
                let r2 = uv.x * uv.x + uv.y * uv.y
                let q = SIMD2(50, 50) + uv * (1 + 0.2 * r2) * SIMD2(100, 100) * 0.5
                return [q.x, q.y]
            },
        ShaderCase(name: "Mirror", source: """
            [[ stitchable ]] float2 Mirror(float2 position, float axis) {
                return float2(axis - abs(position.x - axis), position.y);
            }
            """, kind: .distortion, arguments: [.float(17)]) { p, _, _ in [17 - Swift.abs(p.x - 17), p.y] },
        ShaderCase(name: "RippleDistortion", source: """
            [[ stitchable ]] float2 RippleDistortion(float2 position, float2 origin, float time) {
                float2 d = position - origin;
                float r = length(d);
                float offset = 2.0 * sin(r * 0.5 - time * 6.0) * exp(-r * 0.05);
                return r > 0.0 ? position + d / r * offset : position;
            }
            """, kind: .distortion, arguments: [.float2(12, 9), .float(0.3)]) { p, _, _ in
                let d = p - SIMD2(12, 9), r = lengthf(d)
                let offset = 2 * sin(r * 0.5 - 0.3 * 6) * exp(-r * 0.05)
                guard r > 0 else { return [p.x, p.y] }
                return [p.x + d.x / r * offset, p.y + d.y / r * offset]
            },
        ShaderCase(name: "Jitter", source: metalNoise + """
            [[ stitchable ]] float2 Jitter(float2 position, float amount) {
                uint h = hash(uint(position.x) + 4096u * uint(position.y));
                float2 offset = float2(float(h & 255u), float((h >> 8u) & 255u)) / 255.0 - 0.5;
                return position + offset * amount;
            }
            """, kind: .distortion, arguments: [.float(4)]) { p, _, _ in
                let h = hash(UInt32(p.x) &+ 4096 &* UInt32(p.y))
                return [p.x + (Float(h & 255) / 255 - 0.5) * 4, p.y + (Float((h >> 8) & 255) / 255 - 0.5) * 4]
            },
        ShaderCase(name: "Shear", source: """
            [[ stitchable ]] float2 Shear(float2 position, float amount) {
                float2x2 m = float2x2(float2(1.0, 0.0), float2(amount, 1.0));
                return m * position;
            }
            """, kind: .distortion, arguments: [.float(0.25)]) { p, _, _ in [p.x + 0.25 * p.y, p.y] },
    ]

    static let layers: [ShaderCase] = [
        ShaderCase(name: "ChromaticAberration", source: """
            [[ stitchable ]] half4 ChromaticAberration(float2 position, SwiftUI::Layer layer, float2 offset) {
                half4 red = layer.sample(position + offset);
                half4 green = layer.sample(position);
                half4 blue = layer.sample(position - offset);
                return half4(red.r, green.g, blue.b, max(max(red.a, green.a), blue.a));
            }
            """, kind: .layer, arguments: [.float2(1.5, 0.5)]) { p, _, sample in
                let r = sample(p + SIMD2(1.5, 0.5)), g = sample(p), b = sample(p - SIMD2(1.5, 0.5))
                return [r.x, g.y, b.z, Swift.max(r.w, g.w, b.w)]
            },
        ShaderCase(name: "BoxBlur", source: """
            [[ stitchable ]] half4 BoxBlur(float2 position, SwiftUI::Layer layer, float radius) {
                float4 sum = float4(0.0);
                for (int y = -1; y <= 1; y++) {
                    for (int x = -1; x <= 1; x++) {
                        sum += float4(layer.sample(position + float2(x, y) * radius));
                    }
                }
                return half4(sum / 9.0);
            }
            """, kind: .layer, arguments: [.float(1.5)]) { p, _, sample in
                var sum = SIMD4<Float>.zero
                for y in -1...1 { for x in -1...1 { sum += sample(p + SIMD2(Float(x), Float(y)) * 1.5) } }
                return [sum.x / 9, sum.y / 9, sum.z / 9, sum.w / 9]
            },
        ShaderCase(name: "Sobel", source: """
            float lum(half4 c) { return dot(float3(c.rgb), float3(0.2126, 0.7152, 0.0722)); }
            [[ stitchable ]] half4 Sobel(float2 position, SwiftUI::Layer layer) {
                float tl = lum(layer.sample(position + float2(-1, -1))), t = lum(layer.sample(position + float2(0, -1)));
                float tr = lum(layer.sample(position + float2(1, -1))), l = lum(layer.sample(position + float2(-1, 0)));
                float r = lum(layer.sample(position + float2(1, 0))), bl = lum(layer.sample(position + float2(-1, 1)));
                float b = lum(layer.sample(position + float2(0, 1))), br = lum(layer.sample(position + float2(1, 1)));
                float gx = -tl - 2.0 * l - bl + tr + 2.0 * r + br;
                float gy = -tl - 2.0 * t - tr + bl + 2.0 * b + br;
                float edge = saturate(sqrt(gx * gx + gy * gy));
                return half4(half3(edge), 1.0h);
            }
            """, kind: .layer) { p, _, sample in
                func lum(_ dx: Float, _ dy: Float) -> Float {
                    let c = sample(p + SIMD2(dx, dy))
                    return luminance(SIMD4(Float(Float16(c.x)), Float(Float16(c.y)), Float(Float16(c.z)), 0))
                }
                let gx = -lum(-1, -1) - 2 * lum(-1, 0) - lum(-1, 1) + lum(1, -1) + 2 * lum(1, 0) + lum(1, 1)
                let gy = -lum(-1, -1) - 2 * lum(0, -1) - lum(1, -1) + lum(-1, 1) + 2 * lum(0, 1) + lum(1, 1)
                let e = clampf((gx * gx + gy * gy).squareRoot(), 0, 1)
                return [e, e, e, 1]
            },
        ShaderCase(name: "PixellateLayer", source: """
            [[ stitchable ]] half4 PixellateLayer(float2 position, SwiftUI::Layer layer, float size) {
                float2 cell = (floor(position / size) + 0.5) * size;
                return layer.sample(cell);
            }
            """, kind: .layer, arguments: [.float(5)]) { p, _, sample in
                let c = sample(((p / 5).rounded(.down) + 0.5) * 5)
                return [c.x, c.y, c.z, c.w]
            },
        ShaderCase(name: "DropShadow", source: """
            [[ stitchable ]] half4 DropShadow(float2 position, SwiftUI::Layer layer, float2 offset, half4 shadow) {
                half4 content = layer.sample(position);
                half shadowAlpha = layer.sample(position - offset).a;
                half4 below = shadow * shadowAlpha;
                return content + below * (1.0h - content.a);
            }
            """, kind: .layer, arguments: [.float2(2, 3), .color(red: 0, green: 0, blue: 0, alpha: 0.5)]) { p, _, sample in
                let c = sample(p), s = sample(p - SIMD2(2, 3)).w
                return (0..<4).map { c[$0] + ($0 == 3 ? 0.5 * s : 0) * (1 - c.w) }
            },
        ShaderCase(name: "Glow", source: """
            [[ stitchable ]] half4 Glow(float2 position, SwiftUI::Layer layer, float radius, float intensity) {
                float4 base = float4(layer.sample(position));
                float4 glow = float4(0.0);
                for (int i = 0; i < 8; i++) {
                    float angle = float(i) * 0.785398;
                    glow += float4(layer.sample(position + float2(cos(angle), sin(angle)) * radius));
                }
                return half4(base + glow / 8.0 * intensity * (1.0 - base.a));
            }
            """, kind: .layer, arguments: [.float(2), .float(0.8)]) { p, _, sample in
                let base = sample(p)
                var glow = SIMD4<Float>.zero
                for i in 0..<8 {
                    let angle = Float(i) * 0.785398
                    glow += sample(p + SIMD2(cos(angle), sin(angle)) * 2)
                }
                return (0..<4).map { base[$0] + glow[$0] / 8 * 0.8 * (1 - base.w) }
            },
        ShaderCase(name: "LayerWave", source: """
            [[ stitchable ]] half4 LayerWave(float2 position, SwiftUI::Layer layer, float time) {
                float2 offset = float2(sin(position.y * 0.3 + time) * 2.0, 0.0);
                half4 c = layer.sample(position + offset);
                return c.a > 0.5h ? c : half4(0.0h);
            }
            """, kind: .layer, arguments: [.float(1)]) { p, _, sample in
                let c = sample(p + SIMD2(sin(p.y * 0.3 + 1) * 2, 0))
                return Float(Float16(c.w)) > 0.5 ? [c.x, c.y, c.z, c.w] : [0, 0, 0, 0]
            },
    ]

    @Test(arguments: distortions)
    func distortionAgrees(_ shader: ShaderCase) throws {
        try ShaderCheck.check(shader)
    }

    @Test(arguments: layers)
    func layerEffectAgrees(_ shader: ShaderCase) throws {
        try ShaderCheck.check(shader)
    }
}
