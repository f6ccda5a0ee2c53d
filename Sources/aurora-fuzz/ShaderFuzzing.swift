/// `ShaderFuzzing`: shader sources for the fuzzer — checked, compiled and run.
// Built only for fuzzing: @testable import needs the debug build that Scripts/fuzz makes.
#if FUZZING
import AuroraGeometry
import AuroraRaster
import AuroraShaders
import Foundation

/// Runs the front end on a source and every function that compiles as an entry point on a 4×4
/// image, with a zero for each argument it takes.
enum ShaderFuzzing {
    /// One source of each entry kind, with helpers, loops, structs and arguments.
    static let seeds = [
        SampleShaders.ripple,
        """
        #include <metal_stdlib>
        using namespace metal;
        struct Tint { half3 rgb; float amount; };
        half3 mixed(Tint t, half3 c) { return mix(c, t.rgb, half(t.amount)); }
        [[ stitchable ]] half4 grade(float2 position, half4 color, float amount) {
            Tint t = { half3(1, 0.5, 0), amount };
            float sum = 0;
            for (int i = 0; i < 4; i++) { sum += sin(position.x * float(i)); }
            return half4(mixed(t, color.rgb) * half(0.5 + 0.5 * sum), color.a);
        }
        """,
        """
        [[ stitchable ]] float2 wave(float2 position, float time) {
            return position + float2(sin(position.y / 4 + time), 0) * 2;
        }
        [[ stitchable ]] half4 stripes(float2 position, device const half4 *colors, int count) {
            int index = int(position.x) % max(count, 1);
            return index < count ? colors[index] : half4(0);
        }
        """,
    ]

    static func run(_ source: String) {
        guard case .success(let checked) = ShaderFrontEnd.check(source: source, file: "Fuzz.metal") else { return }
        guard var pixmap = try? Pixmap(width: 4, height: 4) else { return }
        pixmap.fill(RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).pixel)
        for function in checked.functions where function.isStitchable {
            for kind in [EntryKind.colorEffect, .distortion, .layer, .fill] where function.canServe(as: kind) {
                guard let program = try? ShaderProgram(source: source, file: "Fuzz.metal", function: function.name, as: kind) else { continue }
                let arguments = function.argumentParameters(for: kind).map { _ in ShaderArgumentValue.float(0) }
                switch kind {
                case .colorEffect:
                    var copy = pixmap
                    try? program.applyColorEffect(to: &copy, arguments: arguments, threads: 1)
                case .distortion:
                    _ = try? program.distortionEffect(pixmap, maxSampleOffset: CGSize(width: 2, height: 2), arguments: arguments, threads: 1)
                case .layer:
                    _ = try? program.layerEffect(pixmap, maxSampleOffset: CGSize(width: 2, height: 2), arguments: arguments, threads: 1)
                case .fill:
                    _ = try? program.customPaint(arguments: arguments)
                }
            }
        }
    }
}
#endif
