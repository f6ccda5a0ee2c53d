/// W7: the WWDC24 Ripple layer effect over the W1 image, a ~10-operation colour effect, and compiling the Ripple.
import AuroraGeometry
import AuroraRaster
import AuroraShaders
import Foundation

extension Workload {
    /// A colour grade of about ten operations: luminance, saturation, contrast about mid-grey, clamp.
    static let gradeSource = """
        #include <metal_stdlib>
        #include <SwiftUI/SwiftUI.h>
        using namespace metal;

        [[ stitchable ]] half4 Grade(float2 position, half4 color, float contrast, float saturation) {
            half3 c = color.rgb;
            half luminance = dot(c, half3(0.2126h, 0.7152h, 0.0722h));
            c = mix(half3(luminance), c, half(saturation));
            c = (c - 0.5h * color.a) * half(contrast) + 0.5h * color.a;
            return half4(clamp(c, half3(0.0h), half3(color.a)), color.a);
        }
        """

    /// The Ripple of `w7_ripple` as a layer effect over `w1_source.png`, edges clamped like Skia's
    /// `kClamp` child shader.
    static let ripple = Workload(key: "W7_shader", notes: "AuroraShaders VM, layerEffect, bilinear, clamped edges") { inputs, context in
        let parameters = inputs.document.w7_ripple
        let source = try inputs.image(named: parameters.source)
        let program = try ShaderProgram(source: SampleShaders.ripple, file: "Ripple.metal", function: "Ripple", as: .layer)
        guard parameters.origin.count == 2 else { throw BenchError.invalidInputs("w7 origin") }
        let arguments: [ShaderArgumentValue] = [
            .float2(Float(parameters.origin[0]), Float(parameters.origin[1])), .float(Float(parameters.time)),
            .float(Float(parameters.amplitude)), .float(Float(parameters.frequency)), .float(Float(parameters.decay)),
            .float(Float(parameters.speed)),
        ]
        let offset = CGSize(width: parameters.amplitude, height: parameters.amplitude)
        var output = source
        return WorkloadRun(threads: context.threads, run: {
            output = try program.layerEffect(source, maxSampleOffset: offset, arguments: arguments, edges: .clamp,
                                             threads: context.threads)
        }, output: { .pixmap(output) })
    }

    /// The grade colour effect over the W1 image, in place.
    static let colorEffect = Workload(key: "W7_shader", variant: "color-effect", notes: "~10-operation half colour effect, in place") { inputs, context in
        let source = try inputs.image(named: inputs.document.w7_ripple.source)
        let program = try ShaderProgram(source: gradeSource, file: "Grade.metal", function: "Grade", as: .colorEffect)
        var image = source
        return WorkloadRun(threads: context.threads, run: {
            image = source
            try program.applyColorEffect(to: &image, arguments: [.float(1.2), .float(0.8)], threads: context.threads)
        }, output: { .pixmap(image) })
    }

    /// Compiling the Ripple source (lex, parse, check, compile to IR).
    static let rippleCompile = Workload(key: "W7_shader", variant: "compile", notes: "ShaderProgram(source:) of the Ripple") { inputs, context in
        let source = try inputs.image(named: inputs.document.w7_ripple.source)
        return WorkloadRun(threads: 1, run: {
            _ = try ShaderProgram(source: SampleShaders.ripple, file: "Ripple.metal", function: "Ripple", as: .layer)
        }, output: { .pixmap(source) })
    }
}
