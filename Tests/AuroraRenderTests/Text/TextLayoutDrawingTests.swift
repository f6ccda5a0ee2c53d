@testable import AuroraRender
import AuroraGeometry
import AuroraRaster
import AuroraText
import Foundation
import Testing

/// Drawing a layout: runs get their own paints, decorations their own or the run's.
struct TextLayoutDrawingTests {
    static let engine = TextLayoutEngine(database: FontDatabase(paths: [RenderTestFonts.fixtureFolder + "/DejaVuSans.ttf"]))

    private func inkColors(_ pixmap: Pixmap, in rect: PixelRect) -> Set<PremultipliedPixel> {
        var colors: Set<PremultipliedPixel> = []
        for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX where pixmap.pixel(x: x, y: y).alpha == 255 {
            colors.insert(pixmap.pixel(x: x, y: y))
        } }
        return colors
    }

    @Test
    func eachRunGetsItsPaintAndDecorationsTheirs() throws {
        var red = TextAttributes(font: FontRequest(family: "DejaVu Sans"), size: 20)
        red.foreground = AnyHashableSendable("red")
        red.underline = TextDecoration(color: AnyHashableSendable("green"))
        var blue = red
        blue.foreground = AnyHashableSendable("blue")
        blue.underline = nil
        var text = AttributedText("HH", attributes: red)
        text.append("HH", attributes: blue)
        let layout = try Self.engine.layout(text, options: TextLayoutOptions())
        let context = try RasterContext(width: 64, height: 32)
        let colors: [String: RGBAColor] = ["red": RGBAColor(red: 1, green: 0, blue: 0), "blue": RGBAColor(red: 0, green: 0, blue: 1),
                                           "green": RGBAColor(red: 0, green: 1, blue: 0)]
        context.draw(layout, at: .zero, cache: GlyphMaskCache(), colorGlyphs: ColorGlyphCache(),
                     decorationPaint: { _, decoration in .color(colors[decoration.style.color?.base as? String ?? ""] ?? .black) },
                     paint: { run in .color(colors[run.attributes.foreground?.base as? String ?? ""] ?? .black) })
        let pixels = context.pixmap
        let baseline = Int(layout.lines[0].origin.y)
        let split = Int(layout.lines[0].runs[1].glyphs[0].position.x)
        let opaqueRed = PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255)
        let opaqueBlue = PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255)
        #expect(inkColors(pixels, in: PixelRect(x: 0, y: 0, width: split, height: baseline - 1)) == [opaqueRed])
        #expect(inkColors(pixels, in: PixelRect(x: split, y: 0, width: 64 - split, height: baseline - 1)) == [opaqueBlue])
        // The underline (thinner than a pixel, so never opaque), below the baseline, only under the first run.
        func green(_ rect: PixelRect) -> Int {
            var count = 0
            for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX {
                let p = pixels.pixel(x: x, y: y)
                if p.alpha > 64 && p.green == p.alpha && p.red == 0 && p.blue == 0 { count += 1 }
            } }
            return count
        }
        #expect(green(PixelRect(x: 0, y: baseline, width: split, height: 32 - baseline)) >= split - 4)
        #expect(green(PixelRect(x: split + 1, y: baseline, width: 64 - split - 1, height: 32 - baseline)) == 0)
    }

    @Test
    func dashedUnderlinesHaveGaps() throws {
        var attributes = TextAttributes(font: FontRequest(family: "DejaVu Sans"), size: 40)
        attributes.underline = TextDecoration(pattern: .dot)
        let layout = try Self.engine.layout(AttributedText("____", attributes: attributes), options: TextLayoutOptions())
        let decoration = try #require(layout.lines.first?.runs.first?.decorations.first)
        let context = try RasterContext(width: 120, height: 60)
        context.draw(layout, at: .zero, with: .color(.black), cache: GlyphMaskCache())
        let pixels = context.pixmap
        // Along the decoration's centre row, ink and gaps alternate (the underscores themselves
        // sit lower in DejaVu Sans, so this row is the dotted line's alone).
        let row = Int(layout.lines[0].origin.y + decoration.y)
        var transitions = 0
        var previous = false
        for x in Int(decoration.minX)..<min(120, Int(decoration.maxX)) {
            let inked = pixels.pixel(x: x, y: row).alpha > 128
            if inked != previous { transitions += 1 }
            previous = inked
        }
        #expect(transitions >= 10)
    }
}
