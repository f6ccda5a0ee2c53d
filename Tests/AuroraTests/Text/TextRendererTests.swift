/// TextRenderer: .textRenderer(_:) reaches every Text below it, draws through GraphicsContext, sizes the view and pads its drawing.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing
@testable import Aurora
@testable import AuroraGallery

/// SwiftUI's default behaviour written as a renderer: every line as it is.
private struct LineByLineRenderer: TextRenderer {
    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout { context.draw(line) }
    }
}

/// Draws every other glyph of each run turned by `angle` about its own centre.
private struct AlternateRotationRenderer: TextRenderer {
    var angle: Angle

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout {
            for run in line {
                for (index, slice) in run.enumerated() {
                    guard index % 2 == 1 else {
                        context.draw(slice)
                        continue
                    }
                    let rect = slice.typographicBounds.rect
                    var copy = context
                    copy.translateBy(x: rect.midX, y: rect.midY)
                    copy.rotate(by: angle)
                    copy.translateBy(x: -rect.midX, y: -rect.midY)
                    copy.draw(slice)
                }
            }
        }
    }
}

/// Answers a fixed size, whatever the text.
private struct FixedSizeRenderer: TextRenderer {
    var size: CGSize
    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout { context.draw(line) }
    }
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { size }
}

/// Takes the text's own size plus room for a copy drawn `shift` points to the right.
private struct EchoRenderer: TextRenderer {
    var shift: CGFloat
    var padding: EdgeInsets

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout { context.draw(line) }
        var echo = context
        echo.translateBy(x: shift, y: 0)
        for line in layout { echo.draw(line) }
    }
    var displayPadding: EdgeInsets { padding }
}

/// Draws lines with the given options.
private struct OptionsRenderer: TextRenderer {
    var options: Text.Layout.DrawingOptions
    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout { context.draw(line, options: options) }
    }
}

/// Draws only the first glyph of each run (to check decorations follow slices).
private struct FirstGlyphRenderer: TextRenderer {
    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for run in layout.flattenedRuns where !run.isEmpty { context.draw(run[0]) }
    }
}

@MainActor
@Suite
struct TextRendererTests {
    let font = TextRendererTestFont.font(size: 20)

    @Test func drawingEveryLineGivesTheDefaultGlyphs() throws {
        let text = (Text("Hello ") + Text("Swift").bold().foregroundStyle(.red)).font(font).frame(width: 60)
        let (plain, plainSize) = displayList(of: text, proposal: .unspecified)
        let (rendered, renderedSize) = displayList(of: text.textRenderer(LineByLineRenderer()), proposal: .unspecified)
        #expect(plainSize == renderedSize)
        let expected = allGlyphRuns(plain), actual = allGlyphRuns(rendered)
        #expect(actual.count == expected.count && !actual.isEmpty)
        // The text node draws at its frame; the renderer's items sit in a clip item at the same frame.
        guard case .effect(.clip(let clip, _), let inner)? = rendered.items.first?.value else {
            Issue.record("expected a clip item, got \(rendered)")
            return
        }
        #expect(rendered.items.first?.frame == plain.items.first?.frame)
        #expect(clip.boundingRect == CGRect(origin: .zero, size: try #require(plain.items.first?.frame.size)))
        for (a, b) in zip(actual, expected) {
            #expect(a.glyphs == b.glyphs)
            #expect(a.positions == b.positions)
            #expect(a.paint == b.paint)
        }
        #expect(inner.items.allSatisfy { $0.frame.origin == .zero })
    }

    @Test func aRendererAppliesToEveryTextBelowItAndTheInnermostWins() {
        let capture = LayoutCapture(), inner = LayoutCapture()
        let view = VStack {
            Text("a")
            HStack { Text("b"); Text("c").textRenderer(CapturingRenderer(capture: inner)) }
        }
        .font(font)
        .textRenderer(CapturingRenderer(capture: capture))
        _ = displayList(of: view, proposal: .unspecified)
        #expect(capture.layouts.count == 2)
        #expect(inner.layouts.count == 1)
    }

    @Test func sizeThatFitsSizesTheTextView() throws {
        let view = HStack(spacing: 0) {
            Text("wide text").font(font).textRenderer(FixedSizeRenderer(size: CGSize(width: 30, height: 50)))
            Color.red.frame(width: 5, height: 5)
        }
        let red = try #require(frame(of: .red, in: view, proposal: .unspecified))
        #expect(red.minX == 30)
        let (_, size) = displayList(of: view, proposal: .unspecified)
        #expect(size.height == 50)
    }

    @Test func theProxyMeasuresTheTextAsItWouldBeDrawn() throws {
        let text = Text("measure me").font(font)
        let (_, natural) = displayList(of: text, proposal: .unspecified)
        let (_, padded) = displayList(of: text.textRenderer(EchoRenderer(shift: 0, padding: EdgeInsets())), proposal: .unspecified)
        #expect(natural == padded)
        // displayPadding enlarges the drawing, not the layout.
        let (_, wide) = displayList(of: text.textRenderer(EchoRenderer(shift: 0, padding: EdgeInsets(top: 9, leading: 9, bottom: 9, trailing: 9))),
                                    proposal: .unspecified)
        #expect(wide == natural)
    }

    @Test func displayPaddingLetsDrawingOutsideTheBoundsShow() throws {
        func inkRight(of padding: CGFloat) throws -> Int {
            let view = Text("Hi").font(font).foregroundStyle(.black)
                .textRenderer(EchoRenderer(shift: 40, padding: EdgeInsets(trailing: padding)))
                .frame(width: 100, alignment: .leading)
                .background(Color.white)
            let pixmap = try #require(ImageRenderer(content: view).pixmap)
            // Count dark pixels right of the text's own bounds (x ≥ 30: "Hi" is about 25 pt wide).
            var count = 0
            for y in 0..<pixmap.height {
                for x in 30..<pixmap.width where pixmap.pixel(x: x, y: y).red < 128 { count += 1 }
            }
            return count
        }
        #expect(try inkRight(of: 0) == 0)
        #expect(try inkRight(of: 60) > 20)
    }

    @Test func drawingOptionsReachTheGlyphRuns() throws {
        let text = Text("move").font(font)
        let (exact, _) = displayList(of: text.textRenderer(OptionsRenderer(options: .disablesSubpixelQuantization)), proposal: .unspecified)
        let (snapped, _) = displayList(of: text.textRenderer(OptionsRenderer(options: [])), proposal: .unspecified)
        let exactRuns = allGlyphRuns(exact), snappedRuns = allGlyphRuns(snapped)
        #expect(!exactRuns.isEmpty && exactRuns.allSatisfy { $0.disablesSubpixelQuantization })
        #expect(!snappedRuns.isEmpty && !snappedRuns.contains { $0.disablesSubpixelQuantization })
        #expect(exact.description.contains("quantized=false"))
        #expect(try DisplayList(parsing: exact.description) == exact)
    }

    @Test func contextStateWrapsTheDrawnText() throws {
        struct FadedRenderer: TextRenderer {
            func draw(layout: Text.Layout, in context: inout GraphicsContext) {
                context.opacity = 0.5
                for line in layout { context.draw(line) }
            }
        }
        let (list, _) = displayList(of: Text("fade").font(font).textRenderer(FadedRenderer()), proposal: .unspecified)
        guard case .effect(.clip, let inner)? = list.items.first?.value, case .effect(.opacity(let opacity), _)? = inner.items.first?.value else {
            Issue.record("expected clip → opacity, got \(list)")
            return
        }
        #expect(opacity == 0.5)
    }

    @Test func slicesDrawTheirPartOfTheUnderline() throws {
        let text = Text("abc").underline().font(font)
        let (list, _) = displayList(of: text.textRenderer(FirstGlyphRenderer()), proposal: .unspecified)
        let layout = try #require(capturedLayout(of: text))
        let firstWidth = layout[0][0][0].typographicBounds.width
        guard case .effect(_, let inner)? = list.items.first?.value else {
            Issue.record("expected a clip item")
            return
        }
        #expect(allGlyphRuns(inner).map(\.glyphs.count) == [1])
        let underlines = inner.items.compactMap { item -> CGRect? in
            if case .content(.shape(let path, _, _, _)) = item.value { return path.boundingRect }
            return nil
        }
        #expect(underlines.count == 1)
        #expect(abs((underlines.first?.width ?? 0) - firstWidth) < 1e-9)
    }

    @Test func everyOtherGlyphRotatedGolden() throws {
        let view = Text("Aurora Text").font(TextRendererTestFont.font(size: 24)).foregroundStyle(.black)
            .textRenderer(AlternateRotationRenderer(angle: .degrees(45)))
            .padding(6)
            .background(Color.white)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        let pixmap = try #require(renderer.pixmap)
        GoldenImage.assertMatches(pixmap, golden: "text-renderer/every-other-glyph-rotated")
    }
}
