import Testing
import Foundation
@testable import AuroraShaders

/// Colour effects people write, each run on the VM and checked against the reference evaluator and a Swift formula.
@Suite struct ColorEffectShaderTests {
    static let cases: [ShaderCase] = [
        ShaderCase(name: "Invert", source: """
            [[ stitchable ]] half4 Invert(float2 position, half4 color) {
                return half4(color.a - color.rgb, color.a);
            }
            """, kind: .colorEffect) { _, c, _ in [c.w - c.x, c.w - c.y, c.w - c.z, c.w] },
        ShaderCase(name: "Grayscale", source: """
            [[ stitchable ]] half4 Grayscale(float2 position, half4 color) {
                float l = dot(float3(color.rgb), float3(0.2126, 0.7152, 0.0722));
                return half4(half3(l), color.a);
            }
            """, kind: .colorEffect) { _, c, _ in let l = luminance(c); return [l, l, l, c.w] },
        ShaderCase(name: "Sepia", source: """
            [[ stitchable ]] half4 Sepia(float2 position, half4 color) {
                float3 c = float3(color.rgb);
                float3 s = float3(dot(c, float3(0.393, 0.769, 0.189)),
                                  dot(c, float3(0.349, 0.686, 0.168)),
                                  dot(c, float3(0.272, 0.534, 0.131)));
                return half4(half3(min(s, float3(color.a))), color.a);
            }
            """, kind: .colorEffect) { _, c, _ in
                let r = c.x * 0.393 + c.y * 0.769 + c.z * 0.189, g = c.x * 0.349 + c.y * 0.686 + c.z * 0.168
                let b = c.x * 0.272 + c.y * 0.534 + c.z * 0.131
                return [Swift.min(r, c.w), Swift.min(g, c.w), Swift.min(b, c.w), c.w]
            },
        ShaderCase(name: "Brightness", source: """
            [[ stitchable ]] half4 Brightness(float2 position, half4 color, float amount) {
                float3 c = float3(color.rgb) + amount * float(color.a);
                return half4(half3(clamp(c, 0.0, float(color.a))), color.a);
            }
            """, kind: .colorEffect, arguments: [.float(0.15)]) { _, c, _ in
                [clampf(c.x + 0.15 * c.w, 0, c.w), clampf(c.y + 0.15 * c.w, 0, c.w), clampf(c.z + 0.15 * c.w, 0, c.w), c.w]
            },
        ShaderCase(name: "Contrast", source: """
            [[ stitchable ]] half4 Contrast(float2 position, half4 color, float amount) {
                float a = color.a;
                float3 c = (float3(color.rgb) - 0.5 * a) * amount + 0.5 * a;
                return half4(half3(saturate(c)), color.a);
            }
            """, kind: .colorEffect, arguments: [.float(1.4)]) { _, c, _ in
                (0..<3).map { clampf((c[$0] - 0.5 * c.w) * 1.4 + 0.5 * c.w, 0, 1) } + [c.w]
            },
        ShaderCase(name: "Saturation", source: """
            [[ stitchable ]] half4 Saturation(float2 position, half4 color, float amount) {
                float3 c = float3(color.rgb);
                float l = dot(c, float3(0.2126, 0.7152, 0.0722));
                return half4(half3(mix(float3(l), c, amount)), color.a);
            }
            """, kind: .colorEffect, arguments: [.float(0.3)]) { _, c, _ in
                let l = luminance(c)
                return (0..<3).map { mixf(l, c[$0], 0.3) } + [c.w]
            },
        ShaderCase(name: "GradientMap", source: """
            [[ stitchable ]] half4 GradientMap(float2 position, half4 color, half4 dark, half4 light) {
                float l = color.a > 0.0h ? dot(float3(color.rgb), float3(0.2126, 0.7152, 0.0722)) / float(color.a) : 0.0;
                float4 mapped = mix(float4(dark), float4(light), l);
                return half4(mapped * float(color.a));
            }
            """, kind: .colorEffect, arguments: [.color(red: 0.1, green: 0.0, blue: 0.3, alpha: 1), .color(red: 1, green: 0.8, blue: 0.2, alpha: 1)]) { _, c, _ in
                let dark = SIMD4<Float>(Float(Float16(0.1)), 0, Float(Float16(0.3)), 1)
                let light = SIMD4<Float>(1, Float(Float16(0.8)), Float(Float16(0.2)), 1)
                let l = c.w > 0 ? luminance(c) / c.w : 0
                return (0..<4).map { mixf(dark[$0], light[$0], l) * c.w }
            },
        ShaderCase(name: "Posterize", source: """
            [[ stitchable ]] half4 Posterize(float2 position, half4 color, float levels) {
                if (color.a == 0.0h) { return color; }
                float3 straight = float3(color.rgb) / float(color.a);
                float3 stepped = floor(straight * levels + 0.5) / levels;
                return half4(half3(stepped * float(color.a)), color.a);
            }
            """, kind: .colorEffect, arguments: [.float(4)]) { _, c, _ in
                guard c.w > 0 else { return [c.x, c.y, c.z, c.w] }
                return (0..<3).map { ((c[$0] / c.w * 4 + 0.5).rounded(.down) / 4) * c.w } + [c.w]
            },
        ShaderCase(name: "Vignette", source: """
            [[ stitchable ]] half4 Vignette(float2 position, half4 color, float4 bounds, float strength) {
                float2 center = bounds.xy + bounds.zw * 0.5;
                float d = distance(position, center) / length(bounds.zw * 0.5);
                float v = 1.0 - strength * smoothstep(0.4, 1.0, d);
                return half4(half3(float3(color.rgb) * v), color.a);
            }
            """, kind: .colorEffect, arguments: [.boundingRect, .float(0.8)]) { p, c, _ in
                let d = lengthf(p - SIMD2(50, 50)) / lengthf(SIMD2(50, 50))
                let v = 1 - 0.8 * smoothstepf(0.4, 1, d)
                return [c.x * v, c.y * v, c.z * v, c.w]
            },
        ShaderCase(name: "Threshold", source: """
            [[ stitchable ]] half4 Threshold(float2 position, half4 color, float cut) {
                float l = dot(float3(color.rgb), float3(0.2126, 0.7152, 0.0722));
                float on = step(cut * float(color.a), l);
                return half4(half3(on * float(color.a)), color.a);
            }
            """, kind: .colorEffect, arguments: [.float(0.45)]) { _, c, _ in
                let on: Float = luminance(c) < 0.45 * c.w ? 0 : 1
                return [on * c.w, on * c.w, on * c.w, c.w]
            },
        ShaderCase(name: "Tint", source: """
            [[ stitchable ]] half4 Tint(float2 position, half4 color, half4 tint, float amount) {
                return half4(mix(float4(color), float4(tint.rgb * color.a, color.a), amount));
            }
            """, kind: .colorEffect, arguments: [.color(red: 0.9, green: 0.3, blue: 0.1, alpha: 1), .float(0.5)]) { _, c, _ in
                let t = SIMD3<Float>(Float(Float16(0.9)), Float(Float16(0.3)), Float(Float16(0.1)))
                return [mixf(c.x, Float(Float16(t.x * c.w)), 0.5), mixf(c.y, Float(Float16(t.y * c.w)), 0.5),
                        mixf(c.z, Float(Float16(t.z * c.w)), 0.5), c.w]
            },
        ShaderCase(name: "ChannelSwap", source: """
            [[ stitchable ]] half4 ChannelSwap(float2 position, half4 color) {
                half4 swapped = color;
                swapped.rb = color.br;
                return swapped;
            }
            """, kind: .colorEffect) { _, c, _ in [c.z, c.y, c.x, c.w] },
        ShaderCase(name: "Gamma", source: """
            [[ stitchable ]] half4 Gamma(float2 position, half4 color, float gamma) {
                if (color.a <= 0.0h) { return half4(0.0h); }
                float3 straight = float3(color.rgb) / float(color.a);
                return half4(half3(pow(straight, float3(gamma)) * float(color.a)), color.a);
            }
            """, kind: .colorEffect, arguments: [.float(2.2)]) { _, c, _ in
                guard c.w > 0 else { return [0, 0, 0, 0] }
                return (0..<3).map { Foundation.pow(c[$0] / c.w, 2.2) * c.w } + [c.w]
            },
        ShaderCase(name: "Dissolve", source: metalNoise + """
            [[ stitchable ]] half4 Dissolve(float2 position, half4 color, float progress) {
                uint h = hash(uint(position.x) * 1973u + uint(position.y) * 9277u);
                float noise = float(h & 1023u) / 1023.0;
                return noise < progress ? half4(0.0h) : color;
            }
            """, kind: .colorEffect, arguments: [.float(0.4)]) { p, c, _ in
                let h = hash(UInt32(p.x) &* 1973 &+ UInt32(p.y) &* 9277)
                return Float(h & 1023) / 1023 < 0.4 ? [0, 0, 0, 0] : [c.x, c.y, c.z, c.w]
            },
        ShaderCase(name: "Scanlines", source: """
            [[ stitchable ]] half4 Scanlines(float2 position, half4 color, float spacing) {
                return fmod(position.y, spacing) < spacing * 0.5 ? color * 0.5h : color;
            }
            """, kind: .colorEffect, arguments: [.float(4)]) { p, c, _ in
                let m = p.y - 4 * (p.y / 4).rounded(.towardZero)
                return m < 2 ? (0..<4).map { Float(Float16($0 == 0 ? c.x * 0.5 : $0 == 1 ? c.y * 0.5 : $0 == 2 ? c.z * 0.5 : c.w * 0.5)) } : [c.x, c.y, c.z, c.w]
            },
        ShaderCase(name: "CheckerOverlay", source: """
            [[ stitchable ]] half4 CheckerOverlay(float2 position, half4 color, float size) {
                int cx = int(floor(position.x / size));
                int cy = int(floor(position.y / size));
                bool dark = ((cx + cy) & 1) == 1;
                return dark ? half4(color.rgb * 0.6h, color.a) : color;
            }
            """, kind: .colorEffect, arguments: [.float(8)]) { p, c, _ in
                let dark = ((Int((p.x / 8).rounded(.down)) + Int((p.y / 8).rounded(.down))) & 1) == 1
                return dark ? [Float(Float16(c.x * 0.6)), Float(Float16(c.y * 0.6)), Float(Float16(c.z * 0.6)), c.w] : [c.x, c.y, c.z, c.w]
            },
        ShaderCase(name: "HueRotate", source: """
            [[ stitchable ]] half4 HueRotate(float2 position, half4 color, float angle) {
                float c = cos(angle), s = sin(angle);
                float3x3 m = float3x3(
                    float3(0.213 + c * 0.787 - s * 0.213, 0.213 - c * 0.213 + s * 0.143, 0.213 - c * 0.213 - s * 0.787),
                    float3(0.715 - c * 0.715 - s * 0.715, 0.715 + c * 0.285 + s * 0.140, 0.715 - c * 0.715 + s * 0.715),
                    float3(0.072 - c * 0.072 + s * 0.928, 0.072 - c * 0.072 - s * 0.283, 0.072 + c * 0.928 + s * 0.072));
                float3 rotated = m * float3(color.rgb);
                return half4(half3(clamp(rotated, 0.0, float(color.a))), color.a);
            }
            """, kind: .colorEffect, arguments: [.float(1.2)]) { _, col, _ in
                let c = cos(Float(1.2)), s = sin(Float(1.2))
                let m: [[Float]] = [
                    [0.213 + c * 0.787 - s * 0.213, 0.213 - c * 0.213 + s * 0.143, 0.213 - c * 0.213 - s * 0.787],
                    [0.715 - c * 0.715 - s * 0.715, 0.715 + c * 0.285 + s * 0.140, 0.715 - c * 0.715 + s * 0.715],
                    [0.072 - c * 0.072 + s * 0.928, 0.072 - c * 0.072 - s * 0.283, 0.072 + c * 0.928 + s * 0.072]]
                return (0..<3).map { row in clampf(m[0][row] * col.x + m[1][row] * col.y + m[2][row] * col.z, 0, col.w) } + [col.w]
            },
        ShaderCase(name: "Exposure", source: """
            [[ stitchable ]] half4 Exposure(float2 position, half4 color, float stops) {
                return half4(half3(min(float3(color.rgb) * exp2(stops), float3(color.a))), color.a);
            }
            """, kind: .colorEffect, arguments: [.float(0.7)]) { _, c, _ in
                (0..<3).map { Swift.min(c[$0] * exp2(Float(0.7)), c.w) } + [c.w]
            },
        ShaderCase(name: "SineBands", source: """
            [[ stitchable ]] half4 SineBands(float2 position, half4 color) {
                float v = 0.0;
                for (int i = 0; i < 4; i++) {
                    v += sin(position.x * float(i + 1) * 0.1) / float(i + 1);
                }
                float k = 0.5 + 0.25 * v;
                return half4(half3(float3(color.rgb) * k), color.a);
            }
            """, kind: .colorEffect) { p, c, _ in
                var v: Float = 0
                for i in 0..<4 { v += sin(p.x * Float(i + 1) * 0.1) / Float(i + 1) }
                let k = 0.5 + 0.25 * v
                return [c.x * k, c.y * k, c.z * k, c.w]
            },
        ShaderCase(name: "CutTransparent", source: """
            [[ stitchable ]] half4 CutTransparent(float2 position, half4 color, float cutoff) {
                if (float(color.a) < cutoff) {
                    return half4(0.0h);
                } else if (float(color.a) > 0.9) {
                    return half4(color.rgb, 1.0h);
                }
                return color * 0.9h;
            }
            """, kind: .colorEffect, arguments: [.float(0.3)]) { _, c, _ in
                if c.w < 0.3 { return [0, 0, 0, 0] }
                if c.w > 0.9 { return [c.x, c.y, c.z, 1] }
                return [c.x, c.y, c.z, c.w].map { Float(Float16($0 * Float(Float16(0.9)))) }
            },
        ShaderCase(name: "CollatzTint", source: """
            [[ stitchable ]] half4 CollatzTint(float2 position, half4 color) {
                int n = int(position.x) + 2 * int(position.y) + 1;
                int steps = 0;
                while (n != 1) {
                    n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
                    steps++;
                    if (steps >= 60) { break; }
                }
                float k = float(steps) / 60.0;
                return half4(half3(float3(color.rgb) * (1.0 - 0.5 * k)), color.a);
            }
            """, kind: .colorEffect) { p, c, _ in
                var n = Int(p.x) + 2 * Int(p.y) + 1, steps = 0
                while n != 1 {
                    n = n % 2 == 0 ? n / 2 : 3 * n + 1
                    steps += 1
                    if steps >= 60 { break }
                }
                let k = 1 - 0.5 * Float(steps) / 60
                return [c.x * k, c.y * k, c.z * k, c.w]
            },
        ShaderCase(name: "NoiseGrain", source: metalNoise + """
            [[ stitchable ]] half4 NoiseGrain(float2 position, half4 color, float scale, float amount) {
                float n = valueNoise(position / scale) - 0.5;
                return half4(half3(clamp(float3(color.rgb) + n * amount * float(color.a), 0.0, float(color.a))), color.a);
            }
            """, kind: .colorEffect, arguments: [.float(6), .float(0.3)]) { p, c, _ in
                let n = valueNoise(p / 6) - 0.5
                return (0..<3).map { clampf(c[$0] + n * 0.3 * c.w, 0, c.w) } + [c.w]
            },
        ShaderCase(name: "WeightedChannels", source: """
            [[ stitchable ]] half4 WeightedChannels(float2 position, half4 color, device const float *weights, int count) {
                float sum = 0.0;
                for (int i = 0; i < count; i++) {
                    sum += weights[i] * float(color[i % 3]);
                }
                return half4(half3(min(sum, float(color.a))), color.a);
            }
            """, kind: .colorEffect, arguments: [.floatArray([0.2, 0.5, 0.1, 0.15])]) { _, c, _ in
                let w: [Float] = [0.2, 0.5, 0.1, 0.15]
                var sum: Float = 0
                for i in 0..<4 { sum += w[i] * c[i % 3] }
                let v = Swift.min(sum, c.w)
                return [v, v, v, c.w]
            },
        ShaderCase(name: "DataPairs", source: """
            [[ stitchable ]] half4 DataPairs(float2 position, half4 color, device const float2 *pairs, int size) {
                int count = size / 8;
                float3 c = float3(color.rgb);
                for (int i = 0; i < count; i++) {
                    c = c * pairs[i].x + pairs[i].y * float(color.a);
                }
                return half4(half3(clamp(c, 0.0, float(color.a))), color.a);
            }
            """, kind: .colorEffect, arguments: [.data(dataPairsBytes)]) { _, c, _ in
                // 18 bytes: two float2 pairs and two stray bytes, which the size counts but no element reads.
                (0..<3).map { channel in
                    var v = c[channel]
                    v = v * 0.5 + 0.1 * c.w
                    v = v * 1.5 + -0.2 * c.w
                    return clampf(v, 0, c.w)
                } + [c.w]
            },
        ShaderCase(name: "PaletteLookup", source: """
            [[ stitchable ]] half4 PaletteLookup(float2 position, half4 color, device const half4 *palette, int count) {
                float l = dot(float3(color.rgb), float3(0.2126, 0.7152, 0.0722));
                int index = clamp(int(l * float(count)), 0, count - 1);
                return palette[index] * color.a;
            }
            """, kind: .colorEffect, arguments: [.colorArray([SIMD4(0, 0, 0.2, 1), SIMD4(0.5, 0.1, 0.4, 1), SIMD4(0.9, 0.5, 0.2, 1), SIMD4(1, 1, 0.8, 1)])]) { _, c, _ in
                let palette: [SIMD4<Float>] = [SIMD4(0, 0, 0.2, 1), SIMD4(0.5, 0.1, 0.4, 1), SIMD4(0.9, 0.5, 0.2, 1), SIMD4(1, 1, 0.8, 1)]
                let index = Swift.min(Swift.max(Int(luminance(c) * 4), 0), 3)
                return (0..<4).map { Float(Float16(Float(Float16(palette[index][$0])) * c.w)) }
            },
        ShaderCase(name: "HueShift", source: """
            float3 rgb2hsv(float3 c) {
                float4 K = float4(0.0, -1.0 / 3.0, 2.0 / 3.0, -1.0);
                float4 p = mix(float4(c.bg, K.wz), float4(c.gb, K.xy), step(c.b, c.g));
                float4 q = mix(float4(p.xyw, c.r), float4(c.r, p.yzx), step(p.x, c.r));
                float d = q.x - min(q.w, q.y);
                float e = 1.0e-10;
                return float3(abs(q.z + (q.w - q.y) / (6.0 * d + e)), d / (q.x + e), q.x);
            }
            float3 hsv2rgb(float3 c) {
                float4 K = float4(1.0, 2.0 / 3.0, 1.0 / 3.0, 3.0);
                float3 p = abs(fract(c.xxx + K.xyz) * 6.0 - K.www);
                return c.z * mix(K.xxx, clamp(p - K.xxx, 0.0, 1.0), c.y);
            }
            [[ stitchable ]] half4 HueShift(float2 position, half4 color, float shift) {
                if (color.a == 0.0h) { return color; }
                float3 hsv = rgb2hsv(float3(color.rgb) / float(color.a));
                hsv.x = fract(hsv.x + shift);
                return half4(half3(hsv2rgb(hsv) * float(color.a)), color.a);
            }
            """, kind: .colorEffect, arguments: [.float(0.25)]) { _, col, _ in
                guard col.w > 0 else { return [col.x, col.y, col.z, col.w] }
                let c = SIMD3(col.x, col.y, col.z) / col.w
                let step1: Float = c.y < c.z ? 0 : 1
                let K = SIMD4<Float>(0, -1.0 / 3.0, 2.0 / 3.0, -1)
                let p = (0..<4).map { mixf([c.z, c.y, K.w, K.z][$0], [c.y, c.z, K.x, K.y][$0], step1) }
                let step2: Float = c.x < p[0] ? 0 : 1
                let q = (0..<4).map { mixf([p[0], p[1], p[3], c.x][$0], [c.x, p[1], p[2], p[0]][$0], step2) }
                let d = q[0] - Swift.min(q[3], q[1])
                let e: Float = 1e-10
                var hsv = SIMD3(Swift.abs(q[2] + (q[3] - q[1]) / (6 * d + e)), d / (q[0] + e), q[0])
                hsv.x = fractf(hsv.x + 0.25)
                let K2 = SIMD4<Float>(1, 2.0 / 3.0, 1.0 / 3.0, 3)
                let rgb = (0..<3).map { k -> Float in
                    let pk = Swift.abs(fractf(hsv.x + K2[k]) * 6 - K2.w)
                    return hsv.z * mixf(1, clampf(pk - 1, 0, 1), hsv.y)
                }
                return rgb.map { $0 * col.w } + [col.w]
            },
        ShaderCase(name: "StructLevels", source: """
            struct Levels {
                float black;
                float white;
                float2 gammaAndGain;
            };
            float applyLevels(Levels levels, float v) {
                float t = saturate((v - levels.black) / (levels.white - levels.black));
                return pow(t, levels.gammaAndGain.x) * levels.gammaAndGain.y;
            }
            [[ stitchable ]] half4 StructLevels(float2 position, half4 color) {
                Levels levels;
                levels.black = 0.1;
                levels.white = 0.9;
                levels.gammaAndGain = float2(0.8, 0.95);
                if (color.a == 0.0h) { return color; }
                float3 c = float3(color.rgb) / float(color.a);
                float3 result = float3(applyLevels(levels, c.r), applyLevels(levels, c.g), applyLevels(levels, c.b));
                return half4(half3(result * float(color.a)), color.a);
            }
            """, kind: .colorEffect) { _, col, _ in
                guard col.w > 0 else { return [col.x, col.y, col.z, col.w] }
                return (0..<3).map { k in
                    let t = clampf((col[k] / col.w - 0.1) / (0.9 - 0.1), 0, 1)
                    return Foundation.pow(t, 0.8) * 0.95 * col.w
                } + [col.w]
            },
        ShaderCase(name: "LocalWeights", source: """
            [[ stitchable ]] half4 LocalWeights(float2 position, half4 color) {
                float w[3] = {0.5, 0.3, 0.2};
                int start = int(position.x) % 3;
                float sum = 0.0;
                for (int i = 0; i < 3; i++) {
                    sum += w[(start + i) % 3] * float(color[i]);
                }
                return half4(half3(sum), color.a);
            }
            """, kind: .colorEffect) { p, c, _ in
                let w: [Float] = [0.5, 0.3, 0.2]
                let start = Int(p.x) % 3
                var sum: Float = 0
                for i in 0..<3 { sum += w[(start + i) % 3] * c[i] }
                return [sum, sum, sum, c.w]
            },
        ShaderCase(name: "TextureOverlay", source: """
            [[ stitchable ]] half4 TextureOverlay(float2 position, half4 color, texture2d<half> overlay, float amount) {
                constexpr sampler nearestRepeat(filter::nearest, address::repeat, coord::pixel);
                half4 o = overlay.sample(nearestRepeat, position);
                float w = float(overlay.get_width());
                return half4(mix(float4(color), float4(o), amount * w / 48.0));
            }
            """, kind: .colorEffect, arguments: [.image(ShaderCheck.layer), .float(0.4)]) { p, c, _ in
                let t = ShaderCheck.layer.pixel(x: Int(p.x) % 48, y: Int(p.y) % 40)
                let o = [t.red, t.green, t.blue, t.alpha].map { Float(Float16(Float($0) / 255)) }
                return (0..<4).map { mixf(c[$0], o[$0], 0.4) }
            },
        ShaderCase(name: "LinearTexture", source: """
            [[ stitchable ]] half4 LinearTexture(float2 position, half4 color, texture2d<half> image) {
                constexpr sampler smooth(filter::linear, address::mirrored_repeat);
                return image.sample(smooth, position / float2(30.0, 20.0)) * color.a;
            }
            """, kind: .colorEffect, arguments: [.image(ShaderCheck.layer)]) { _, _, _ in
                []  // bilinear, mirrored, normalized: checked against the reference evaluator only
            },
    ]

    @Test(arguments: cases)
    func agreesWithReferenceAndFormula(_ shader: ShaderCase) throws {
        try ShaderCheck.check(shader)
    }
}

/// `Shader.Argument.data`'s bytes for `DataPairs`: the little-endian floats (0.5, 0.1), (1.5, −0.2) and two stray bytes.
let dataPairsBytes: [UInt8] = [Float(0.5), 0.1, 1.5, -0.2].flatMap { value in
    (0..<4).map { UInt8(truncatingIfNeeded: value.bitPattern >> (8 * $0)) }
} + [0xAA, 0xBB]
