/// Text on the device pixel grid: each line's baseline, and each underline's and strikethrough's edges, on pixel boundaries.
import AuroraGeometry
import AuroraText
import Foundation

extension TextLayout {
    /// This layout on the device pixel grid of `pixelLength` (`1 / displayScale`, so at 3× a
    /// baseline may sit on any third of a point): each line's baseline moved to the nearest
    /// multiple of it, and each underline and strikethrough made a whole number of pixels thick
    /// (at least one) with its top edge on a pixel boundary, so it draws as solid rows instead
    /// of a blurred band.
    ///
    /// A text view's frame is on whole device pixels, so its baselines then are too: its glyphs,
    /// underlines and strikethroughs, its `firstTextBaseline` and `lastTextBaseline` guides and
    /// its spacing all use the same baseline, which the renderer's whole-pixel vertical glyph
    /// placement keeps exactly. A `TextRenderer` is handed this layout too, so a renderer that
    /// draws every line draws what the text view would. Sources: Core Graphics places glyphs of a run on whole
    /// device pixels vertically (`CGContext.setShouldSubpixelPositionFonts(_:)` documents the
    /// integral-pixel placement; the WinObjC reimplementation of Core Graphics, microsoft/WinObjC
    /// pull request 1890, rounds a glyph run's vertical translation to match Apple's reference
    /// images), and SwiftUI snaps every view's frame to the pixel grid (see
    /// `CGRect.roundedToPixels(_:)`); the rule is that rounding's `floor(v / m + 0.5) * m`.
    /// WebKit's `GraphicsContext::computeLineBoundsAndAntialiasingModeForText` (the underlines
    /// Safari on iOS draws) moves a text line's top edge to a device pixel, and Blink's
    /// `TextDecorationInfo` rounds a decoration's thickness to whole pixels with a minimum of one.
    func snappedToPixels(_ pixelLength: CGFloat) -> TextLayout {
        var layout = self
        for line in layout.lines.indices {
            layout.lines[line].origin.y = layout.lines[line].origin.y.roundedToPixels(pixelLength)
            for run in layout.lines[line].runs.indices {
                for index in layout.lines[line].runs[run].decorations.indices {
                    layout.lines[line].runs[run].decorations[index].snapToPixels(pixelLength)
                }
            }
        }
        return layout
    }
}

extension TextLayout.Decoration {
    /// Makes the line a whole number of pixels thick (at least one) and puts its top edge on
    /// the pixel boundary nearest to where it was; its centre moves by at most a pixel.
    mutating func snapToPixels(_ pixelLength: CGFloat) {
        guard pixelLength > 0, thickness.isFinite, y.isFinite, thickness > 0 else { return }
        let snapped = max((thickness / pixelLength).rounded(), 1) * pixelLength
        let top = (y - thickness / 2).roundedToPixels(pixelLength)
        thickness = snapped
        y = top + snapped / 2
    }
}
