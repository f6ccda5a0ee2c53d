/// Shader effects: the nested list drawn offscreen over the view's bounds, run through the `.metal` function, drawn back.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraShaders
import Foundation

extension DisplayListDrawer {
    /// The largest offscreen image a shader effect renders (pixels).
    static let maximumShaderPixels = 4096 * 4096

    /// Runs `shader` over `list` within the effect item's bounds `(0, 0, size)`.
    ///
    /// The list is drawn offscreen at `scale` pixels per point (the device transform's length
    /// per unit on its longer axis); the function sees positions in the view's user space
    /// (points: pixel centres divided by `scale`), `layer.sample` and `maxSampleOffset` in
    /// points, and `.boundingRect` as `(0, 0, width, height)` in points, as in SwiftUI. The
    /// result is drawn back through the device transform. A function that
    /// does not compile or does not take the arguments draws the list unchanged (logged once).
    func shade(_ list: DisplayList, with shader: DisplayList.Shader, size: CGSize, opacity: Float,
               depth: Int) throws(DisplayListRenderError) {
        let device = context.transform
        let scale = max((device.a * device.a + device.b * device.b).squareRoot(), (device.c * device.c + device.d * device.d).squareRoot())
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard scale.isFinite, scale > 0, width.isFinite, height.isFinite, width >= 1, height >= 1 else { return }
        guard width * height <= CGFloat(Self.maximumShaderPixels),
              let program = ShaderProgramCache.shared.program(source: shader.source, file: shader.file,
                                                             function: shader.function, kind: shader.kind.entryKind) else {
            try draw(list, opacity: opacity, depth: depth)
            return
        }
        // The drawing and the shaded result.
        let what = "a shader's layer of \(Int(width))×\(Int(height)) pixels"
        let result = try allowance.holding(2 * RenderAllowance.pixelBytes(Int(width), Int(height)), for: what) {
            () throws(DisplayListRenderError) -> Pixmap? in
            try shaded(list, by: program, shader: shader, width: Int(width), height: Int(height), scale: scale, depth: depth)
        }
        guard let result else {
            try draw(list, opacity: opacity, depth: depth)
            return
        }
        if context.keepsRecordedImages { try allowance.chargeRecorded(RenderAllowance.pixelBytes(result.width, result.height), for: what) }
        context.draw(result, transform: CGAffineTransform(scaleX: 1 / scale, y: 1 / scale), opacity: opacity)
    }

    /// `list` drawn offscreen at `scale` over `width × height` pixels and run through `program`;
    /// `nil` when the function cannot run (reported once).
    private func shaded(_ list: DisplayList, by program: ShaderProgram, shader: DisplayList.Shader, width: Int, height: Int,
                        scale: CGFloat, depth: Int) throws(DisplayListRenderError) -> Pixmap? {
        guard let offscreen = try? RasterContext(width: width, height: height, threads: context.threads) else { return nil }
        offscreen.transform = CGAffineTransform(scaleX: scale, y: scale)
        try drawing(into: offscreen).draw(list, opacity: 1, depth: depth)
        let arguments = shader.arguments.map(\.rasterValue)
        let window = CGSize(width: Self.finiteOffset(shader.maxSampleOffset.width), height: Self.finiteOffset(shader.maxSampleOffset.height))
        let pixelsPerPoint = Float(scale)
        let result: Pixmap
        do throws(ShaderRuntimeError) {
            switch shader.kind {
            case .colorEffect:
                var pixels = offscreen.pixmap
                try program.applyColorEffect(to: &pixels, arguments: arguments, scale: pixelsPerPoint, threads: context.threads)
                result = pixels
            case .distortion:
                result = try program.distortionEffect(offscreen.pixmap, maxSampleOffset: window, arguments: arguments,
                                                     scale: pixelsPerPoint, threads: context.threads)
            case .layer:
                result = try program.layerEffect(offscreen.pixmap, maxSampleOffset: window, arguments: arguments,
                                                scale: pixelsPerPoint, threads: context.threads)
            case .fill:
                // A fill is a paint, not an effect: never produced as an effect; drawn unchanged.
                result = offscreen.pixmap
            }
        } catch {
            ShaderProgramCache.shared.report("Aurora: shader '\(shader.function)' in \(shader.file) cannot run; drawing the view unchanged.\n\(error)")
            return nil
        }
        return result
    }

    /// A sample offset in points, kept finite and non-negative.
    private static func finiteOffset(_ points: CGFloat) -> CGFloat {
        points.isFinite ? max(0, min(points, 1e6)) : (points > 0 ? 1e6 : 0)
    }
}

extension DisplayList.Shader.Kind {
    /// The compiler's entry kind.
    var entryKind: EntryKind {
        switch self {
        case .colorEffect: .colorEffect
        case .distortion: .distortion
        case .layer: .layer
        case .fill: .fill
        }
    }
}

extension DisplayList.Shader.Argument {
    /// The value the shader runtime binds.
    var rasterValue: ShaderArgumentValue {
        switch self {
        case .float(let x): .float(x)
        case .float2(let x, let y): .float2(x, y)
        case .float3(let x, let y, let z): .float3(x, y, z)
        case .float4(let x, let y, let z, let w): .float4(x, y, z, w)
        case .color(let r, let g, let b, let a): .color(red: r, green: g, blue: b, alpha: a)
        case .floatArray(let values): .floatArray(values)
        case .colorArray(let colors): .colorArray(colors)
        case .data(let bytes): .data(bytes)
        case .image(let image): .image(image.pixmap)
        case .boundingRect: .boundingRect
        }
    }
}

extension DisplayList.Paint {
    /// The raster source of a shader fill: the fill function as a custom paint, or transparent
    /// (logged once) when it does not compile or does not take the arguments.
    static func shaderSource(_ shader: DisplayList.Shader, boundingRect r: CGRect) -> PaintSource {
        let transparent = PaintSource.solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
        guard let program = ShaderProgramCache.shared.program(source: shader.source, file: shader.file,
                                                             function: shader.function, kind: .fill) else { return transparent }
        let rect = r.isNull || ![r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite) ? SIMD4<Float>.zero
            : SIMD4(Float(r.minX), Float(r.minY), Float(r.width), Float(r.height))
        do throws(ShaderRuntimeError) {
            return .custom(try program.customPaint(arguments: shader.arguments.map(\.rasterValue), boundingRect: rect))
        } catch {
            ShaderProgramCache.shared.report("Aurora: shader '\(shader.function)' in \(shader.file) cannot run as a fill; drawing nothing.\n\(error)")
            return transparent
        }
    }
}
