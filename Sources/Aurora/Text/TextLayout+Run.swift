/// `Text.Layout.Run`: glyphs of one line with the same attributes — a collection of one-glyph slices.
import AuroraDisplayList
import AuroraGeometry
import AuroraText
import Foundation

extension Text.Layout {
    /// A run of placed glyphs in a text layout: consecutive glyphs of one line that share a font
    /// and attributes. Its elements are one-glyph `RunSlice`s, indexed by glyph position in the run.
    public struct Run: RandomAccessCollection, Equatable, Sendable {
        /// The position of a glyph in the run.
        public typealias Index = Int
        /// One glyph of the run, as a slice.
        public typealias Element = RunSlice
        /// A contiguous range of the run's glyphs.
        public typealias SubSequence = RunSlice
        /// The glyph positions of the run.
        public typealias Indices = Range<Int>

        /// The glyphs, shared with every slice of the run.
        let content: RunContent
        /// The origin of the line the run sits on (glyph positions are relative to it).
        var lineOrigin: CGPoint

        init(content: RunContent, lineOrigin: CGPoint) {
            self.content = content
            self.lineOrigin = lineOrigin
        }

        /// The position of the first glyph: 0.
        public var startIndex: Int { 0 }
        /// The number of glyphs.
        public var endIndex: Int { content.glyphs.count }

        /// The glyph at `index`, as a one-glyph slice.
        public subscript(index: Int) -> RunSlice {
            precondition(index >= 0 && index < endIndex, "glyph index \(index) out of the run's range 0..<\(endIndex)")
            return RunSlice(run: self, indices: index..<(index + 1))
        }

        /// The glyphs at `bounds`, as a slice.
        public subscript(bounds: Range<Int>) -> RunSlice {
            precondition(bounds.lowerBound >= 0 && bounds.upperBound <= endIndex,
                         "glyph range \(bounds) out of the run's range 0..<\(endIndex)")
            return RunSlice(run: self, indices: bounds)
        }

        /// The custom attribute of type `T` attached to the text of this run (with
        /// `Text.customAttribute(_:)`), or nil.
        public subscript<T: TextAttribute>(key: T.Type) -> T? {
            TextAttributeBox.value(key, in: content.attributes)
        }

        /// The layout direction of the text run (Aurora lays text out left to right).
        public var layoutDirection: LayoutDirection { .leftToRight }

        /// The typographic bounds of the run of glyphs.
        public var typographicBounds: TypographicBounds { bounds(of: 0..<endIndex) }

        /// The character indices corresponding to the glyphs of the run, one per glyph.
        public var characterIndices: [CharacterIndex] { characterIndices(of: 0..<endIndex) }

        /// The bounds of the glyphs in `range` (clamped to the run).
        func bounds(of range: Range<Int>) -> TypographicBounds {
            let range = range.clamped(to: 0..<endIndex)
            let pens = content.pens
            let start = pens[range.lowerBound], end = pens[range.upperBound]
            return TypographicBounds(origin: CGPoint(x: lineOrigin.x + start, y: lineOrigin.y), width: end - start,
                                     ascent: content.ascent, descent: content.descent, leading: content.leading)
        }

        /// The character indices of the glyphs in `range` (clamped to the run).
        func characterIndices(of range: Range<Int>) -> [CharacterIndex] {
            content.characterOffsets[range.clamped(to: 0..<endIndex)].map { CharacterIndex(offset: $0) }
        }

        /// Runs are equal when they draw the same glyphs at the same place with the same attributes.
        public static func == (lhs: Run, rhs: Run) -> Bool {
            lhs.lineOrigin == rhs.lineOrigin && lhs.content == rhs.content
        }
    }
}

/// The glyphs of one run, shared (not copied) by the run, its slices and its line.
final class RunContent: Equatable, Sendable {
    /// The face the glyphs come from.
    let face: FontFace
    /// The font size in points.
    let size: CGFloat
    /// The glyphs, left to right.
    let glyphs: [GlyphID]
    /// Where each glyph is drawn, relative to the line origin (pen, shaping offset and baseline
    /// offset applied).
    let positions: [CGPoint]
    /// The pen position before each glyph relative to the line origin, and after the last one
    /// (`glyphs.count + 1` values): a glyph's advance is the difference of neighbours.
    let pens: [CGFloat]
    /// The UTF-16 offset of each glyph's first character in the text.
    let characterOffsets: [Int]
    /// The font's ascent, descent and leading at the run's size (baseline offset included).
    let ascent: CGFloat
    let descent: CGFloat
    let leading: CGFloat
    /// What the glyphs are filled with (the text's foreground); nil draws nothing.
    let paint: DisplayList.Paint?
    /// Underlines and strikethroughs, relative to the line origin.
    let decorations: [Decoration]
    /// The run's custom attributes (`TextAttribute` values under `TextAttributeBox.key(for:)`).
    let attributes: [String: AnyHashableSendable]

    /// An underline or strikethrough, relative to the line origin.
    struct Decoration: Equatable, Sendable {
        /// The line's centre below the baseline.
        var y: CGFloat
        var thickness: CGFloat
        var minX: CGFloat
        var maxX: CGFloat
        var paint: DisplayList.Paint
    }

    init(face: FontFace, size: CGFloat, glyphs: [GlyphID], positions: [CGPoint], pens: [CGFloat], characterOffsets: [Int],
         ascent: CGFloat, descent: CGFloat, leading: CGFloat, paint: DisplayList.Paint?, decorations: [Decoration],
         attributes: [String: AnyHashableSendable]) {
        precondition(positions.count == glyphs.count && characterOffsets.count == glyphs.count && pens.count == glyphs.count + 1,
                     "a run needs one position and character offset per glyph and one more pen position")
        self.face = face
        self.size = size
        self.glyphs = glyphs
        self.positions = positions
        self.pens = pens
        self.characterOffsets = characterOffsets
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
        self.paint = paint
        self.decorations = decorations
        self.attributes = attributes
    }

    static func == (lhs: RunContent, rhs: RunContent) -> Bool {
        if lhs === rhs { return true }
        return lhs.face == rhs.face && lhs.size == rhs.size && lhs.glyphs == rhs.glyphs && lhs.positions == rhs.positions
            && lhs.pens == rhs.pens && lhs.characterOffsets == rhs.characterOffsets && lhs.ascent == rhs.ascent
            && lhs.descent == rhs.descent && lhs.leading == rhs.leading && lhs.paint == rhs.paint
            && lhs.decorations == rhs.decorations && lhs.attributes == rhs.attributes
    }
}
