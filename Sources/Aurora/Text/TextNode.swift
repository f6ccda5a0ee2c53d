/// The layout node of `Text`: shapes and breaks the attributed string for a width, draws its glyph runs.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraText
import Foundation

extension Text: View, PrimitiveView {
    /// A primitive view.
    public typealias Body = Never

    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        [TextNode(text: self, environment: inputs.environment)]
    }
}

/// A text view's node: sizes to its text laid out at the proposed width; baselines are its explicit guides.
final class TextNode: LayoutNode {
    let attributed: AttributedText
    /// Foreground styles by the index stored in each run's `foreground` attribute (nil: the environment's).
    let styles: [(any ShapeStyle)?]
    let options: TextLayoutOptions
    let environment: EnvironmentValues
    /// The `TextRenderer` of the environment, which sizes and draws the text instead of the default.
    let renderer: AnyTextRenderer?
    private var layouts: [(width: CGFloat?, engine: TextLayout, pixelAligned: TextLayout)] = []

    /// One engine for every text view: its caches are keyed by value.
    static let engine = TextLayoutEngine()

    init(text: Text, environment: EnvironmentValues) {
        self.environment = environment
        renderer = environment.textRenderer
        var runs: [AttributedText.Run] = []
        // One entry per distinct foreground, so neighbouring segments styled alike share a run.
        var styleBoxes: [AnyShapeStyleBox?] = []
        for segment in text.segments where !segment.string.isEmpty {
            let style = segment.style
            let font = style.font ?? environment.font ?? .body
            let weight = style.weight ?? environment.fontWeight ?? font.weight
            let design = style.design ?? environment.fontDesign ?? font.design
            let italic = style.italic || environment.isItalic || font.isItalic
            let request = FontRequest(family: font.family, design: design.textDesign, weight: weight.value, italic: italic)
            let foreground = styleBoxes.firstIndex { $0 == style.foreground } ?? {
                styleBoxes.append(style.foreground)
                return styleBoxes.count - 1
            }()
            var attributes = TextAttributes(font: request, size: font.pointSize(at: environment.dynamicTypeSize), kerning: style.kerning, tracking: style.tracking,
                                            baselineOffset: style.baselineOffset,
                                            foreground: AnyHashableSendable(foreground),
                                            custom: style.customAttributes.mapValues { AnyHashableSendable($0) })
            if let underline = style.underline { attributes.underline = TextDecoration(color: underline.map { AnyHashableSendable($0.rgba) }) }
            if let strike = style.strikethrough { attributes.strikethrough = TextDecoration(color: strike.map { AnyHashableSendable($0.rgba) }) }
            runs.append(AttributedText.Run(segment.string, attributes: attributes))
        }
        attributed = AttributedText(runs: runs)
        styles = styleBoxes.map { $0?.style }
        let alignment: TextLayoutOptions.Alignment = switch environment.multilineTextAlignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
        let truncation: TextLayoutOptions.Truncation = switch environment.truncationMode {
        case .head: .head
        case .tail: .tail
        case .middle: .middle
        }
        options = TextLayoutOptions(lineLimit: environment.lineLimit, truncation: truncation, alignment: alignment)
    }

    /// The text laid out for `width` (nil or infinite: one line per paragraph) as the text engine
    /// places it, for sizes and `GraphicsContext.ResolvedText`; cached per width.
    func layout(width: CGFloat?) -> TextLayout? { cachedLayouts(width: width)?.engine }

    /// The layout for `width` with its baselines and decorations on device pixels: what the text
    /// view draws, hands a `TextRenderer`, and reports as its baseline guides and spacing (see
    /// `TextLayout.snappedToPixels(_:)`).
    func pixelAlignedLayout(width: CGFloat?) -> TextLayout? { cachedLayouts(width: width)?.pixelAligned }

    private func cachedLayouts(width: CGFloat?) -> (engine: TextLayout, pixelAligned: TextLayout)? {
        let width = width.flatMap { $0.isFinite ? max(0, $0) : nil }
        if let cached = layouts.first(where: { $0.width == width }) { return (cached.engine, cached.pixelAligned) }
        var options = options
        options.width = width
        guard let engine = TextLayoutCache.shared.layout(attributed, options: options) else { return nil }
        let pixelAligned = engine.snappedToPixels(ViewHost.pixelLength(scale: environment.displayScale))
        if layouts.count >= 4 { layouts.removeFirst() }
        layouts.append((width, engine, pixelAligned))
        return (engine, pixelAligned)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let renderer else { return naturalSize(proposal) }
        let proxy = TextProxy { [weak self] proposal in MainActor.assumeIsolated { self?.naturalSize(proposal) ?? .zero } }
        return renderer.sizeThatFits(proposal: proposal, text: proxy)
    }

    /// The text's own size for `proposal`: its layout at the proposed width, rounded up to whole points.
    func naturalSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let layout = layout(width: proposal.width) else { return .zero }
        return CGSize(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up))
    }

    /// Spacing from the largest font's metrics and the ideal (one line per paragraph) layout's baselines.
    override var spacing: ViewSpacing { textSpacing }

    private lazy var textSpacing = makeSpacing()

    private func makeSpacing() -> ViewSpacing {
        guard let layout = pixelAlignedLayout(width: nil), let first = layout.lines.first, let last = layout.lines.last else { return ViewSpacing() }
        var ascender: CGFloat = 0, descender: CGFloat = 0, leading: CGFloat = 0, capHeight: CGFloat = 0
        for run in layout.lines.lazy.flatMap(\.runs) {
            let metrics = run.face.metrics, scale = run.size / CGFloat(run.face.unitsPerEm)
            ascender = max(ascender, CGFloat(metrics.ascender) * scale)
            descender = min(descender, CGFloat(metrics.descender) * scale)
            leading = max(leading, CGFloat(metrics.lineGap) * scale)
            capHeight = max(capHeight, CGFloat(metrics.capHeight) * scale)
        }
        return .text(ascender: ascender, descender: descender, leading: leading, capHeight: capHeight,
                     firstBaseline: first.origin.y, lastBaseline: last.origin.y, height: naturalSize(.unspecified).height,
                     pixelLength: ViewHost.pixelLength(scale: environment.displayScale))
    }

    override var explicitGuides: ExplicitGuides? {
        let first = VerticalAlignment.firstTextBaseline.key, last = VerticalAlignment.lastTextBaseline.key
        return ExplicitGuides(values: [
            first: { [weak self] size, _ in
                MainActor.assumeIsolated { self?.pixelAlignedLayout(width: size.width)?.lines.first?.origin.y }
            },
            last: { [weak self] size, _ in
                MainActor.assumeIsolated { self?.pixelAlignedLayout(width: size.width)?.lines.last?.origin.y }
            },
        ], inner: nil)
    }

    /// The fill of each run's foreground, resolved for the text's bounds (once per style).
    private func makeFiller() -> (TextLayout.Run) -> StyleFill? {
        let local = CGRect(origin: .zero, size: frame.size)
        var fills: [Int: StyleFill?] = [:]
        return { [styles, environment] run in
            let index = run.attributes.foreground?.base as? Int ?? -1
            if let cached = fills[index] { return cached }
            let style: any ShapeStyle = (index >= 0 && index < styles.count ? styles[index] : nil) ?? HierarchicalShapeStyle.primary
            let resolved = StylePainter.fill(style, in: local, environment: environment)
            fills[index] = resolved
            return resolved
        }
    }

    override func appendDisplayItems(to items: inout [DisplayList.Item], origin: CGPoint) {
        guard frame.isDrawable, let layout = pixelAlignedLayout(width: frame.width) else { return }
        if let renderer {
            appendRendered(layout, with: renderer, to: &items, origin: origin)
            return
        }
        var runs: [DisplayList.GlyphRun] = []
        var decorations: [DisplayList.Item] = []
        let fill = makeFiller()
        // Runs drawn with a vibrant paint or a material go in their own effect item, one per fill.
        var wrapped: [(fill: StyleFill, runs: [DisplayList.GlyphRun])] = []
        for line in layout.lines {
            for run in line.runs {
                guard let runFill = fill(run) else { continue }
                let runPaint = runFill.paint
                if !run.glyphs.isEmpty {
                    let glyphRun = DisplayList.GlyphRun(
                        face: run.face, size: run.size, glyphs: run.glyphs.map(\.id),
                        positions: run.glyphs.map { CGPoint(x: line.origin.x + $0.position.x, y: line.origin.y + $0.position.y) },
                        paint: runFill.coveragePaint)
                    if case .paint = runFill {
                        runs.append(glyphRun)
                    } else if let index = wrapped.firstIndex(where: { $0.fill == runFill }) {
                        wrapped[index].runs.append(glyphRun)
                    } else {
                        wrapped.append((runFill, [glyphRun]))
                    }
                }
                for decoration in run.decorations {
                    let color = (decoration.style.color?.base as? RGBAColor).map { DisplayList.Paint.color($0) } ?? runPaint
                    let rect = CGRect(x: line.origin.x + decoration.minX, y: line.origin.y + decoration.y - decoration.thickness / 2,
                                      width: decoration.maxX - decoration.minX, height: decoration.thickness)
                    decorations.append(DisplayList.Item(frame: rect.offsetBy(dx: frame.minX - origin.x, dy: frame.minY - origin.y),
                                                        content: .fill(color)))
                }
            }
        }
        let placed = frame.relative(to: origin)
        let effectItems = wrapped.compactMap { group in
            group.fill.wrapping([DisplayList.Item(frame: CGRect(origin: .zero, size: frame.size), content: .text(group.runs))], frame: placed)
        }
        if !runs.isEmpty { items.append(DisplayList.Item(frame: placed, content: .text(runs))) }
        items.append(contentsOf: effectItems)
        items.append(contentsOf: decorations)
    }

    /// The text drawn by `renderer`: its `draw(layout:in:)` records into a context whose user
    /// space is the text's bounds, clipped to the bounds grown by the renderer's `displayPadding`.
    private func appendRendered(_ layout: TextLayout, with renderer: AnyTextRenderer, to items: inout [DisplayList.Item],
                                origin: CGPoint) {
        let local = CGRect(origin: .zero, size: frame.size)
        let recorder = GraphicsContextRecorder(bounds: local)
        var context = GraphicsContext(recorder: recorder, environment: environment)
        let fill = makeFiller()
        renderer.draw(layout: Text.Layout(layout, paint: { fill($0)?.paint }), in: &context)
        guard !recorder.items.isEmpty else { return }
        let padding = renderer.displayPadding
        func inset(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), 1e6) : 0 }
        let visible = CGRect(x: -inset(padding.leading), y: -inset(padding.top),
                             width: local.width + inset(padding.leading) + inset(padding.trailing),
                             height: local.height + inset(padding.top) + inset(padding.bottom))
        items.append(DisplayList.Item(frame: frame.relative(to: origin), effect: .clip(BezierPath(visible), FillStyle()),
                                      recorder.displayList))
    }
}

/// Text layouts keyed by value (the attributed text and the options), shared by every text view,
/// so an unchanged text re-created by a body evaluation is not shaped and broken again.
@MainActor
final class TextLayoutCache {
    static let shared = TextLayoutCache()

    private struct Key: Hashable {
        let text: AttributedText
        let options: TextLayoutOptions
    }

    /// The number of layouts kept; the oldest half is dropped when it is exceeded.
    static let capacity = 2_048
    private var entries: [Key: TextLayout] = [:]
    private var order: [Key] = []

    /// The layout of `text` with `options`, or nil when no font is available.
    func layout(_ text: AttributedText, options: TextLayoutOptions) -> TextLayout? {
        let key = Key(text: text, options: options)
        if let cached = entries[key] { return cached }
        guard let layout = try? TextNode.engine.layout(text, options: options) else { return nil }
        if order.count >= Self.capacity {
            for old in order.prefix(Self.capacity / 2) { entries[old] = nil }
            order.removeFirst(Self.capacity / 2)
        }
        entries[key] = layout
        order.append(key)
        return layout
    }
}
