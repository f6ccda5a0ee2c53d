/// Gallery page: custom `TextRenderer`s — a wave, rotated glyphs, highlighted attributes and a staggered appearance.
import Aurora
import Foundation

/// Moves each glyph up or down along a sine wave.
private struct WaveRenderer: TextRenderer {
    var amplitude: CGFloat

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        var index = 0
        for line in layout {
            for run in line {
                for slice in run {
                    var copy = context
                    copy.translateBy(x: 0, y: amplitude * sin(Double(index) * 0.7))
                    copy.draw(slice)
                    index += 1
                }
            }
        }
    }
}

/// Turns every other glyph about its centre.
private struct AlternatingRotationRenderer: TextRenderer {
    var angle: Angle

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout {
            for run in line {
                for (index, slice) in run.enumerated() {
                    let rect = slice.typographicBounds.rect
                    var copy = context
                    if index % 2 == 1 {
                        copy.translateBy(x: rect.midX, y: rect.midY)
                        copy.rotate(by: angle)
                        copy.translateBy(x: -rect.midX, y: -rect.midY)
                    }
                    copy.draw(slice)
                }
            }
        }
    }
}

/// Marks text for `HighlightRenderer`.
private struct Highlight: TextAttribute {}

/// Paints a rounded marker behind runs carrying `Highlight`, then draws every run.
private struct HighlightRenderer: TextRenderer {
    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout {
            for run in line where run[Highlight.self] != nil {
                let rect = run.typographicBounds.rect.insetBy(dx: -3, dy: 1)
                context.fill(RoundedRectangle(cornerRadius: 4).path(in: rect), with: .color(.yellow.opacity(0.6)))
            }
            context.draw(line)
        }
    }

    /// Room for the marker's overhang.
    var displayPadding: EdgeInsets { EdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4) }
}

/// Glyphs fade in and settle one after another, as far as `progress` (0…1) has come.
private struct StaggeredAppearanceRenderer: TextRenderer {
    var progress: Double
    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        let slices = layout.flatMap { line in line.flatMap { run in run } }
        guard !slices.isEmpty else { return }
        for (index, slice) in slices.enumerated() {
            let start = Double(index) / Double(slices.count) * 0.6
            let local = min(max((progress - start) / 0.4, 0), 1)
            var copy = context
            copy.opacity = local
            copy.translateBy(x: 0, y: (1 - local) * -8)
            copy.addFilter(.blur(radius: (1 - local) * 3))
            copy.draw(slice, options: .disablesSubpixelQuantization)
        }
    }
}

struct TextRendererPage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Riding the sine wave").font(.title2.bold())
                .foregroundStyle(LinearGradient(colors: [.teal, .blue], startPoint: .leading, endPoint: .trailing))
                .textRenderer(WaveRenderer(amplitude: 4))
            Text("Every other glyph turned").font(.title3)
                .textRenderer(AlternatingRotationRenderer(angle: .degrees(35)))
            (Text("Renderers read ") + Text("custom attributes").customAttribute(Highlight()).bold()
                + Text(" from each run of the layout"))
                .font(.body)
                .textRenderer(HighlightRenderer())
            ForEach([0.25, 0.5, 0.75, 1.0], id: \.self) { progress in
                HStack {
                    Text(String(format: "%.2f", progress)).font(.caption.monospaced()).foregroundStyle(.secondary)
                    Text("Glyph by glyph").font(.title3.weight(.semibold)).foregroundStyle(.pink)
                        .textRenderer(StaggeredAppearanceRenderer(progress: progress))
                }
            }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color.white)
    }
}
