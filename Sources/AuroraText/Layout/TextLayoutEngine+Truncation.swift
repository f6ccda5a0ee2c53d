/// `TextLayoutEngine+Truncation`: the last allowed line with an ellipsis at its tail, head or middle.

import Foundation

extension TextLayoutEngine {
    /// The glyphs of the last shown line when text is cut by the line limit: `.tail` keeps the
    /// line's start and ends it with "…"; `.head` and `.middle` show the rest of the text on one
    /// line with "…" at its start or centre. The ellipsis uses the face of the text next to it,
    /// its own "…" glyph (three periods when the face has none), and stands for the elided characters.
    static func truncate(
        _ glyphs: [LaidOutGlyph], lastLine: Range<Int>, rest: Range<Int>, width: CGFloat,
        mode: TextLayoutOptions.Truncation, items: [LayoutItem]
    ) -> [LaidOutGlyph] {
        switch mode {
        case .tail:
            let line = glyphs[lastLine].filter { $0.kind != .hardBreak }
            let textEnd = glyphs[rest].last?.cluster.upperBound ?? 0
            var keep = line.count
            while true {
                let kept = trimmedTrailingSpaces(line[..<keep])
                let ellipsis = makeEllipsis(after: kept.last ?? glyphs[lastLine.lowerBound], items: items)
                if contentWidth(kept) + Self.width(of: ellipsis) <= width || kept.isEmpty {
                    let elided = (kept.last?.cluster.upperBound ?? glyphs[lastLine.lowerBound].cluster.lowerBound)..<textEnd
                    return Array(kept) + ellipsis.map { withCluster($0, elided) }
                }
                keep = clusterStart(before: kept.endIndex, in: line[...])
            }
        case .head:
            let text = glyphs[rest].filter { $0.kind != .hardBreak }
            guard contentWidth(text) > width, let last = text.last else { return text }
            let ellipsis = makeEllipsis(after: last, items: items)
            let room = width - Self.width(of: ellipsis)
            var start = text.count
            var used: CGFloat = 0
            while start > 0 {
                let previous = clusterStart(before: start, in: text[...])
                let advance = text[previous..<start].reduce(0) { $0 + $1.advance }
                if used + advance > room { break }
                used += advance
                start = previous
            }
            while start < text.count && text[start].kind == .space { start += 1 }
            let firstKept = start < text.count ? text[start].cluster.lowerBound : last.cluster.upperBound
            let elided = (text.first?.cluster.lowerBound ?? firstKept)..<firstKept
            return ellipsis.map { withCluster($0, elided) } + text[start...]
        case .middle:
            let text = glyphs[rest].filter { $0.kind != .hardBreak }
            guard contentWidth(text) > width, let last = text.last else { return text }
            let ellipsis = makeEllipsis(after: text[0], items: items)
            let room = width - Self.width(of: ellipsis)
            // Head half first, then as much of the end as fits in what is left.
            var headEnd = 0
            var used: CGFloat = 0
            while headEnd < text.count {
                let next = clusterEnd(after: headEnd, in: text)
                let advance = text[headEnd..<next].reduce(0) { $0 + $1.advance }
                if used + advance > room / 2 { break }
                used += advance
                headEnd = next
            }
            var tailStart = text.count
            while tailStart > headEnd {
                let previous = clusterStart(before: tailStart, in: text[...])
                let advance = text[previous..<tailStart].reduce(0) { $0 + $1.advance }
                if used + advance > room { break }
                used += advance
                tailStart = previous
            }
            let head = trimmedTrailingSpaces(text[..<headEnd])
            var tail = tailStart
            while tail < text.count && text[tail].kind == .space { tail += 1 }
            let elidedStart = head.last?.cluster.upperBound ?? text[0].cluster.lowerBound
            let elidedEnd = tail < text.count ? text[tail].cluster.lowerBound : last.cluster.upperBound
            return Array(head) + ellipsis.map { withCluster($0, elidedStart..<elidedEnd) } + text[tail...]
        }
    }

    /// The ellipsis glyphs in the face and attributes of `neighbour`'s item, or of the nearest item
    /// whose face has "…" (or at least ".") when that face has neither (an emoji font).
    private static func makeEllipsis(after neighbour: LaidOutGlyph, items: [LayoutItem]) -> [LaidOutGlyph] {
        let preferred = neighbour.item
        let byDistance = items.indices.sorted { abs($0 - preferred) < abs($1 - preferred) }
        let itemIndex = byDistance.first { items[$0].face.glyph(for: "…") != 0 }
            ?? byDistance.first { items[$0].face.glyph(for: ".") != 0 }
            ?? preferred
        let item = items[itemIndex]
        let face = item.face
        let scale = item.attributes.size / CGFloat(face.unitsPerEm)
        let text = face.glyph(for: "…") != 0 ? "…" : "..."
        let shaped = ShapedWordCache.shape(text, face: face, disablesLigatures: false)
        return shaped.glyphs.map { glyph in
            LaidOutGlyph(
                id: glyph.glyph, advance: glyph.advance * scale + item.attributes.kerning + item.attributes.tracking,
                offset: CGPoint(x: glyph.offset.x * scale, y: -glyph.offset.y * scale),
                cluster: neighbour.cluster, item: itemIndex, kind: .visible, isColor: false, breakAfter: .prohibited)
        }
    }

    /// `glyph` standing for `cluster`.
    private static func withCluster(_ glyph: LaidOutGlyph, _ cluster: Range<Int>) -> LaidOutGlyph {
        var glyph = glyph
        glyph.cluster = cluster.lowerBound <= cluster.upperBound ? cluster : cluster.lowerBound..<cluster.lowerBound
        return glyph
    }

    /// The summed advance of `glyphs`.
    private static func width(of glyphs: [LaidOutGlyph]) -> CGFloat {
        glyphs.reduce(0) { $0 + $1.advance }
    }

    /// `glyphs` without its trailing spaces.
    private static func trimmedTrailingSpaces(_ glyphs: ArraySlice<LaidOutGlyph>) -> ArraySlice<LaidOutGlyph> {
        var end = glyphs.endIndex
        while end > glyphs.startIndex && glyphs[end - 1].kind == .space { end -= 1 }
        return glyphs[glyphs.startIndex..<end]
    }

    /// The index where the cluster ending at `end` starts.
    private static func clusterStart(before end: Int, in glyphs: ArraySlice<LaidOutGlyph>) -> Int {
        var start = end - 1
        while start > glyphs.startIndex && glyphs[start - 1].cluster == glyphs[end - 1].cluster { start -= 1 }
        return max(start, glyphs.startIndex)
    }

    /// The index after the cluster starting at `start`.
    private static func clusterEnd(after start: Int, in glyphs: [LaidOutGlyph]) -> Int {
        var end = start + 1
        while end < glyphs.count && glyphs[end].cluster == glyphs[start].cluster { end += 1 }
        return end
    }
}
