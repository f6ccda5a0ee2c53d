/// How a lazy grid's elements form lines: cells fill the tracks in order, each section's start a new line, headers and footers a line each.
import Foundation

/// The lines of a lazy grid's elements, as SwiftUI's lazy grids form them: consecutive cells fill
/// `tracks` cells to a line; a section's cells start on a new line; a section's header and footer
/// each take a whole line of their own.
///
/// The elements are kept as runs (cells between section boundaries, a header, a footer), so the
/// map is as large as the number of sections, and finding a line or an element is a binary search.
struct LazyLineMap {
    /// Elements laid out alike: `perLine` to a line, from line `firstLine`.
    private struct Run {
        let elements: Range<Int>
        let firstLine: Int
        let perLine: Int
        /// Whether each element takes a whole line (a header or footer) rather than a track.
        let spansLine: Bool
        var lineCount: Int { (elements.count + perLine - 1) / perLine }
    }

    private var runs: [Run] = []
    /// The number of elements.
    let elementCount: Int
    /// The number of lines.
    private(set) var lineCount = 0

    /// The lines of `elementCount` elements in `sections` (in order, not nested), with `tracks` cells to a line.
    init(elementCount: Int, sections: [LazySection], tracks: Int) {
        self.elementCount = max(0, elementCount)
        let tracks = max(1, tracks)
        var cursor = 0
        for section in sections where section.start >= cursor && section.end <= self.elementCount {
            add(cursor..<section.start, perLine: tracks, spansLine: false)
            if let header = section.header { add(header..<header + 1, perLine: 1, spansLine: true) }
            add(section.rows, perLine: tracks, spansLine: false)
            if let footer = section.footer { add(footer..<footer + 1, perLine: 1, spansLine: true) }
            cursor = section.end
        }
        add(cursor..<self.elementCount, perLine: tracks, spansLine: false)
    }

    private mutating func add(_ elements: Range<Int>, perLine: Int, spansLine: Bool) {
        guard !elements.isEmpty else { return }
        let run = Run(elements: elements, firstLine: lineCount, perLine: perLine, spansLine: spansLine)
        runs.append(run)
        lineCount += run.lineCount
    }

    /// The run holding element `index` (the last one for an index past the end).
    private func run(ofElement index: Int) -> Run? {
        runs.lastIndex(inPrefix: { $0.elements.lowerBound <= index }).map { runs[$0] }
    }

    /// The line of element `index`.
    func line(of index: Int) -> Int {
        guard let run = run(ofElement: index) else { return 0 }
        return run.firstLine + max(0, index - run.elements.lowerBound) / run.perLine
    }

    /// The track of element `index` in its line (0 for a header or footer).
    func track(of index: Int) -> Int {
        guard let run = run(ofElement: index) else { return 0 }
        return max(0, index - run.elements.lowerBound) % run.perLine
    }

    /// Whether element `index` takes a whole line (a section's header or footer).
    func spansLine(_ index: Int) -> Bool { run(ofElement: index)?.spansLine ?? false }

    /// The first element of `line` (`elementCount` past the last line).
    private func firstElement(ofLine line: Int) -> Int {
        guard line < lineCount, let found = runs.lastIndex(inPrefix: { $0.firstLine <= line }) else { return elementCount }
        let run = runs[found]
        return min(run.elements.lowerBound + max(0, line - run.firstLine) * run.perLine, run.elements.upperBound)
    }

    /// The elements on `lines`.
    func elements(inLines lines: Range<Int>) -> Range<Int> {
        let start = firstElement(ofLine: lines.lowerBound)
        return start..<max(start, firstElement(ofLine: lines.upperBound))
    }
}
