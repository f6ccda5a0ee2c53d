/// `TextLayoutEngine`: attributed text → `TextLayout` — itemise by face, shape words, break lines
/// greedily at UAX #14 opportunities, truncate, align and stack the lines.

import Foundation

/// Lays out attributed text into lines of positioned glyphs.
///
/// Faces come from a `FontDatabase` (the requested face, then per-grapheme fallback). Text is
/// shaped word by word (a word and its trailing spaces; runs without spaces in chunks of up to
/// 128 UTF-16 units ending at a break opportunity), and shaped words are cached by value. Lines break greedily at UAX #14 opportunities within the
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
        var hyphens: [Int: [LaidOutGlyph]] = [:]
        func hyphen(_ item: Int) -> [LaidOutGlyph] {
            if let known = hyphens[item] { return known }
            let made = Self.hyphenGlyphs(item: item, items: items)
            hyphens[item] = made
            return made
        }
        var lineRanges = Self.breakLines(glyphs, width: maximumWidth) { hyphen($0).reduce(0) { $0 + $1.advance } }
        var lineGlyphs: [[LaidOutGlyph]]
        var isTruncated = false
        if let limit = options.lineLimit, lineRanges.count > max(limit, 1) {
            let kept = max(limit, 1)
            lineGlyphs = lineRanges.prefix(kept - 1).map { Array(glyphs[$0]) }
            let lastStart = lineRanges[kept - 1].lowerBound
            lineGlyphs.append(Self.truncate(
                glyphs, lastLine: lineRanges[kept - 1], rest: lastStart..<glyphs.count, width: maximumWidth,
                mode: options.truncation, items: items))
            lineRanges.removeAll()
            isTruncated = true
        } else {
            lineGlyphs = lineRanges.map { Array(glyphs[$0]) }
        }
        // A line that ends at a soft hyphen shows a hyphen (when it fits: a word cut between
        // graphemes right there may have no room for it).
        for index in lineGlyphs.indices.dropLast() {
            guard let last = lineGlyphs[index].last, last.endsWithSoftHyphen, last.breakAfter == .allowed,
                Self.contentWidth(lineGlyphs[index]) + hyphen(last.item).reduce(0, { $0 + $1.advance }) <= maximumWidth
            else { continue }
            let cluster = (last.cluster.upperBound - 1)..<last.cluster.upperBound
            lineGlyphs[index] += hyphen(last.item).map { glyph in
                var glyph = glyph
                glyph.cluster = cluster
                return glyph
            }
        }
        var layout = Self.assemble(lineGlyphs, items: items, options: options)
        layout.isTruncated = isTruncated
        return layout
    }

    // MARK: Shaping

    /// Longest stretch shaped in one call when it has no space to end at (CJK, Hangul runs).
    static let maximumChunkLength = 128

    /// Shapes every item in chunks that end after spaces or at hard breaks (so shaped words repeat
    /// and hit the cache), into one flat glyph list marked with every break opportunity.
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
                // The chunk: up to an opportunity after a space or a hard break (or the item's end);
                // the opportunities inside it are kept to mark its glyphs.
                var end = item.range.upperBound
                var inner: [LineBreakOpportunity] = []
                while next < opportunities.count && opportunities[next].offset <= end {
                    let opportunity = opportunities[next]
                    next += 1
                    inner.append(opportunity)
                    let before = units[opportunity.offset - 1]
                    if opportunity.isMandatory || LaidOutGlyph.Kind(firstUnit: before) == .space
                        || opportunity.offset - start >= maximumChunkLength {
                        end = opportunity.offset
                        break
                    }
                }
                let word = String(decoding: units[start..<end], as: UTF16.self)
                let shaped = ShapedWordCache.shape(word, face: item.face, disablesLigatures: disablesLigatures)
                var nextInner = 0
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
                    // A break may follow a cluster that ends exactly at an opportunity.
                    var breakAfter = LineBreakAction.prohibited
                    if isLastOfCluster {
                        while nextInner < inner.count && inner[nextInner].offset < cluster.upperBound { nextInner += 1 }
                        if nextInner < inner.count && inner[nextInner].offset == cluster.upperBound {
                            breakAfter = inner[nextInner].isMandatory ? .mandatory : .allowed
                        }
                    }
                    glyphs.append(LaidOutGlyph(
                        id: id, advance: advance,
                        offset: CGPoint(x: glyph.offset.x * scale, y: -glyph.offset.y * scale),
                        cluster: cluster, item: itemIndex, kind: kind, isColor: shaped.isColor[index],
                        breakAfter: breakAfter,
                        endsWithSoftHyphen: isLastOfCluster && units[cluster.upperBound - 1] == 0xAD))
                }
                start = end
            }
        }
        return glyphs
    }

    // MARK: Line breaking

    /// Greedy line breaking: as many break-opportunity segments as fit in `width` per line; a
    /// segment wider than the line is split between graphemes. Returns glyph index ranges.
    /// `hyphenWidth` gives, per item, the width a line ending at a soft hyphen needs for its hyphen.
    static func breakLines(
        _ glyphs: [LaidOutGlyph], width: CGFloat, hyphenWidth: (Int) -> CGFloat
    ) -> [Range<Int>] {
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
                    let last = glyphs[clusterEnd - 1]
                    if !last.endsWithSoftHyphen || x + hyphenWidth(last.item) <= width { lastBreak = clusterEnd }
                case .prohibited:
                    break
                }
            }
            lines.append(lineStart..<lineEnd)
            lineStart = lineEnd
        }
        return lines
    }

    /// The glyphs of a hyphen (U+2010, else "-") in the face and attributes of item `item`.
    static func hyphenGlyphs(item index: Int, items: [LayoutItem]) -> [LaidOutGlyph] {
        let item = items[index]
        let face = item.face
        let scale = item.attributes.size / CGFloat(face.unitsPerEm)
        let text = face.glyph(for: "\u{2010}") != 0 ? "\u{2010}" : "-"
        let extra = item.attributes.kerning + item.attributes.tracking
        return ShapedWordCache.shape(text, face: face, disablesLigatures: false).glyphs.map { glyph in
            LaidOutGlyph(
                id: glyph.glyph, advance: glyph.advance * scale + extra,
                offset: CGPoint(x: glyph.offset.x * scale, y: -glyph.offset.y * scale), cluster: 0..<0,
                item: index, kind: .visible, isColor: false, breakAfter: .prohibited)
        }
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
