/// `TextTopic`: the text plate — fonts, weights, designs, alignment, truncation, emoji, Hangul, decorations, transformed glyphs.
import AuroraGeometry
import AuroraRaster
import AuroraRender
import AuroraText
import Foundation

/// Text laid out by `TextLayoutEngine` from the system fonts and drawn by `AuroraRender`:
/// cached glyph masks for plain text, outlines for transformed glyphs, colour bitmaps for emoji.
enum TextTopic {
    /// The text plate.
    static var topic: GalleryTopic {
        GalleryTopic(
            slug: "text",
            title: "Text",
            caption: "Paragraphs laid out in the bundled fonts (Inter, DejaVu Serif, JetBrains Mono, Quicksand), Hangul and "
                + "emoji from installed fonts (Nanum, Noto Color Emoji) when there are, and drawn from cached "
                + "glyph masks: designs and weights, alignment, head/middle/tail truncation, the seed's emoji as one colour "
                + "glyph, Hangul by fallback, decorations and spacing, and glyphs drawn from outlines along an arc.",
            columns: 3,
            cells: [
                ShowcaseCell("designs: default, serif, monospaced, rounded", draw: drawDesigns),
                ShowcaseCell("weights 200, 400, 700 and italic", draw: drawWeights),
                ShowcaseCell("alignment: leading, center, trailing", draw: drawAlignment),
                ShowcaseCell("truncation: head, middle, tail (one line each)", draw: drawTruncation),
                ShowcaseCell("emoji: the seed title, 🧑‍💻 one colour glyph", draw: drawEmoji),
                ShowcaseCell("Hangul by fallback, mixed with Latin", draw: drawHangul),
                ShowcaseCell("underline, strikethrough, tracking, baseline", draw: drawDecorations),
                ShowcaseCell("sizes 8 → 26 pt", draw: drawSizes),
                ShowcaseCell("glyphs on an arc, from outlines", draw: drawArc),
            ])
    }

    /// One engine for every cell: the bundled and installed fonts, scanned once.
    private static let engine = TextLayoutEngine(database: .system)

    /// Attributes of `size` points with a font request.
    private static func style(_ size: CGFloat, family: String? = nil, design: FontDesign = .default, weight: Int = 400,
                              italic: Bool = false) -> TextAttributes {
        TextAttributes(font: FontRequest(family: family, design: design, weight: weight, italic: italic), size: size)
    }

    /// Lays out `text` within `width` and draws it with its top-left at `origin`; returns its height
    /// (0 when no font is installed, so the cell stays empty rather than the gallery failing).
    @discardableResult
    private static func paragraph(_ context: RasterContext, _ text: AttributedText, at origin: CGPoint, width: CGFloat,
                                  options: TextLayoutOptions = TextLayoutOptions(), color: RGBAColor = ShowcasePalette.ink) -> CGFloat {
        var options = options
        options.width = width
        guard let layout = try? engine.layout(text, options: options) else { return 0 }
        // Alignment places lines within the widest line; shift the layout so it aligns within `width`.
        let shift: CGFloat = switch options.alignment {
        case .leading: 0
        case .center: (width - layout.size.width) / 2
        case .trailing: width - layout.size.width
        }
        context.draw(layout, at: CGPoint(x: origin.x + shift, y: origin.y), with: .color(color))
        return layout.size.height
    }

    private static let pangram = "Sphinx of black quartz."

    private static func drawDesigns(_ context: RasterContext, _ size: CGSize) {
        var y: CGFloat = 10
        let rows: [(FontDesign, RGBAColor)] = [(.default, ShowcasePalette.ink), (.serif, ShowcasePalette.navy),
                                               (.monospaced, ShowcasePalette.indigo), (.rounded, ShowcasePalette.teal)]
        for (design, color) in rows {
            y += paragraph(context, AttributedText("\(design.rawValue): \(pangram)", attributes: style(10, design: design)),
                           at: CGPoint(x: 10, y: y), width: size.width - 20, color: color) + 3
        }
    }

    private static func drawWeights(_ context: RasterContext, _ size: CGSize) {
        var y: CGFloat = 8
        for (weight, italic) in [(200, false), (400, false), (700, false), (400, true), (700, true)] {
            let label = "\(weight)\(italic ? " italic" : ""): Visual Effects"
            y += paragraph(context, AttributedText(label, attributes: style(13, weight: weight, italic: italic)),
                           at: CGPoint(x: 10, y: y), width: size.width - 20)
        }
    }

    private static func drawAlignment(_ context: RasterContext, _ size: CGSize) {
        let text = AttributedText("Lines wrap at word boundaries and sit where the alignment puts them.",
                                  attributes: style(9))
        var y: CGFloat = 9
        for (alignment, color) in [(TextLayoutOptions.Alignment.leading, ShowcasePalette.ink),
                                   (.center, ShowcasePalette.indigo), (.trailing, ShowcasePalette.coral)] {
            let height = paragraph(context, text, at: CGPoint(x: 10, y: y), width: size.width - 20,
                                   options: TextLayoutOptions(alignment: alignment), color: color)
            context.fill(BezierPath(CGRect(x: 9.5, y: y, width: 0.5, height: height)), with: .color(ShowcasePalette.guide))
            context.fill(BezierPath(CGRect(x: size.width - 10, y: y, width: 0.5, height: height)), with: .color(ShowcasePalette.guide))
            y += height + 6
        }
    }

    private static func drawTruncation(_ context: RasterContext, _ size: CGSize) {
        let text = AttributedText("Truncated with an ellipsis where the mode puts it, so the line fits.", attributes: style(12))
        var y: CGFloat = 8
        for mode in [TextLayoutOptions.Truncation.head, .middle, .tail] {
            y += paragraph(context, AttributedText("\(mode.rawValue):", attributes: style(8, weight: 700)), at: CGPoint(x: 10, y: y),
                           width: size.width - 20, color: ShowcasePalette.guide)
            y += paragraph(context, text, at: CGPoint(x: 10, y: y), width: size.width - 20,
                           options: TextLayoutOptions(lineLimit: 1, truncation: mode)) + 5
        }
    }

    private static func drawEmoji(_ context: RasterContext, _ size: CGSize) {
        var y: CGFloat = 10
        y += paragraph(context, AttributedText("Build Visual Effects with SwiftUI 🧑‍💻", attributes: style(15, weight: 700)),
                       at: CGPoint(x: 10, y: y), width: size.width - 20) + 6
        paragraph(context, AttributedText("✨ Shaders 🎨 Gradients 🌊 Ripples 🚀", attributes: style(12)),
                  at: CGPoint(x: 10, y: y), width: size.width - 20, color: ShowcasePalette.indigo)
    }

    private static func drawHangul(_ context: RasterContext, _ size: CGSize) {
        var y: CGFloat = 12
        y += paragraph(context, AttributedText("안녕하세요, 세계!", attributes: style(20)), at: CGPoint(x: 10, y: y),
                       width: size.width - 20) + 6
        paragraph(context, AttributedText("SwiftUI로 시각 효과를 만드세요. Hangul falls back to a Korean font.", attributes: style(12)),
                  at: CGPoint(x: 10, y: y), width: size.width - 20, color: ShowcasePalette.navy)
    }

    private static func drawDecorations(_ context: RasterContext, _ size: CGSize) {
        var text = AttributedText("Underlined", attributes: {
            var a = style(15); a.underline = TextDecoration(); return a
        }())
        text.append(" and ", attributes: style(15))
        text.append("struck", attributes: { var a = style(15); a.strikethrough = TextDecoration(); return a }())
        text.append(", ", attributes: style(15))
        text.append("dashed", attributes: { var a = style(15); a.underline = TextDecoration(pattern: .dash); return a }())
        text.append(", ", attributes: style(15))
        text.append("tracked out", attributes: { var a = style(15); a.tracking = 3; return a }())
        text.append(", ", attributes: style(15))
        text.append("raised", attributes: { var a = style(11); a.baselineOffset = 6; return a }())
        text.append(" and ", attributes: style(15))
        text.append("lowered", attributes: { var a = style(11); a.baselineOffset = -4; return a }())
        text.append(" text.", attributes: style(15))
        paragraph(context, text, at: CGPoint(x: 10, y: 14), width: size.width - 20)
    }

    private static func drawSizes(_ context: RasterContext, _ size: CGSize) {
        var y: CGFloat = 6
        for points in [8, 10, 13, 16, 20, 26] as [CGFloat] {
            y += paragraph(context, AttributedText("\(Int(points)) pt Text", attributes: style(points)), at: CGPoint(x: 10, y: y),
                           width: size.width - 20)
        }
    }

    /// Each glyph rotated to follow an arc: the transform is not a translation, so glyphs are
    /// filled from their outlines, as TextRenderer's per-glyph effects are.
    private static func drawArc(_ context: RasterContext, _ size: CGSize) {
        guard let layout = try? engine.layout(AttributedText("GLYPHS ON AN ARC · ", attributes: style(15, weight: 700)),
                                              options: TextLayoutOptions()),
              let line = layout.lines.first else { return }
        let center = CGPoint(x: size.width / 2, y: size.height * 0.9), radius = min(size.width * 0.4, size.height * 0.7)
        let total = line.typographicBounds.width
        let base = context.transform
        let colors = [ShowcasePalette.indigo, ShowcasePalette.violet, ShowcasePalette.magenta, ShowcasePalette.coral]
        var index = 0
        for run in line.runs {
            for glyph in run.glyphs {
                let middle = glyph.position.x + glyph.advance / 2
                let angle = -Double.pi * 0.85 + Double(middle / max(total, 1)) * Double.pi * 0.7
                let anchor = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                let turn = CGAffineTransform(rotationAngle: angle + .pi / 2)
                context.transform = turn.concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y)).concatenating(base)
                context.draw(GlyphRun(face: run.face, size: run.size, glyphs: [glyph.id], positions: [CGPoint(x: -glyph.advance / 2, y: 0)]),
                             with: .color(colors[index % colors.count]))
                index += 1
            }
        }
        context.transform = base
        context.stroke(ShowcaseShapes.circle(center, radius - 8), with: .color(ShowcasePalette.guide),
                       style: StrokeStyle(lineWidth: 0.5, dash: [2, 3]))
    }
}
