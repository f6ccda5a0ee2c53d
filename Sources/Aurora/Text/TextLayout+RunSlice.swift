/// `Text.Layout.RunSlice`: a contiguous range of a run's glyphs — itself a collection of one-glyph slices.
import AuroraGeometry
import Foundation

extension Text.Layout {
    /// A slice of a run of placed glyphs in a text layout. It shares the run's glyph indices:
    /// the slice `run[2..<5]` has indices 2, 3 and 4, and each element is a one-glyph slice.
    public struct RunSlice: RandomAccessCollection, Equatable, Sendable {
        /// The position of a glyph in the run.
        public typealias Index = Int
        /// One glyph, as a slice.
        public typealias Element = RunSlice
        /// A contiguous range of the slice's glyphs.
        public typealias SubSequence = RunSlice
        /// The glyph positions of the slice.
        public typealias Indices = Range<Int>

        /// The run the slice is part of.
        public var run: Run
        /// The glyph positions in `run` the slice covers.
        public var indices: Range<Int>

        /// A slice of `run` covering the glyphs at `indices`.
        public init(run: Run, indices: Range<Int>) {
            self.run = run
            self.indices = indices
        }

        /// The position of the slice's first glyph in its run.
        public var startIndex: Int { indices.lowerBound }
        /// The position one past the slice's last glyph in its run.
        public var endIndex: Int { indices.upperBound }

        /// The glyph at `index` (a position in the run), as a one-glyph slice.
        public subscript(index: Int) -> RunSlice {
            precondition(indices.contains(index), "glyph index \(index) out of the slice's range \(indices)")
            return RunSlice(run: run, indices: index..<(index + 1))
        }

        /// The glyphs at `bounds` (positions in the run), as a slice.
        public subscript(bounds: Range<Int>) -> RunSlice {
            precondition(bounds.lowerBound >= indices.lowerBound && bounds.upperBound <= indices.upperBound,
                         "glyph range \(bounds) out of the slice's range \(indices)")
            return RunSlice(run: run, indices: bounds)
        }

        /// The custom attribute of type `T` attached to the text of the slice's run, or nil.
        public subscript<T: TextAttribute>(key: T.Type) -> T? { run[key] }

        /// The typographic bounds of the partial run of glyphs: from the pen position before its
        /// first glyph to the one after its last, with the run's ascent, descent and leading.
        public var typographicBounds: TypographicBounds { run.bounds(of: indices) }

        /// The character indices corresponding to the glyphs of the slice, one per glyph.
        public var characterIndices: [CharacterIndex] { run.characterIndices(of: indices) }
    }
}
