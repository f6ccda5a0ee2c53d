/// W6: lay out and draw a 2,000-character paragraph, DejaVu Sans 51 px, wrapped at the canvas width, black on white.
import AuroraGeometry
import AuroraRaster
import AuroraRender
import AuroraText
import Foundation

extension Workload {
    /// Lays out the paragraph with the system font database (DejaVu Sans) and draws it with a
    /// warm glyph-mask cache (the setup draws it once).
    static let textLayoutAndDraw = Workload(
        key: "W6_text", variant: "layout+draw",
        notes: "TextLayoutEngine (UAX #14 greedy wrap, GSUB/GPOS shaping, warm word cache) + glyph-mask draw, warm glyph cache"
    ) { inputs, context in
        let paragraph = try W6Paragraph(inputs)
        let canvas = RasterContext(pixmap: try inputs.makeCanvas(), threads: context.threads)
        let draw = { () throws(BenchError) in
            canvas.clear(paragraph.background)
            canvas.draw(try paragraph.layout(), at: .zero, with: paragraph.paint)
            canvas.flush()
        }
        try draw()
        return WorkloadRun(threads: context.threads, run: { try draw() }, output: { .pixmap(canvas.pixmap) })
    }

    /// Lays out the paragraph only (shaping, breaking, positioning); the output is the layout drawn once.
    static let textLayout = Workload(
        key: "W6_text", variant: "layout", notes: "TextLayoutEngine only: itemise, shape (warm word cache), wrap, position"
    ) { inputs, _ in
        let paragraph = try W6Paragraph(inputs)
        var last = try paragraph.layout()
        return WorkloadRun(threads: 1, run: { last = try paragraph.layout() }, output: {
            let canvas = RasterContext(pixmap: try inputs.makeCanvas(), threads: 1)
            canvas.clear(paragraph.background)
            canvas.draw(last, at: .zero, with: paragraph.paint)
            return .pixmap(canvas.pixmap)
        })
    }
}

/// W6's inputs as text-engine values: the paragraph, its attributes, the wrap width, the colours.
struct W6Paragraph {
    let text: AttributedText
    let options: TextLayoutOptions
    let engine: TextLayoutEngine
    let paint: Paint
    let background: RGBAColor

    /// Reads W6 from the inputs and checks that the system fonts give the face they name.
    init(_ inputs: BenchInputs) throws(BenchError) {
        let w6 = inputs.document.w6_text
        guard w6.color.count == 4, w6.background.count == 4, w6.px > 0, w6.wrap_width > 0 else {
            throw .invalidInputs("w6_text needs RGBA colours, a size and a wrap width")
        }
        let family = w6.font.prefix { $0 != "(" }.trimmingCharacters(in: .whitespaces)
        let attributes = TextAttributes(font: FontRequest(family: family), size: w6.px)
        text = AttributedText(w6.text, attributes: attributes)
        options = TextLayoutOptions(width: w6.wrap_width)
        engine = TextLayoutEngine(database: .system)
        func color(_ c: [Int]) -> RGBAColor {
            RGBAColor(red8: UInt8(clamping: c[0]), green8: UInt8(clamping: c[1]), blue8: UInt8(clamping: c[2]), alpha8: UInt8(clamping: c[3]))
        }
        paint = .color(color(w6.color))
        background = color(w6.background)
        let face: FontFace
        do { face = try engine.database.face(matching: attributes.font) } catch {
            throw .missingInputs("W6 needs \(w6.font): \(error)")
        }
        guard face.familyName == family else {
            throw .missingInputs("W6 needs \(w6.font) but the system fonts give \(face.familyName) (Debian: fonts-dejavu-core)")
        }
    }

    /// The paragraph laid out at the wrap width.
    func layout() throws(BenchError) -> TextLayout {
        do { return try engine.layout(text, options: options) } catch {
            throw .workloadFailed("W6 layout: \(error)")
        }
    }
}
