/// Text baselines on the device pixel grid: each line of a text view's layout moved to the nearest pixel boundary.
import AuroraGeometry
import AuroraText
import Foundation

extension TextLayout {
    /// This layout with each line's baseline moved to the nearest multiple of `pixelLength`
    /// (`1 / displayScale`, so at 3× a baseline may sit on any third of a point).
    ///
    /// A text view's frame is on whole device pixels, so its baselines then are too: its glyphs,
    /// underlines and strikethroughs, its `firstTextBaseline` and `lastTextBaseline` guides and
    /// its spacing all use the same baseline, which the renderer's whole-pixel vertical glyph
    /// placement keeps exactly. A `TextRenderer` is handed this layout too, so a renderer that
    /// draws every line draws what the text view would. Source: Core Graphics places glyphs of a run on whole
    /// device pixels vertically (`CGContext.setShouldSubpixelPositionFonts(_:)` documents the
    /// integral-pixel placement; the WinObjC reimplementation of Core Graphics, microsoft/WinObjC
    /// pull request 1890, rounds a glyph run's vertical translation to match Apple's reference
    /// images), and SwiftUI snaps every view's frame to the pixel grid (see
    /// `CGRect.roundedToPixels(_:)`); the rule is that rounding's `floor(v / m + 0.5) * m`.
    func baselinesRoundedToPixels(_ pixelLength: CGFloat) -> TextLayout {
        var layout = self
        for index in layout.lines.indices {
            layout.lines[index].origin.y = layout.lines[index].origin.y.roundedToPixels(pixelLength)
        }
        return layout
    }
}
