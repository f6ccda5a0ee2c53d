/// Building a `Text.Layout` from the text engine's `TextLayout`: runs with pens, paints and attributes.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraText
import Foundation

extension Text.Layout {
    /// The renderer's view of `layout` (laid out with its top-left at the text view's origin):
    /// each run's glyphs and decorations filled with `paint(run)` (nil: the run draws nothing),
    /// a decoration with a colour of its own in that colour.
    init(_ layout: TextLayout, paint: (TextLayout.Run) -> DisplayList.Paint?) {
        var lines: [Line] = []
        lines.reserveCapacity(layout.lines.count)
        for line in layout.lines {
            // Runs follow each other from the line's start (the engine places them with one pen).
            var pen: CGFloat = 0
            var contents: [RunContent] = []
            contents.reserveCapacity(line.runs.count)
            for run in line.runs {
                let runPaint = paint(run)
                var pens: [CGFloat] = [pen]
                pens.reserveCapacity(run.glyphs.count + 1)
                for glyph in run.glyphs {
                    pen += glyph.advance
                    pens.append(pen)
                }
                let decorations = run.decorations.compactMap { decoration -> RunContent.Decoration? in
                    let own = (decoration.style.color?.base as? RGBAColor).map { DisplayList.Paint.color($0) }
                    guard let decorationPaint = own ?? runPaint else { return nil }
                    return RunContent.Decoration(y: decoration.y, thickness: decoration.thickness, minX: decoration.minX,
                                                 maxX: decoration.maxX, paint: decorationPaint)
                }
                let bounds = run.typographicBounds
                contents.append(RunContent(
                    face: run.face, size: run.size, glyphs: run.glyphs.map(\.id), positions: run.glyphs.map(\.position),
                    pens: pens, characterOffsets: run.glyphs.map(\.characterRange.lowerBound),
                    ascent: bounds.ascent, descent: bounds.descent, leading: bounds.leading,
                    paint: runPaint, decorations: decorations, attributes: run.attributes.custom))
            }
            let bounds = line.typographicBounds
            lines.append(Line(origin: line.origin, runContents: contents, width: bounds.width,
                              ascent: bounds.ascent, descent: bounds.descent, leading: bounds.leading))
        }
        self.init(lines: lines, isTruncated: layout.isTruncated)
    }
}
