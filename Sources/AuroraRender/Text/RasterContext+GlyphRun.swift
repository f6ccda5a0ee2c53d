/// Drawing glyph runs into a `RasterContext`: cached masks for untransformed glyphs, outlines otherwise.
import AuroraGeometry
import Foundation
import AuroraRaster
import AuroraText

extension RasterContext {
    /// Draws `run` filled with `paint` (colour glyphs with their own colours).
    ///
    /// When the transform only translates and scales uniformly, and `options` does not
    /// disable quantization, each glyph's pen is snapped to a quarter pixel along x and a whole
    /// pixel along y, and its coverage mask comes from `cache`. Otherwise (rotation, skew,
    /// non-uniform scale, or `.disablesSubpixelQuantization`) each outline is filled exactly
    /// where it lies.
    public func draw(_ run: GlyphRun, with paint: Paint, options: TextDrawOptions = [],
                     cache: GlyphMaskCache = .shared) {
        let count = min(run.glyphs.count, run.positions.count)
        guard count > 0, run.size.isFinite, run.size > 0 else { return }
        let t = transform
        let deviceSize = run.size * t.a
        let cacheable = t.b == 0 && t.c == 0 && t.a == t.d && t.a > 0 && !options.contains(.disablesSubpixelQuantization)
            && deviceSize <= CGFloat(GlyphRasterizer.maximumMaskSide) / 2
        for index in 0..<count {
            let glyph = run.glyphs[index], position = run.positions[index]
            guard cacheable else {
                drawOutline(of: run, at: index, with: paint)
                continue
            }
            let device = position.applying(t)
            guard device.x.isFinite, device.y.isFinite, abs(device.x) < 16_777_216, abs(device.y) < 16_777_216 else { continue }
            let steps = CGFloat(GlyphMaskCache.subpixelSteps)
            let quarters = Int((device.x * steps).rounded())
            let whole = Int((Double(quarters) / steps).rounded(.down))
            let subpixel = quarters - whole * GlyphMaskCache.subpixelSteps
            guard let mask = cache.mask(face: run.face, glyph: glyph, pixelsPerEm: deviceSize, subpixel: subpixel) else {
                drawOutline(of: run, at: index, with: paint)
                continue
            }
            fill(mask, x: whole, y: Int(device.y.rounded()), with: paint)
        }
    }

    /// Fills glyph `index`'s outline exactly where the transform puts it, flattened in device
    /// pixels as cached glyphs are (then mapped back to user space, where the fill and its
    /// paint are resolved; lines stay lines, so the device polygon is unchanged).
    private func drawOutline(of run: GlyphRun, at index: Int, with paint: Paint) {
        guard run.glyphs.indices.contains(index), run.positions.indices.contains(index),
              let outline = try? run.face.outline(of: run.glyphs[index]), !outline.isEmpty else { return }
        let t = transform
        let determinant = t.a * t.d - t.b * t.c
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return }
        let device = GlyphRasterizer.deviceOutline(of: outline, unitsPerEm: run.face.unitsPerEm, pixelsPerEm: run.size,
                                                   origin: run.positions[index], deviceTransform: t)
        var user = BezierPath()
        user.addPath(device, transform: t.inverted())
        fill(user, with: paint)
    }
}
