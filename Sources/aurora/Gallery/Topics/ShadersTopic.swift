/// `ShadersTopic`: the shaders plate — the seed's Ripple over time, colour effects, distortions, a fill, a broken shader.
import AuroraGeometry
import AuroraRaster
import AuroraShaders
import Foundation

/// Metal shaders run by AuroraShaders' VM on the gallery photo: the WWDC24 Ripple layer effect
/// at four moments of its animation, colour effects, distortions, a shader fill, and a shader
/// that does not compile (drawn unchanged, as SwiftUI does; its diagnostic is printed on the
/// index page).
enum ShadersTopic {
    /// The shaders plate.
    static var topic: GalleryTopic {
        GalleryTopic(
            slug: "shaders",
            title: "Shaders",
            caption: "Metal [[ stitchable ]] functions compiled to Aurora's vector VM: the session's Ripple layer effect "
                + "(RippleModifier's amplitude 12, frequency 15, decay 8, speed 1200) at four elapsed times, colour "
                + "effects, distortions, a shader fill, and a broken shader, drawn unchanged with its diagnostic below.",
            columns: 4,
            cells: [
                effect("Ripple, 0 s (unchanged)") { try ripple($0, time: 0) },
                effect("Ripple, 0.03 s") { try ripple($0, time: 0.03) },
                effect("Ripple, 0.06 s") { try ripple($0, time: 0.06) },
                effect("Ripple, 0.12 s") { try ripple($0, time: 0.12) },
                effect("colour effect: grade (contrast 1.4, saturation 0.3)") { photo in
                    var image = photo
                    try program("Grade", .colorEffect).applyColorEffect(to: &image, arguments: [.float(1.4), .float(0.3)])
                    return image
                },
                effect("colour effect: gradient map (indigo → amber)") { photo in
                    var image = photo
                    try program("GradientMap", .colorEffect).applyColorEffect(to: &image, arguments: [
                        .color(red: 0.12, green: 0.08, blue: 0.35, alpha: 1), .color(red: 1, green: 0.78, blue: 0.3, alpha: 1)])
                    return image
                },
                effect("colour effect: dissolve 45 %") { photo in
                    var image = photo
                    try program("Dissolve", .colorEffect).applyColorEffect(to: &image, arguments: [.float(0.45)])
                    return image
                },
                effect("layer effect: chromatic aberration (3, 1) px") { photo in
                    try program("ChromaticAberration", .layer).layerEffect(photo, maxSampleOffset: CGSize(width: 3, height: 3),
                                                                         arguments: [.float2(3, 1)])
                },
                effect("distortion: wave (amplitude 4 px, wavelength 24 px)") { photo in
                    try program("Wave", .distortion).distortionEffect(photo, maxSampleOffset: CGSize(width: 0, height: 4),
                                                                    arguments: [.float(4), .float(24)])
                },
                effect("distortion: swirl about the sun") { photo in
                    try program("Swirl", .distortion).distortionEffect(photo, maxSampleOffset: CGSize(width: 120, height: 120),
                                                                     arguments: [.float2(155, 60), .float(70), .float(2.5)])
                },
                ShowcaseCell("fill: Shader as a ShapeStyle (plasma) in a rounded rectangle", draw: drawFill),
                effect("broken shader: drawn unchanged (diagnostic below)") { photo in
                    // Compiling throws, so the cell shows the photo unchanged, as SwiftUI shows the view.
                    var image = photo
                    try ShaderProgram(source: brokenSource, file: "Broken.metal", function: "Broken", as: .colorEffect)
                        .applyColorEffect(to: &image, arguments: [.float(0.5)])
                    return image
                },
            ],
            detail: brokenDiagnostic)
    }

    /// The shaders of the plate, as a `.metal` file a SwiftUI app would ship: the seed's Ripple,
    /// then the plate's own effects.
    static let library = SampleShaders.ripple + """

        [[ stitchable ]] half4 Grade(float2 position, half4 color, float contrast, float saturation) {
            half3 c = color.rgb;
            half luminance = dot(c, half3(0.2126h, 0.7152h, 0.0722h));
            c = mix(half3(luminance), c, half(saturation));
            c = (c - 0.5h * color.a) * half(contrast) + 0.5h * color.a;
            return half4(clamp(c, half3(0.0h), half3(color.a)), color.a);
        }

        [[ stitchable ]] half4 GradientMap(float2 position, half4 color, half4 dark, half4 light) {
            float l = color.a > 0.0h ? dot(float3(color.rgb), float3(0.2126, 0.7152, 0.0722)) / float(color.a) : 0.0;
            return half4(mix(float4(dark), float4(light), l) * float(color.a));
        }

        uint hash(uint x) {
            uint state = x * 747796405u + 2891336453u;
            uint word = ((state >> ((state >> 28u) + 4u)) ^ state) * 277803737u;
            return (word >> 22u) ^ word;
        }

        [[ stitchable ]] half4 Dissolve(float2 position, half4 color, float progress) {
            uint h = hash(uint(position.x / 3.0) * 1973u + uint(position.y / 3.0) * 9277u);
            return float(h & 1023u) / 1023.0 < progress ? half4(0.0h) : color;
        }

        [[ stitchable ]] half4 ChromaticAberration(float2 position, SwiftUI::Layer layer, float2 offset) {
            half4 red = layer.sample(position + offset);
            half4 green = layer.sample(position);
            half4 blue = layer.sample(position - offset);
            return half4(red.r, green.g, blue.b, max(max(red.a, green.a), blue.a));
        }

        [[ stitchable ]] float2 Wave(float2 position, float amplitude, float wavelength) {
            return position + float2(0.0, amplitude * sin(position.x / wavelength * 6.2831853));
        }

        [[ stitchable ]] float2 Swirl(float2 position, float2 center, float radius, float strength) {
            float2 d = position - center;
            float r = length(d);
            if (r >= radius) { return position; }
            float angle = strength * (1.0 - r / radius) * (1.0 - r / radius);
            float c = cos(angle), s = sin(angle);
            return center + float2(c * d.x - s * d.y, s * d.x + c * d.y);
        }

        [[ stitchable ]] half4 Plasma(float2 position, float scale) {
            float2 p = position / scale;
            float v = sin(p.x) + sin(p.y * 0.8) + sin((p.x + p.y) * 0.6) + sin(length(p - float2(4.0, 3.0)) * 1.4);
            float3 c = 0.5 + 0.5 * cos(v * 1.2 + float3(0.0, 2.1, 4.2));
            return half4(half3(c), 1.0h);
        }
        """

    /// A shader with a typo, as a user might write it.
    static let brokenSource = """
        #include <metal_stdlib>
        using namespace metal;

        [[ stitchable ]] half4 Broken(float2 position, half4 color, float amount) {
            half3 tinted = color.rgb * amout;
            return half4(tinted, color.a);
        }
        """

    /// What compiling the broken shader reports.
    static var brokenDiagnostic: String {
        do {
            _ = try ShaderProgram(source: brokenSource, file: "Broken.metal", function: "Broken", as: .colorEffect)
            return "Broken.metal compiled (unexpectedly)"
        } catch {
            return error.description
        }
    }

    /// The plate's shader `name`, compiled as `kind`.
    static func program(_ name: String, _ kind: EntryKind) throws -> ShaderProgram {
        try ShaderProgram(source: library, file: "Effects.metal", function: name, as: kind)
    }

    /// The Ripple at `time` seconds after a tap at the photo's sun, as RippleModifier drives it.
    static func ripple(_ photo: Pixmap, time: Float) throws -> Pixmap {
        try program("Ripple", .layer).layerEffect(photo, maxSampleOffset: CGSize(width: 12, height: 12), arguments: [
            .float2(155, 60), .float(time), .float(12), .float(15), .float(8), .float(1200)])
    }

    /// A cell showing the photo (in pixels, the plates' scale) after `apply`; the photo unchanged if it throws.
    private static func effect(_ name: String, _ apply: @escaping @Sendable (Pixmap) throws -> Pixmap) -> ShowcaseCell {
        ShowcaseCell(name, backdrop: .checkerboard, isIsolated: true) { context, size in
            guard let photo = ShowcasePhoto.image else { return }
            let image = (try? apply(photo)) ?? photo
            let origin = CGPoint(x: ((size.width - ShowcasePhoto.size.width) / 2).rounded(),
                                 y: ((size.height - ShowcasePhoto.size.height) / 2).rounded())
            let pixelsToPoints = 1 / Showcase.scale
            context.draw(image, transform: CGAffineTransform(scaleX: pixelsToPoints, y: pixelsToPoints)
                .concatenating(CGAffineTransform(translationX: origin.x, y: origin.y)))
        }
    }

    /// The plasma fill in a rounded rectangle.
    private static func drawFill(_ context: RasterContext, _ size: CGSize) {
        guard let paint = try? program("Plasma", .fill).customPaint(arguments: [.float(6)]) else { return }
        let rect = CGRect(x: 14, y: 10, width: size.width - 28, height: size.height - 20)
        context.fill(BezierPath(roundedRect: rect, cornerRadius: 14), with: Paint(.custom(paint)))
    }
}
