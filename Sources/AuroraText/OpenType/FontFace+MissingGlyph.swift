/// `FontFace+MissingGlyph`: what glyph 0 draws for a character no font has — the face's `.notdef`, or a hollow box when that glyph is blank.
import Foundation
import AuroraGeometry

extension FontFace {
    /// The advance of glyph 0 when the face gives it none: half an em, so that the box shows.
    var missingGlyphAdvance: Int { max(1, unitsPerEm / 2) }

    /// The hollow rectangle drawn for glyph 0 when the face's own `.notdef` is blank: as wide as
    /// its advance less a side bearing of 1/20 em each side, as tall as the cap height, with
    /// strokes of 1/16 em (font units, y up). The inner rectangle runs the other way, so it is
    /// a hole under either fill rule.
    var missingGlyphBox: BezierPath {
        let em = CGFloat(unitsPerEm)
        let advance = CGFloat(advance(of: 0))
        let capHeight = CGFloat(metrics.capHeight > 0 ? metrics.capHeight : unitsPerEm * 7 / 10)
        let side = em / 20, stroke = em / 16
        let outer = CGRect(x: side, y: 0, width: max(advance - 2 * side, 2 * stroke + 1), height: max(capHeight, 2 * stroke + 1))
        let inner = outer.insetBy(dx: stroke, dy: stroke)
        var path = BezierPath()
        path.addLines([CGPoint(x: outer.minX, y: outer.minY), CGPoint(x: outer.minX, y: outer.maxY),
                       CGPoint(x: outer.maxX, y: outer.maxY), CGPoint(x: outer.maxX, y: outer.minY)])
        path.closeSubpath()
        path.addLines([CGPoint(x: inner.minX, y: inner.minY), CGPoint(x: inner.maxX, y: inner.minY),
                       CGPoint(x: inner.maxX, y: inner.maxY), CGPoint(x: inner.minX, y: inner.maxY)])
        path.closeSubpath()
        return path
    }
}
