/// Drawing a `TextLayout`: each run as a glyph run with its paint, then its underlines and strikethroughs.
import AuroraGeometry
import AuroraRaster
import AuroraText
import Foundation

extension GlyphRun {
    /// The glyphs of a layout run on a line whose baseline starts at `lineOrigin` (user space).
    public init(_ run: TextLayout.Run, lineOrigin: CGPoint) {
        self.init(face: run.face, size: run.size, glyphs: run.glyphs.map(\.id),
                  positions: run.glyphs.map { CGPoint(x: lineOrigin.x + $0.position.x, y: lineOrigin.y + $0.position.y) })
    }
}

extension TextLayout.Decoration {
    /// The dash pattern along the line, in multiples of its thickness (empty: solid).
    var dashPattern: [CGFloat] {
        switch style.pattern {
        case .solid: []
        case .dot: [1, 2]
        case .dash: [4, 2]
        case .dashDot: [4, 2, 1, 2]
        case .dashDotDot: [4, 2, 1, 2, 1, 2]
        }
    }
}

extension RasterContext {
    /// Draws `layout` with its top-left corner at `origin`, every run with `paint`.
    public func draw(_ layout: TextLayout, at origin: CGPoint, with paint: Paint, options: TextDrawOptions = [],
                     cache: GlyphMaskCache = .shared, colorGlyphs: ColorGlyphCache = .shared) {
        draw(layout, at: origin, options: options, cache: cache, colorGlyphs: colorGlyphs) { _ in paint }
    }

    /// Draws `layout` with its top-left corner at `origin`: each run's glyphs with the paint
    /// `paint` gives for it (the view layer resolves the run's `attributes.foreground`), then
    /// the run's underlines and strikethroughs, with `decorationPaint` when given (for a
    /// decoration's own colour) or else the run's paint. Dotted and dashed lines are dashes of
    /// the line's thickness (dot 1 on 2 off, dash 4 on 2 off).
    public func draw(_ layout: TextLayout, at origin: CGPoint, options: TextDrawOptions = [],
                     cache: GlyphMaskCache = .shared, colorGlyphs: ColorGlyphCache = .shared,
                     decorationPaint: ((TextLayout.Run, TextLayout.Decoration) -> Paint)? = nil,
                     paint: (TextLayout.Run) -> Paint) {
        for line in layout.lines {
            let lineOrigin = CGPoint(x: origin.x + line.origin.x, y: origin.y + line.origin.y)
            for run in line.runs {
                let runPaint = paint(run)
                draw(GlyphRun(run, lineOrigin: lineOrigin), with: runPaint, options: options, cache: cache, colorGlyphs: colorGlyphs)
                for decoration in run.decorations {
                    drawDecoration(decoration, lineOrigin: lineOrigin, with: decorationPaint?(run, decoration) ?? runPaint)
                }
            }
        }
    }

    /// An underline or strikethrough: a filled rectangle, or a dashed stroke along its centre.
    private func drawDecoration(_ decoration: TextLayout.Decoration, lineOrigin: CGPoint, with paint: Paint) {
        let thickness = decoration.thickness
        guard thickness > 0, thickness.isFinite, decoration.maxX > decoration.minX else { return }
        let y = lineOrigin.y + decoration.y
        let pattern = decoration.dashPattern
        if pattern.isEmpty {
            fill(BezierPath(CGRect(x: lineOrigin.x + decoration.minX, y: y - thickness / 2,
                                   width: decoration.maxX - decoration.minX, height: thickness)), with: paint)
            return
        }
        var line = BezierPath()
        line.move(to: CGPoint(x: lineOrigin.x + decoration.minX, y: y))
        line.addLine(to: CGPoint(x: lineOrigin.x + decoration.maxX, y: y))
        stroke(line, with: paint, style: StrokeStyle(lineWidth: thickness, dash: pattern.map { $0 * thickness }))
    }
}
