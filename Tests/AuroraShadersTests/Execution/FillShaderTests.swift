import Testing
import Foundation
@testable import AuroraShaders

/// Fill shaders (a `Shader` as a `ShapeStyle`), on the VM against the reference evaluator and a Swift formula.
@Suite struct FillShaderTests {
    static let cases: [ShaderCase] = [
        ShaderCase(name: "LinearFill", source: """
            [[ stitchable ]] half4 LinearFill(float2 position, float4 bounds, half4 from, half4 to) {
                float t = saturate((position.x - bounds.x) / bounds.z);
                return mix(from, to, half(t));
            }
            """, kind: .fill, arguments: [.boundingRect, .color(red: 1, green: 0, blue: 0, alpha: 1), .color(red: 0, green: 0, blue: 1, alpha: 1)]) { p, _, _ in
                let t = clampf(p.x / 100, 0, 1)
                return [1 - t, 0, t, 1]
            },
        ShaderCase(name: "RadialFill", source: """
            [[ stitchable ]] half4 RadialFill(float2 position, float2 center, float radius) {
                float t = smoothstep(0.0, radius, distance(position, center));
                return half4(half3(1.0 - t, 0.5 * t, t), 1.0h);
            }
            """, kind: .fill, arguments: [.float2(20, 14), .float(25)]) { p, _, _ in
                let t = smoothstepf(0, 25, lengthf(p - SIMD2(20, 14)))
                return [1 - t, 0.5 * t, t, 1]
            },
        ShaderCase(name: "Checkerboard", source: """
            [[ stitchable ]] half4 Checkerboard(float2 position, float size, half4 a, half4 b) {
                uint cx = uint(position.x / size), cy = uint(position.y / size);
                return ((cx ^ cy) & 1u) == 0u ? a : b;
            }
            """, kind: .fill, arguments: [.float(7), .color(red: 0.9, green: 0.9, blue: 0.9, alpha: 1), .color(red: 0.2, green: 0.2, blue: 0.25, alpha: 1)]) { p, _, _ in
                let even = ((UInt32(p.x / 7) ^ UInt32(p.y / 7)) & 1) == 0
                return even ? [0.9, 0.9, 0.9, 1] : [0.2, 0.2, 0.25, 1]
            },
        ShaderCase(name: "Stripes", source: """
            [[ stitchable ]] half4 Stripes(float2 position, float width, float angle) {
                float2 direction = float2(cos(angle), sin(angle));
                float v = fract(dot(position, direction) / width);
                float edge = smoothstep(0.45, 0.5, v) - smoothstep(0.95, 1.0, v);
                return half4(half3(edge), 1.0h);
            }
            """, kind: .fill, arguments: [.float(6), .float(0.6)]) { p, _, _ in
                let v = fractf((p.x * cos(Float(0.6)) + p.y * sin(Float(0.6))) / 6)
                let e = smoothstepf(0.45, 0.5, v) - smoothstepf(0.95, 1, v)
                return [e, e, e, 1]
            },
        ShaderCase(name: "HueWheel", source: """
            [[ stitchable ]] half4 HueWheel(float2 position, float2 center) {
                float2 d = position - center;
                float hue = (atan2(d.y, d.x) + M_PI_F) / (2.0 * M_PI_F);
                float3 rgb = saturate(abs(fract(hue + float3(0.0, 2.0 / 3.0, 1.0 / 3.0)) * 6.0 - 3.0) - 1.0);
                return half4(half3(rgb), 1.0h);
            }
            """, kind: .fill, arguments: [.float2(19.3, 14.1)]) { p, _, _ in
                let d = p - SIMD2(19.3, 14.1)
                let hue = (atan2(d.y, d.x) + Float.pi) / (2 * Float.pi)
                return [0, 2.0 / 3.0, 1.0 / 3.0].map { clampf(Swift.abs(fractf(hue + Float($0)) * 6 - 3) - 1, 0, 1) } + [1]
            },
        ShaderCase(name: "Plasma", source: """
            [[ stitchable ]] half4 Plasma(float2 position, float time) {
                float v = sin(position.x * 0.2 + time) + sin(position.y * 0.15 - time)
                        + sin((position.x + position.y) * 0.1) + sin(length(position) * 0.12);
                float3 c = 0.5 + 0.5 * cos(v + float3(0.0, 2.0, 4.0));
                return half4(half3(c), 1.0h);
            }
            """, kind: .fill, arguments: [.float(0.7)]) { p, _, _ in
                let v = sin(p.x * 0.2 + 0.7) + sin(p.y * 0.15 - 0.7) + sin((p.x + p.y) * 0.1) + sin(lengthf(p) * 0.12)
                return [0, 2, 4].map { 0.5 + 0.5 * cos(v + Float($0)) } + [1]
            },
        ShaderCase(name: "FractalNoise", source: metalNoise + """
            [[ stitchable ]] half4 FractalNoise(float2 position, float scale) {
                float sum = 0.0, amplitude = 0.5;
                float2 p = position / scale;
                for (int octave = 0; octave < 4; octave++) {
                    sum += amplitude * valueNoise(p);
                    p *= 2.0;
                    amplitude *= 0.5;
                }
                return half4(half3(sum), 1.0h);
            }
            """, kind: .fill, arguments: [.float(9)]) { position, _, _ in
                var sum: Float = 0, amplitude: Float = 0.5, p = position / 9
                for _ in 0..<4 {
                    sum += amplitude * valueNoise(p)
                    p *= 2
                    amplitude *= 0.5
                }
                return [sum, sum, sum, 1]
            },
        ShaderCase(name: "Mandelbrot", source: """
            [[ stitchable ]] half4 Mandelbrot(float2 position, float2 center, float zoom) {
                float2 c = center + (position - 20.0) / zoom;
                float2 z = float2(0.0);
                int i = 0;
                for (; i < 48; i++) {
                    if (dot(z, z) > 4.0) { break; }
                    z = float2(z.x * z.x - z.y * z.y, 2.0 * z.x * z.y) + c;
                }
                float t = float(i) / 48.0;
                return half4(half3(t, t * t, sqrt(t)), 1.0h);
            }
            """, kind: .fill, arguments: [.float2(-0.6, 0), .float(16)]) { p, _, _ in
                let c = SIMD2<Float>(-0.6, 0) + (p - 20) / 16
                var z = SIMD2<Float>.zero
                var i = 0
                while i < 48 {
                    if z.x * z.x + z.y * z.y > 4 { break }
                    z = SIMD2(z.x * z.x - z.y * z.y, 2 * z.x * z.y) + c
                    i += 1
                }
                let t = Float(i) / 48
                return [t, t * t, t.squareRoot(), 1]
            },
    ]

    @Test(arguments: cases)
    func fillAgrees(_ shader: ShaderCase) throws {
        try ShaderCheck.check(shader)
    }
}
