/// `DisplayList.GlyphRun`: positioned glyphs of one face and size with their paint — text, resolved.
import AuroraGeometry
import AuroraText
import Foundation

extension DisplayList {
    /// Glyphs of one face at one size, each at its pen position on the baseline, in one paint.
    public struct GlyphRun: Equatable, Sendable {
        /// The face the glyphs come from (its file path and index identify it in the text form).
        public var face: FontFace
        /// The font size in points per em.
        public var size: CGFloat
        /// The glyphs, in drawing order.
        public var glyphs: [GlyphID]
        /// Each glyph's pen position in the item's local space, y down (same count as `glyphs`).
        public var positions: [CGPoint]
        /// What the glyphs are filled with (colour glyphs keep their own colours).
        public var paint: Paint
        /// Whether each glyph is drawn exactly where it lies instead of at the renderer's nearest
        /// quarter pixel (SwiftUI's `.disablesSubpixelQuantization`). Default: false.
        public var disablesSubpixelQuantization: Bool

        /// Creates a run.
        public init(face: FontFace, size: CGFloat, glyphs: [GlyphID], positions: [CGPoint], paint: Paint,
                    disablesSubpixelQuantization: Bool = false) {
            self.face = face
            self.size = size
            self.glyphs = glyphs
            self.positions = positions
            self.paint = paint
            self.disablesSubpixelQuantization = disablesSubpixelQuantization
        }

        /// The runs of a text layout whose top-left sits at `origin`, all in `paint`.
        public static func runs(of layout: TextLayout, at origin: CGPoint = .zero, paint: Paint) -> [GlyphRun] {
            var runs: [GlyphRun] = []
            for line in layout.lines {
                let base = CGPoint(x: origin.x + line.origin.x, y: origin.y + line.origin.y)
                for run in line.runs where !run.glyphs.isEmpty {
                    runs.append(GlyphRun(face: run.face, size: run.size, glyphs: run.glyphs.map(\.id),
                                         positions: run.glyphs.map { CGPoint(x: base.x + $0.position.x, y: base.y + $0.position.y) },
                                         paint: paint))
                }
            }
            return runs
        }
    }
}
