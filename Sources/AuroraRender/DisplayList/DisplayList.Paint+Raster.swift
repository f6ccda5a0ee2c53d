/// Display-list paints and filters as the raster core's `Paint` and `Filter`.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

extension DisplayList.Paint {
    /// The raster paint, its geometry in the drawing's user space, with `opacity` applied.
    func rasterPaint(opacity: Float, antialiased: Bool = true) -> Paint {
        let source: PaintSource
        switch self {
        case .color(let color):
            source = .solid(color)
        case .linearGradient(let stops, let start, let end):
            source = .gradient(GradientPaint(.linear(start: start, end: end), stops: stops))
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            source = .gradient(GradientPaint(.radial(center: center, startRadius: startRadius, endRadius: endRadius), stops: stops))
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            source = .gradient(GradientPaint(.conic(center: center, startAngle: startAngle, endAngle: endAngle), stops: stops))
        case .ellipticalGradient(let stops, let center, let radii, let startFraction, let endFraction):
            // A unit-circle radial gradient stretched to the ellipse's semi-axes.
            let stretch = CGAffineTransform(a: radii.width, b: 0, c: 0, d: radii.height, tx: center.x, ty: center.y)
            source = .gradient(GradientPaint(.radial(center: .zero, startRadius: startFraction, endRadius: endFraction),
                                             stops: stops, transform: stretch))
        case .meshGradient(let mesh):
            source = .mesh(mesh)
        case .spreadGradient(let inner, let spread, let transform):
            var paint = inner.rasterPaint(opacity: opacity, antialiased: antialiased)
            if case .gradient(var gradient) = paint.source {
                gradient.spread = spread
                gradient.transform = gradient.transform.concatenating(transform)
                paint.source = .gradient(gradient)
            }
            return paint
        case .perceptualGradient(let inner):
            var paint = inner.rasterPaint(opacity: opacity, antialiased: antialiased)
            if case .gradient(var gradient) = paint.source {
                gradient.colorSpace = .perceptual
                paint.source = .gradient(gradient)
            }
            return paint
        case .shader(let shader, let boundingRect, let shaderOpacity):
            return Paint(Self.shaderSource(shader, boundingRect: boundingRect), opacity: opacity * shaderOpacity, isAntialiased: antialiased)
        }
        return Paint(source, opacity: opacity, isAntialiased: antialiased)
    }
}

extension DisplayList.Filter {
    /// The raster filter, lengths scaled from points to device pixels by `deviceTransform`;
    /// `nil` for a filter that does nothing.
    func rasterFilter(deviceTransform t: CGAffineTransform) -> Filter? {
        // Lengths scale by the geometric mean of the axes' scales (exact for uniform scales).
        let scale = Float(abs(t.a * t.d - t.b * t.c).squareRoot())
        switch self {
        case .blur(let radius, let opaque):
            let sigma = Float(radius) * scale
            guard sigma > 0 else { return nil }
            return .blur(GaussianBlur(radius: sigma, opaque: opaque))
        case .shadow(let color, let radius, let offset):
            let dx = t.a * offset.width + t.c * offset.height, dy = t.b * offset.width + t.d * offset.height
            return .shadow(Shadow(color: color, radius: max(0, Float(radius) * scale), offset: SIMD2(Float(dx), Float(dy))))
        case .brightness(let amount): return .colorMatrix(.brightness(Float(amount)))
        case .contrast(let amount): return .colorMatrix(.contrast(Float(amount)))
        case .saturation(let amount): return .colorMatrix(.saturation(Float(amount)))
        case .hueRotation(let angle): return .colorMatrix(.hueRotation(angle))
        case .grayscale(let amount): return .colorMatrix(.grayscale(Float(amount)))
        case .colorInvert: return .colorMatrix(.colorInvert())
        case .colorMultiply(let color): return .colorMatrix(.colorMultiply(color))
        case .luminanceToAlpha: return .colorMatrix(.luminanceToAlpha)
        case .colorMatrix(let matrix): return .colorMatrix(matrix)
        case .alphaThreshold(let minimum, let maximum, let color):
            return .alphaThreshold(AlphaThreshold(minimum: Float(minimum), maximum: Float(maximum), color: color))
        }
    }
}
