/// T1_text-renderer: one frame of a glyph-by-glyph text appearance (per-glyph opacity, offset and blur) through a TextRenderer, 393×300 @3x.
import Aurora
import AuroraDisplayList
import AuroraRaster
import AuroraRender
import Foundation

/// Fades, lifts and unblurs each glyph in turn, as the WWDC24 session's text transition does.
private struct AppearanceRenderer: TextRenderer {
    var elapsedTime: Double
    var animatableData: Double {
        get { elapsedTime }
        set { elapsedTime = newValue }
    }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        var index = 0
        for line in layout {
            for run in line {
                for slice in run {
                    let progress = min(max((elapsedTime - Double(index) * 0.01) / 0.4, 0), 1)
                    index += 1
                    var copy = context
                    copy.opacity = progress
                    copy.translateBy(x: 0, y: (1 - progress) * -slice.typographicBounds.descent)
                    copy.addFilter(.blur(radius: slice.typographicBounds.rect.height / 16 * (1 - progress)))
                    copy.draw(slice, options: .disablesSubpixelQuantization)
                }
            }
        }
    }
}

/// A title and a paragraph drawn by `AppearanceRenderer` at `time`.
private struct AppearingParagraph: View {
    let time: Double
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Create custom visual effects").font(.title.bold())
            Text("Scroll effects, rich colour treatments, custom transitions and text that springs into place glyph by glyph.")
                .font(.body)
        }
        .padding()
        .textRenderer(AppearanceRenderer(elapsedTime: time))
        .frame(width: 393, height: 300, alignment: .topLeading)
        .background(Color.white)
    }
}

extension Workload {
    /// One frame halfway through the appearance: the layout handed to the renderer, its per-glyph
    /// drawing recorded as display items, and the list rendered at 3×.
    static let textRendererAppearance = Workload(
        key: "T1_text-renderer",
        notes: "TextRenderer per-glyph appearance (opacity, offset, blur per glyph) over ~130 glyphs, 393x300 @3x; display list + render"
    ) { _, context in
        // Alternate two times so every run builds a new display list.
        try WorkloadRun.viewFrameRender(threads: context.threads, device: .canvas(width: 393, height: 300, scale: 3)) { frame in
            AppearingParagraph(time: frame.isMultiple(of: 2) ? 0.6 : 0.6 + 1.0 / 60)
        }
    }
}
