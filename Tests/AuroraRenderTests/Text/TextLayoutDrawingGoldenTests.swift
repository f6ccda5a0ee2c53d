@testable import AuroraRaster
@testable import AuroraRender
import AuroraGeometry
import AuroraTestSupport
import AuroraText
import Foundation
import Testing

/// Drawn text through the real pipeline — `TextLayoutEngine` over installed fonts, then
/// `RasterContext.draw(_:at:with:)` — against golden images, in one band and in many.
struct TextLayoutDrawingGoldenTests {
    /// Exactly the installed fonts the goldens were recorded with, so other system fonts cannot change them.
    static let database = FontDatabase(paths: [RenderTestFonts.fixtureFolder + "/DejaVuSans.ttf",
                                               "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"])
    static let engine = TextLayoutEngine(database: database)

    /// Lays out `text` and draws it at `origin` on a white canvas, once per render mode, checking one golden.
    private func assertGolden(_ name: String, width: Int, height: Int, _ text: AttributedText, options: TextLayoutOptions = TextLayoutOptions(),
                              origin: CGPoint = CGPoint(x: 4, y: 4), sourceLocation: SourceLocation = #_sourceLocation) throws -> TextLayout {
        let layout = try Self.engine.layout(text, options: options)
        // One band on one thread, and 5-row bands on three threads (glyph masks cut across bands).
        for (threads, bandHeight) in [(1, 1 << 20), (3, 5)] {
            let context = try RasterContext(width: width, height: height, threads: threads)
            context.bandHeight = bandHeight
            context.clear(.white)
            context.draw(layout, at: origin, with: .color(RGBAColor(red: 0.12, green: 0.15, blue: 0.2)),
                         cache: GlyphMaskCache(), colorGlyphs: ColorGlyphCache())
            GoldenImage.assertMatches(context.pixmap, golden: name, sourceLocation: sourceLocation)
        }
        return layout
    }

    @Test
    func latinLine() throws {
        var attributes = TextAttributes(font: FontRequest(family: "DejaVu Sans"), size: 15)
        var text = AttributedText("Effects ", attributes: attributes)
        attributes.underline = TextDecoration()
        text.append("fly", attributes: attributes)
        attributes.underline = nil
        attributes.strikethrough = TextDecoration()
        text.append(" & AVA", attributes: attributes)
        let layout = try assertGolden("text/latin-line", width: 160, height: 28, text)
        #expect(layout.lines.count == 1)
    }

    @Test(.enabled(if: RenderTestFonts.notoColorEmoji != nil, "Noto Color Emoji is not installed (Debian: fonts-noto-color-emoji)"))
    func emojiSequenceIsOneColourGlyph() throws {
        let text = AttributedText("SwiftUI 🧑‍💻", attributes: TextAttributes(font: FontRequest(family: "DejaVu Sans"), size: 16))
        let layout = try assertGolden("text/emoji-technologist", width: 112, height: 28, text)
        let colorGlyphs = layout.lines.flatMap(\.runs).flatMap(\.glyphs).filter(\.isColorGlyph)
        #expect(colorGlyphs.count == 1, "🧑‍💻 (person, ZWJ, laptop) is one ligated colour glyph")
    }

    @Test
    func truncatedLines() throws {
        let text = AttributedText("Build Visual Effects with SwiftUI, one line only",
                                  attributes: TextAttributes(font: FontRequest(family: "DejaVu Sans"), size: 12))
        for mode in [TextLayoutOptions.Truncation.head, .middle, .tail] {
            let layout = try assertGolden("text/truncated-\(mode.rawValue)", width: 120, height: 22, text,
                                          options: TextLayoutOptions(width: 112, lineLimit: 1, truncation: mode))
            #expect(layout.lines.count == 1)
            #expect(layout.size.width <= 112)
        }
    }
}
