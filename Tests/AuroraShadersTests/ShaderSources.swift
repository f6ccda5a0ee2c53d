/// `ShaderSources`: the shader sources the front-end tests share, the seed's Ripple first.
import AuroraShaders

/// Sample `.metal` sources written as SwiftUI users write them.
enum ShaderSources {
    /// The Ripple layer effect from the WWDC24 session, exactly as shown there.
    static let ripple = SampleShaders.ripple
}

extension ShaderSources {
    /// A colour effect: grayscale with an amount, using a `constant` and a helper.
    static let grayscale = """
        #include <metal_stdlib>
        using namespace metal;

        constant half3 kLuminance = half3(0.2126h, 0.7152h, 0.0722h);

        half luminance(half3 rgb) { return dot(rgb, kLuminance); }

        [[ stitchable ]] half4 grayscale(float2 position, half4 color, float amount) {
            half gray = luminance(color.rgb);
            color.rgb = mix(color.rgb, half3(gray), half(amount));
            return color;
        }
        """

    /// A distortion effect: a horizontal wave.
    static let wave = """
        #include <metal_stdlib>
        using namespace metal;
        #define WAVE_SCALE 0.5f

        [[ stitchable ]] float2 wave(float2 position, float time, float4 bounds) {
            float y = position.y + sin(time * 5.0 + position.x / 20.0) * 10.0 * WAVE_SCALE;
            return float2(position.x, clamp(y, bounds.y, bounds.y + bounds.w));
        }
        """

    /// A fill: stripes from an array of colours, with a loop, a struct and a matrix.
    static let stripes = """
        #include <metal_stdlib>
        #include <SwiftUI/SwiftUI.h>
        using namespace metal;

        struct Band { float start; float width; };

        constant float kWeights[4] = { 0.1, 0.2, 0.3, 0.4 };

        float2 rotate(float2 p, float angle) {
            float2x2 m = float2x2(cos(angle), sin(angle), -sin(angle), cos(angle));
            return m * p;
        }

        [[ stitchable ]] half4 stripes(float2 position, device const half4 *colors, int count, float angle) {
            float2 p = rotate(position, angle);
            Band band = { 0.0, 10.0 };
            int index = int(floor((p.x - band.start) / band.width));
            float total = 0;
            for (int i = 0; i < 4; i++) {
                if (i == 2) continue;
                total += kWeights[i];
            }
            if (count <= 0) { return half4(0); }
            index = ((index % count) + count) % count;
            half4 c = colors[index];
            return c * half(total);
        }
        """

    /// A layer effect that pixellates, with `while`, `do`, ternary and integer arithmetic.
    static let pixellate = """
        #include <metal_stdlib>
        #include <SwiftUI/SwiftUI.h>
        using namespace metal;

        [[ stitchable ]] half4 pixellate(float2 position, SwiftUI::Layer layer, float size) {
            float s = size < 1.0 ? 1.0 : size;
            float2 cell = floor(position / s) * s + s * 0.5;
            int steps = 0;
            while (steps < 3) { steps++; }
            do { steps -= 1; } while (steps > 0);
            uint bits = 0x0Fu << 2;
            bool odd = (bits & 4u) != 0u || steps == 0;
            half4 color = layer.sample(cell);
            return odd ? color : color.bgra;
        }
        """

    /// A colour effect reading an image through a sampler.
    static let overlay = """
        #include <metal_stdlib>
        using namespace metal;

        [[ stitchable ]] half4 overlay(float2 position, half4 color, texture2d<half> image, float4 bounds) {
            constexpr sampler s(filter::linear, address::clamp_to_edge);
            float2 uv = (position - bounds.xy) / bounds.zw;
            half4 top = image.sample(s, uv);
            return top + color * (1.0h - top.a);
        }
        """

    /// Every source above.
    static let all = [ripple, grayscale, wave, stripes, pixellate, overlay]
}
