/// The spacing preferences of a text view, derived from its fonts' metrics as SwiftUI derives them.
import AuroraGeometry
import Foundation

/// A text's line metrics as spacing sees them: what lies above and below its baselines.
struct TextSpacingMetrics: Equatable, Sendable {
    /// Height above the baseline.
    var ascend: CGFloat
    /// Depth below the baseline (positive).
    var descend: CGFloat
    /// The font's line gap.
    var leading: CGFloat
    /// The length of one device pixel in points (1 / displayScale): distances round up to it.
    var pixelLength: CGFloat

    /// The height of one line.
    var lineSpacing: CGFloat { ascend + descend + leading }

    /// The distance from a text's bottom edge to the top edge of the text below it: the lower
    /// text's line gap, rounded up to a whole pixel, so stacked texts read as consecutive lines.
    static func spacing(top: TextSpacingMetrics, bottom: TextSpacingMetrics) -> CGFloat {
        bottom.leading.roundedUp(toMultipleOf: top.pixelLength)
    }
}

extension ViewSpacing {
    /// The preferences of a text whose largest font has `ascender`, `descender` (negative),
    /// `leading` and `capHeight` (points), whose ideal layout has `firstBaseline` and
    /// `lastBaseline` in a box `height` tall, on a display with `pixelLength`-point pixels.
    ///
    /// A view above the text keeps a tenth of the line height (rounded up to a pixel) above
    /// the text's line box, less its ascent; a view below keeps that tenth below the cap height
    /// of one more line, or below the descent, whichever is further. Horizontally a text has
    /// no preference of its own, so the system default applies.
    ///
    /// Sources: OpenSwiftUI's `Spacing.textSpacing` (reconstructing SwiftUI's `Text` spacing,
    /// with the iOS 17 rule `TextSpacingUIKit0059v2`: the tenth rounds up to a pixel; before
    /// iOS 17 it rounded up to 4 points). For Helvetica 16 at 1× its tests give 5.6796875 above
    /// and 6.5234375 below (`NSAttributedStringTests.textSpacingWithStandardSizing`).
    static func text(ascender: CGFloat, descender: CGFloat, leading: CGFloat, capHeight: CGFloat,
                     firstBaseline: CGFloat, lastBaseline: CGFloat, height: CGFloat, pixelLength: CGFloat) -> ViewSpacing {
        let lineHeight = ascender - descender
        let textSpacing = (lineHeight * 0.1).roundedUp(toMultipleOf: pixelLength)
        let metrics = TextSpacingMetrics(ascend: ascender, descend: -descender, leading: leading, pixelLength: pixelLength)
        let spacedLine = lineHeight + textSpacing
        return ViewSpacing(minima: [
            Key(category: .textToText, edge: .top): .bottomTextMetrics(metrics),
            Key(category: .textToText, edge: .bottom): .topTextMetrics(metrics),
            Key(category: .textBaseline, edge: .top): .distance(-firstBaseline),
            Key(category: .textBaseline, edge: .bottom): .distance(lastBaseline - height),
            Key(category: .edgeAboveText, edge: .top): .distance(spacedLine - metrics.ascend),
            Key(category: .edgeBelowText, edge: .bottom): .distance(max(spacedLine - capHeight, textSpacing + metrics.descend)),
        ])
    }
}
