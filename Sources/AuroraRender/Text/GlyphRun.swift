/// `GlyphRun`: positioned glyphs of one face at one size — what text drawing consumes.
import AuroraGeometry
import Foundation
import AuroraText

/// Glyphs of one face at one size, each at its own pen position on the baseline.
///
/// Positions are in user space (pixels at scale 1), y down, each the glyph's origin on the
/// baseline. A `TextLayout` run becomes a glyph run when it is drawn; a `TextRenderer`-style
/// caller can build runs of single glyphs to move each glyph on its own.
public struct GlyphRun: Hashable, Sendable {
    /// The face the glyphs come from.
    public var face: FontFace
    /// The font size in pixels per em.
    public var size: CGFloat
    /// The glyphs, in drawing order.
    public var glyphs: [GlyphID]
    /// Each glyph's pen position (same count as `glyphs`; extra entries on either side are ignored).
    public var positions: [CGPoint]

    /// Creates a run.
    public init(face: FontFace, size: CGFloat, glyphs: [GlyphID], positions: [CGPoint]) {
        self.face = face
        self.size = size
        self.glyphs = glyphs
        self.positions = positions
    }

    /// A run laid out with the font's own advances from `origin`: no shaping (no kerning,
    /// ligatures or marks), for glyph lists that need none, e.g. tests and references.
    public init(face: FontFace, size: CGFloat, glyphs: [GlyphID], origin: CGPoint) {
        let scale = size / CGFloat(max(1, face.unitsPerEm))
        var x = origin.x
        var positions: [CGPoint] = []
        positions.reserveCapacity(glyphs.count)
        for glyph in glyphs {
            positions.append(CGPoint(x: x, y: origin.y))
            x += CGFloat(face.advance(of: glyph)) * scale
        }
        self.init(face: face, size: size, glyphs: glyphs, positions: positions)
    }

    /// Font units to pixels at this size.
    public var scale: CGFloat { size / CGFloat(max(1, face.unitsPerEm)) }
}
