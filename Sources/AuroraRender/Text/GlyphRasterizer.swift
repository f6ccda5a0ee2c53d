/// Glyph rasterizing: an outline in font units (y up) placed at a pen position becomes device coverage.
import AuroraGeometry
import Foundation
import AuroraRaster

/// Turns glyph outlines into coverage masks with the raster core's exact-area rasterizer.
///
/// A glyph's outline is in font units with y up; at `pixelsPerEm` it is scaled by
/// `pixelsPerEm / unitsPerEm`, flipped so y runs down, and moved to the pen position, then
/// flattened the way font rasterizers flatten (`GlyphOutlineFlattener`).
package enum GlyphRasterizer {
    /// Masks larger than this on either side are not cached (they are drawn from outlines).
    package static let maximumMaskSide = 1024

    /// The transform from font units (y up) to device pixels for a glyph whose pen sits at `origin`.
    package static func transform(unitsPerEm: Int, pixelsPerEm: CGFloat, origin: CGPoint) -> CGAffineTransform {
        let scale = pixelsPerEm / CGFloat(max(1, unitsPerEm))
        return CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: origin.x, ty: origin.y)
    }

    /// `outline` (font units, y up) at `pixelsPerEm` with the pen at `origin`, mapped on by
    /// `deviceTransform`, as straight lines in device pixels.
    package static func deviceOutline(of outline: BezierPath, unitsPerEm: Int, pixelsPerEm: CGFloat, origin: CGPoint,
                                      deviceTransform: CGAffineTransform = .identity) -> BezierPath {
        let t = transform(unitsPerEm: unitsPerEm, pixelsPerEm: pixelsPerEm, origin: origin).concatenating(deviceTransform)
        return GlyphOutlineFlattener.flattened(outline, transform: t)
    }

    /// The coverage of `outline` (font units, y up) at `pixelsPerEm` with the pen at
    /// `origin` (device pixels, y down).
    package static func mask(of outline: BezierPath, unitsPerEm: Int, pixelsPerEm: CGFloat, origin: CGPoint) -> CoverageMask {
        let device = deviceOutline(of: outline, unitsPerEm: unitsPerEm, pixelsPerEm: pixelsPerEm, origin: origin)
        return CoverageMask(path: device, fillRule: .nonZero, maximumSide: maximumMaskSide)
    }
}
