/// Lines, runs and slices of a `Text.Layout` as display-list items: glyph runs, then their underlines and strikethroughs.
import AuroraDisplayList
import AuroraGeometry
import Foundation

extension Text.Layout.Line {
    /// The items that draw the line: one text item with every run's glyphs, then its decorations.
    /// Frames and positions are in the text view's coordinates.
    func displayItems(options: Text.Layout.DrawingOptions) -> [DisplayList.Item] {
        var pieces = TextDisplayPieces()
        for index in indices { pieces.add(self[index], glyphs: self[index].indices, options: options) }
        return pieces.items
    }
}

extension Text.Layout.Run {
    /// The items that draw the run: its glyphs, then its decorations, in the text view's coordinates.
    func displayItems(options: Text.Layout.DrawingOptions) -> [DisplayList.Item] {
        var pieces = TextDisplayPieces()
        pieces.add(self, glyphs: indices, options: options)
        return pieces.items
    }
}

extension Text.Layout.RunSlice {
    /// The items that draw the slice's glyphs, and the part of its run's decorations under them.
    func displayItems(options: Text.Layout.DrawingOptions) -> [DisplayList.Item] {
        var pieces = TextDisplayPieces()
        pieces.add(run, glyphs: indices, options: options)
        return pieces.items
    }
}

/// Collects the glyph runs and decoration rectangles of text elements into display items whose
/// frames start at the text view's origin (so gradient paints keep the text view's geometry).
struct TextDisplayPieces {
    private var runs: [DisplayList.GlyphRun] = []
    private var decorations: [(rect: CGRect, paint: DisplayList.Paint)] = []
    private var extent = CGRect.null

    /// Adds the glyphs of `run` in `range` (clamped to the run) and its decorations between
    /// the pens before the first and after the last of them.
    mutating func add(_ run: Text.Layout.Run, glyphs range: Range<Int>, options: Text.Layout.DrawingOptions) {
        let content = run.content
        let range = range.clamped(to: 0..<content.glyphs.count)
        guard !range.isEmpty else { return }
        let origin = run.lineOrigin
        let bounds = run.bounds(of: range)
        if let paint = content.paint {
            runs.append(DisplayList.GlyphRun(
                face: content.face, size: content.size, glyphs: Array(content.glyphs[range]),
                positions: content.positions[range].map { CGPoint(x: origin.x + $0.x, y: origin.y + $0.y) },
                paint: paint, disablesSubpixelQuantization: options.contains(.disablesSubpixelQuantization)))
            extent = extent.union(bounds.rect)
        }
        let start = content.pens[range.lowerBound], end = content.pens[range.upperBound]
        for decoration in content.decorations {
            let minX = max(decoration.minX, start), maxX = min(decoration.maxX, end)
            guard maxX > minX else { continue }
            let rect = CGRect(x: origin.x + minX, y: origin.y + decoration.y - decoration.thickness / 2,
                              width: maxX - minX, height: decoration.thickness)
            decorations.append((rect, decoration.paint))
            extent = extent.union(rect)
        }
    }

    /// The text item (all glyph runs) followed by one shape item per decoration.
    var items: [DisplayList.Item] {
        guard !extent.isNull else { return [] }
        let frame = CGRect(x: 0, y: 0, width: max(0, extent.maxX), height: max(0, extent.maxY))
        var items: [DisplayList.Item] = []
        if !runs.isEmpty { items.append(DisplayList.Item(frame: frame, content: .text(runs))) }
        for decoration in decorations {
            items.append(DisplayList.Item(frame: frame, content: .shape(path: BezierPath(decoration.rect), paint: decoration.paint,
                                                                       style: .fill(FillStyle()))))
        }
        return items
    }
}
