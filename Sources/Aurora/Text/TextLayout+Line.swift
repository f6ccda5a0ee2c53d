/// `Text.Layout.Line`: one line of laid-out text, a collection of runs.
import AuroraGeometry
import Foundation

extension Text.Layout {
    /// A single line in a text layout: a collection of runs of placed glyphs, left to right.
    ///
    /// Moving `origin` moves the line: its runs and slices, their bounds and what
    /// `GraphicsContext.draw(_:options:)` draws follow it.
    public struct Line: RandomAccessCollection, Equatable, Sendable {
        /// The position of a run.
        public typealias Index = Int

        /// The origin of the line: the left end of its baseline, in the text view's coordinates.
        public var origin: CGPoint
        /// The runs' glyphs, with positions relative to `origin`.
        let runContents: [RunContent]
        /// The line's width without trailing spaces.
        let width: CGFloat
        /// The largest ascent of its runs.
        let ascent: CGFloat
        /// The largest descent of its runs.
        let descent: CGFloat
        /// The largest leading (line gap) of its runs.
        let leading: CGFloat

        init(origin: CGPoint, runContents: [RunContent], width: CGFloat, ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
            self.origin = origin
            self.runContents = runContents
            self.width = width
            self.ascent = ascent
            self.descent = descent
            self.leading = leading
        }

        /// The position of the first run.
        public var startIndex: Int { runContents.startIndex }
        /// The position one past the last run.
        public var endIndex: Int { runContents.endIndex }
        /// The run at `index`.
        public subscript(index: Int) -> Run { Run(content: runContents[index], lineOrigin: origin) }

        /// The typographic bounds of the line: its baseline's left end, its width (without
        /// trailing spaces) and the largest ascent, descent and leading of its runs.
        public var typographicBounds: TypographicBounds {
            TypographicBounds(origin: origin, width: width, ascent: ascent, descent: descent, leading: leading)
        }
    }
}
