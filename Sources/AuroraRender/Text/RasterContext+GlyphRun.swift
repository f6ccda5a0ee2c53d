/// Drawing glyph runs into a `RasterContext`: cached masks for untransformed glyphs, outlines otherwise, colour glyphs in colour.
import AuroraGeometry
import AuroraRaster
import AuroraText
import Foundation

extension RasterContext {
    /// Draws `run` filled with `paint`; colour glyphs (emoji bitmaps, COLR layers) keep their
    /// own colours, with the paint's opacity and blend mode.
    ///
    /// When the transform only translates and scales uniformly, and `options` does not
    /// disable quantization, each glyph's pen is snapped to a quarter pixel along x and a whole
    /// pixel along y, its coverage mask comes from `cache`, and emoji bitmaps are resampled to
    /// their device size once and blitted at whole pixels. Otherwise (rotation, skew,
    /// non-uniform scale, or `.disablesSubpixelQuantization`) each outline is filled exactly
    /// where it lies and bitmaps are drawn through the transform with bilinear filtering.
    public func draw(_ run: GlyphRun, with paint: Paint, options: TextDrawOptions = [],
                     cache: GlyphMaskCache = .shared, colorGlyphs: ColorGlyphCache = .shared) {
        let count = min(run.glyphs.count, run.positions.count)
        guard count > 0, run.size.isFinite, run.size > 0 else { return }
        // A face without outlines (a CFF2 font) draws nothing: say why, once per face.
        if let error = run.face.outlineError, !run.face.hasColorGlyphs {
            OnceLog.shared.report("Aurora: \(run.face.description.echoed()): \(error)")
        }
        let t = transform
        let deviceSize = run.size * t.a
        let isAxisAligned = t.b == 0 && t.c == 0 && t.a == t.d && t.a > 0
        let quantized = isAxisAligned && !options.contains(.disablesSubpixelQuantization)
            && deviceSize <= CGFloat(GlyphRasterizer.maximumMaskSide) / 2
        let colorSize = isAxisAligned ? deviceSize : run.size * max(abs(t.a) + abs(t.c), abs(t.b) + abs(t.d))
        let hasColor = run.face.hasColorGlyphs && colorSize.isFinite
        for index in 0..<count {
            let glyph = run.glyphs[index], position = run.positions[index]
            guard position.x.isFinite, position.y.isFinite else { continue }
            if hasColor, let color = colorGlyphs.colorGlyph(face: run.face, glyph: glyph,
                                                          pixelsPerEm: Int(min(max(colorSize, 1), 4096).rounded())) {
                switch color {
                case .bitmap(let placement, let png):
                    drawBitmap(glyph, of: run, placement: placement, png: png, at: position, paint: paint,
                               quantized: isAxisAligned && !options.contains(.disablesSubpixelQuantization), cache: colorGlyphs)
                case .layers(let layers):
                    for layer in layers {
                        drawMonochrome(layer.glyph, of: run, at: position, with: layerPaint(layer.paint, text: paint),
                                       quantized: quantized, deviceSize: deviceSize, cache: cache)
                    }
                }
                continue
            }
            drawMonochrome(glyph, of: run, at: position, with: paint, quantized: quantized, deviceSize: deviceSize, cache: cache)
        }
    }

    /// One outline glyph: its cached mask at the quantized pen, or its outline.
    private func drawMonochrome(_ glyph: GlyphID, of run: GlyphRun, at position: CGPoint, with paint: Paint,
                                quantized: Bool, deviceSize: CGFloat, cache: GlyphMaskCache) {
        guard quantized else {
            drawOutline(glyph, of: run, at: position, with: paint)
            return
        }
        let device = position.applying(transform)
        guard abs(device.x) < 16_777_216, abs(device.y) < 16_777_216 else { return }
        let steps = GlyphMaskCache.subpixelSteps
        let quarters = Int((device.x * CGFloat(steps)).rounded())
        let whole = Int((Double(quarters) / Double(steps)).rounded(.down))
        guard let mask = cache.mask(face: run.face, glyph: glyph, pixelsPerEm: deviceSize, subpixel: quarters - whole * steps) else {
            drawOutline(glyph, of: run, at: position, with: paint)
            return
        }
        fill(mask, x: whole, y: Int(device.y.rounded()), with: paint)
    }

    /// Fills a glyph's outline exactly where the transform puts it, flattened in device pixels
    /// as cached glyphs are (then mapped back to user space, where the fill and its paint are
    /// resolved; lines stay lines, so the device polygon is unchanged).
    private func drawOutline(_ glyph: GlyphID, of run: GlyphRun, at position: CGPoint, with paint: Paint) {
        guard let outline = try? run.face.outline(of: glyph), !outline.isEmpty else { return }
        let t = transform
        let determinant = t.a * t.d - t.b * t.c
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return }
        let device = GlyphRasterizer.deviceOutline(of: outline, unitsPerEm: run.face.unitsPerEm, pixelsPerEm: run.size,
                                                   origin: position, deviceTransform: t)
        var user = BezierPath()
        user.addPath(device, transform: t.inverted())
        fill(user, with: paint)
    }

    /// An emoji bitmap: resampled to its device size and blitted at whole pixels, or drawn
    /// through the transform with bilinear filtering.
    private func drawBitmap(_ glyph: GlyphID, of run: GlyphRun, placement: ColorBitmapPlacement, png: [UInt8],
                            at position: CGPoint, paint: Paint, quantized: Bool, cache: ColorGlyphCache) {
        let b = placement.bounds, scale = run.scale
        let rect = CGRect(x: position.x + b.minX * scale, y: position.y - b.maxY * scale, width: b.width * scale, height: b.height * scale)
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        let t = transform
        if quantized {
            let origin = rect.origin.applying(t)
            let width = Int((rect.width * t.a).rounded()), height = Int((rect.height * t.a).rounded())
            guard width > 0, height > 0, width <= 4096, height <= 4096, abs(origin.x) < 1_048_576, abs(origin.y) < 1_048_576,
                  let image = cache.scaledImage(face: run.face, glyph: glyph, placement: placement, png: png,
                                                width: width, height: height) else { return }
            transform = .identity
            draw(image, transform: CGAffineTransform(translationX: origin.x.rounded(), y: origin.y.rounded()),
                 opacity: paint.opacity, blendMode: paint.blendMode)
            transform = t
            return
        }
        guard let image = cache.image(face: run.face, glyph: glyph, placement: placement, png: png) else { return }
        let placed = CGAffineTransform(a: rect.width / CGFloat(image.width), b: 0, c: 0, d: rect.height / CGFloat(image.height),
                                       tx: rect.minX, ty: rect.minY)
        draw(image, transform: placed, opacity: paint.opacity, blendMode: paint.blendMode, sampling: .bilinear)
    }

    /// A COLR layer's fill: the text's paint for "foreground", else the palette colour with the
    /// text's opacity and blend mode.
    private func layerPaint(_ layer: ColorGlyphLayer.Paint, text: Paint) -> Paint {
        switch layer {
        case .foreground:
            return text
        case .color(let red, let green, let blue, let alpha):
            return Paint(.solid(RGBAColor(red8: red, green8: green, blue8: blue, alpha8: alpha)),
                         opacity: text.opacity, blendMode: text.blendMode)
        }
    }
}
