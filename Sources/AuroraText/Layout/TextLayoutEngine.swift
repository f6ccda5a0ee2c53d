/// `TextLayoutEngine`: attributed text → `TextLayout` — itemise by face, shape words, break lines
/// greedily at UAX #14 opportunities, truncate, align and stack the lines.

import Foundation

/// Lays out attributed text into lines of positioned glyphs.
///
/// Faces come from a `FontDatabase` (the requested face, then per-grapheme fallback). Text is
/// shaped word by word (a word and its trailing spaces, between two break opportunities), and
/// shaped words are cached by value. Lines break greedily at UAX #14 opportunities within the
/// width; a word longer than the width breaks between graphemes. Each line is as tall as its
/// tallest run's ascent + descent + line gap (the face's `hhea` metrics, or its typographic
/// metrics when it asks for them — SwiftUI's default line height); the gap sits below the
/// descent, and `lineSpacing` is added between lines. Lines align within the widest line.
public struct TextLayoutEngine: Sendable {
    /// Where faces come from.
    public let database: FontDatabase

    /// An engine using `database` (default: the system fonts).
    public init(database: FontDatabase = .system) {
        self.database = database
    }

    /// Lays out `text` with `options`; throws only when no font at all can be found.
    public func layout(_ text: AttributedText, options: TextLayoutOptions) throws(FontDiscoveryError) -> TextLayout {
        var itemizer = FontItemizer(database: database)
        let items = try itemizer.items(of: text)
        let units = Array(text.string.utf16)
        guard !units.isEmpty else { return TextLayout(lines: [], size: .zero) }
        let glyphs = Self.shape(items: items, units: units, string: text.string)
        let maximumWidth = options.width.map { max($0, 0) } ?? .infinity
        var lineRanges = Self.breakLines(glyphs, width: maximumWidth)
        var lineGlyphs: [[LaidOutGlyph]]
        if let limit = options.lineLimit, lineRanges.count > max(limit, 1) {
            let kept = max(limit, 1)
            lineGlyphs = lineRanges.prefix(kept - 1).map { Array(glyphs[$0]) }
            let lastStart = lineRanges[kept - 1].lowerBound
            lineGlyphs.append(Self.truncate(
                glyphs, lastLine: lineRanges[kept - 1], rest: lastStart..<glyphs.count, width: maximumWidth,
                mode: options.truncation, items: items))
            lineRanges.removeAll()
        } else {
            lineGlyphs = lineRanges.map { Array(glyphs[$0]) }
        }
        return Self.assemble(lineGlyphs, items: items, options: options)
    }

    // MARK: Shaping

    /// Shapes every item, word by word, into one flat glyph list marked with break opportunities.
    static func shape(items: [LayoutItem], units: [UInt16], string: String) -> [LaidOutGlyph] {
        let opportunities = LineBreaker.opportunities(in: string)
        var glyphs: [LaidOutGlyph] = []
        glyphs.reserveCapacity(units.count)
        var next = 0
        for (itemIndex, item) in items.enumerated() {
            let scale = item.attributes.size / CGFloat(item.face.unitsPerEm)
            let extra = item.attributes.kerning + item.attributes.tracking
            let disablesLigatures = item.attributes.tracking != 0
            var spaceGlyph: (id: GlyphID, advance: CGFloat)?
            var start = item.range.lowerBound
            while next < opportunities.count && opportunities[next].offset <= start { next += 1 }
            while start < item.range.upperBound {
                var end = item.range.upperBound
                var action = LineBreakAction.prohibited
                if next < opportunities.count && opportunities[next].offset <= end {
                    end = opportunities[next].offset
                    action = opportunities[next].isMandatory ? .mandatory : .allowed
                    next += 1
                }
                let word = String(decoding: units[start..<end], as: UTF16.self)
                let shaped = ShapedWordCache.shape(word, face: item.face, disablesLigatures: disablesLigatures)
                let firstOfWord = glyphs.count
                for (index, glyph) in shaped.glyphs.enumerated() {
                    let cluster = (start + glyph.cluster.lowerBound)..<(start + glyph.cluster.upperBound)
                    let kind = LaidOutGlyph.Kind(firstUnit: units[cluster.lowerBound])
                    var id = glyph.glyph
                    var advance = glyph.advance * scale
                    if id == 0 && (kind != .visible || units[cluster.lowerBound] < 0x20) {
                        // Spaces, tabs and controls the face lacks are drawn as its space.
                        if spaceGlyph == nil {
                            let space = item.face.glyph(for: " ")
                            spaceGlyph = (space, CGFloat(item.face.advance(of: space)) * scale)
                        }
                        id = spaceGlyph?.id ?? 0
                        advance = spaceGlyph?.advance ?? advance
                    }
                    let isLastOfCluster = index + 1 == shaped.glyphs.count
                        || shaped.glyphs[index + 1].cluster != glyph.cluster
                    if isLastOfCluster && kind != .hardBreak { advance += extra }
                    glyphs.append(LaidOutGlyph(
                        id: id, advance: advance,
                        offset: CGPoint(x: glyph.offset.x * scale, y: -glyph.offset.y * scale),
                        cluster: cluster, item: itemIndex, kind: kind, isColor: shaped.isColor[index],
                        breakAfter: .prohibited))
                }
                if glyphs.count > firstOfWord { glyphs[glyphs.count - 1].breakAfter = action }
                start = end
            }
        }
        return glyphs
    }

    // MARK: Line breaking

    /// Greedy line breaking: as many break-opportunity segments as fit in `width` per line; a
    /// segment wider than the line is split between graphemes. Returns glyph index ranges.
    static func breakLines(_ glyphs: [LaidOutGlyph], width: CGFloat) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var lineStart = 0
        let count = glyphs.count
        while lineStart < count {
            var x: CGFloat = 0
            var lastBreak: Int?
            var index = lineStart
            var lineEnd = count
            scan: while index < count {
                // One cluster at a time: its glyphs never part.
                var clusterEnd = index + 1
                var clusterAdvance = glyphs[index].advance
                while clusterEnd < count && glyphs[clusterEnd].cluster == glyphs[index].cluster {
                    clusterAdvance += glyphs[clusterEnd].advance
                    clusterEnd += 1
                }
                let kind = glyphs[index].kind
                if kind == .visible && index > lineStart && x + clusterAdvance > width {
                    lineEnd = lastBreak ?? index
                    break scan
                }
                if kind != .hardBreak { x += clusterAdvance }
                index = clusterEnd
                switch glyphs[clusterEnd - 1].breakAfter {
                case .mandatory:
                    lineEnd = clusterEnd
                    break scan
                case .allowed:
                    lastBreak = clusterEnd
                case .prohibited:
                    break
                }
            }
            lines.append(lineStart..<lineEnd)
            lineStart = lineEnd
        }
        return lines
    }

    /// The width of `glyphs` without trailing spaces and hard breaks.
    static func contentWidth(_ glyphs: some Collection<LaidOutGlyph>) -> CGFloat {
        var width: CGFloat = 0
        var visibleWidth: CGFloat = 0
        for glyph in glyphs where glyph.kind != .hardBreak {
            width += glyph.advance
            if glyph.kind == .visible { visibleWidth = width }
        }
        return visibleWidth
    }

    // MARK: Assembly

    /// Places the lines: runs per item, line metrics, alignment within the widest line, stacking.
    static func assemble(_ lineGlyphs: [[LaidOutGlyph]], items: [LayoutItem], options: TextLayoutOptions) -> TextLayout {
        let itemMetrics = items.map { item -> TextLayout.TypographicBounds in
            let metrics = item.face.metrics
            let scale = item.attributes.size / CGFloat(item.face.unitsPerEm)
            let offset = item.attributes.baselineOffset
            return TextLayout.TypographicBounds(
                ascent: CGFloat(metrics.ascender) * scale + max(offset, 0),
                descent: CGFloat(-metrics.descender) * scale + max(-offset, 0),
                leading: CGFloat(max(metrics.lineGap, 0)) * scale, width: 0)
        }
        var lines: [TextLayout.Line] = []
        lines.reserveCapacity(lineGlyphs.count)
        var y: CGFloat = 0
        var widest: CGFloat = 0
        for (lineIndex, glyphs) in lineGlyphs.enumerated() {
            guard let first = glyphs.first, let last = glyphs.last else { continue }
            var bounds = TextLayout.TypographicBounds(ascent: 0, descent: 0, leading: 0, width: contentWidth(glyphs))
            var runs: [TextLayout.Run] = []
            var x: CGFloat = 0
            var runStart = 0
            var seenItems = Set<Int>()
            while runStart < glyphs.count {
                let itemIndex = glyphs[runStart].item
                var runEnd = runStart
                while runEnd < glyphs.count && glyphs[runEnd].item == itemIndex { runEnd += 1 }
                if seenItems.insert(itemIndex).inserted {
                    let metrics = itemMetrics[itemIndex]
                    bounds.ascent = max(bounds.ascent, metrics.ascent)
                    bounds.descent = max(bounds.descent, metrics.descent)
                    bounds.leading = max(bounds.leading, metrics.leading)
                }
                if let run = makeRun(glyphs[runStart..<runEnd], item: items[itemIndex], metrics: itemMetrics[itemIndex],
                                     x: &x, lineWidth: bounds.width) {
                    runs.append(run)
                }
                runStart = runEnd
            }
            if lineIndex > 0 { y += options.lineSpacing }
            let baseline = y + bounds.ascent
            y = baseline + bounds.descent + bounds.leading
            widest = max(widest, bounds.width)
            lines.append(TextLayout.Line(
                origin: CGPoint(x: 0, y: baseline), typographicBounds: bounds,
                characterRange: first.cluster.lowerBound..<max(last.cluster.upperBound, first.cluster.lowerBound),
                runs: runs))
        }
        let factor: CGFloat
        switch options.alignment {
        case .leading: factor = 0
        case .center: factor = 0.5
        case .trailing: factor = 1
        }
        for index in lines.indices {
            lines[index].origin.x = (widest - lines[index].typographicBounds.width) * factor
        }
        return TextLayout(lines: lines, size: CGSize(width: widest, height: y))
    }

    /// One run of a line: its glyphs placed from pen position `x` (advanced past them), its
    /// bounds and decorations; `nil` when it holds only hard breaks.
    private static func makeRun(
        _ glyphs: ArraySlice<LaidOutGlyph>, item: LayoutItem, metrics: TextLayout.TypographicBounds,
        x: inout CGFloat, lineWidth: CGFloat
    ) -> TextLayout.Run? {
        let baselineOffset = item.attributes.baselineOffset
        let startX = x
        var placed: [TextLayout.Glyph] = []
        placed.reserveCapacity(glyphs.count)
        var lower = Int.max
        var upper = Int.min
        for glyph in glyphs {
            lower = min(lower, glyph.cluster.lowerBound)
            upper = max(upper, glyph.cluster.upperBound)
            guard glyph.kind != .hardBreak else { continue }
            var bounds = metrics
            bounds.width = glyph.advance
            placed.append(TextLayout.Glyph(
                id: glyph.id, position: CGPoint(x: x + glyph.offset.x, y: glyph.offset.y - baselineOffset),
                advance: glyph.advance, characterRange: glyph.cluster, typographicBounds: bounds,
                isColorGlyph: glyph.isColor))
            x += glyph.advance
        }
        guard !placed.isEmpty else { return nil }
        var bounds = metrics
        bounds.width = x - startX
        let face = item.face
        let scale = item.attributes.size / CGFloat(face.unitsPerEm)
        let faceMetrics = face.metrics
        let decorationEnd = min(x, max(lineWidth, startX))
        var decorations: [TextLayout.Decoration] = []
        if let underline = item.attributes.underline, decorationEnd > startX {
            decorations.append(TextLayout.Decoration(
                kind: .underline, y: CGFloat(-faceMetrics.underlinePosition) * scale - baselineOffset,
                thickness: max(CGFloat(faceMetrics.underlineThickness) * scale, 1), minX: startX, maxX: decorationEnd,
                style: underline))
        }
        if let strikethrough = item.attributes.strikethrough, decorationEnd > startX {
            decorations.append(TextLayout.Decoration(
                kind: .strikethrough, y: CGFloat(-faceMetrics.strikeoutPosition) * scale - baselineOffset,
                thickness: max(CGFloat(faceMetrics.strikeoutThickness) * scale, 1), minX: startX, maxX: decorationEnd,
                style: strikethrough))
        }
        return TextLayout.Run(
            face: face, size: item.attributes.size, attributes: item.attributes, characterRange: lower..<upper,
            glyphs: placed, typographicBounds: bounds, decorations: decorations)
    }
}
