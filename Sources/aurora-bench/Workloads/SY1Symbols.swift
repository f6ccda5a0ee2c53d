/// SY1: a screen of 400 symbol images (23 names, four sizes and weights, palette colours) on an iPhone 15 Pro at 3×.
import Aurora
import AuroraDisplayList
import AuroraRaster
import AuroraRender
import Foundation

/// A grid of symbol images: 20 rows of 20, names, fonts and weights varying along the grid.
struct SymbolScreen: View {
    static let names = ["sparkle", "star", "star.fill", "heart", "heart.fill", "circle", "circle.fill", "checkmark",
                        "xmark", "plus", "minus", "chevron.left", "chevron.right", "chevron.up", "chevron.down",
                        "play.fill", "pause.fill", "sun.max", "moon", "cloud", "bolt", "person.crop.circle", "photo"]
    static let fonts: [Font] = [.caption2, .caption, .footnote, .body]
    static let weights: [Font.Weight] = [.light, .regular, .semibold, .bold]
    /// Changes the symbols' sizes, so every view's symbol is resolved again.
    var sizeShift = 0

    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<20) { row in
                HStack(spacing: 2) {
                    ForEach(0..<20) { column in
                        let index = row * 20 + column
                        Image(systemName: Self.names[index % Self.names.count])
                            .font(Self.fonts[(index / 7 + sizeShift) % Self.fonts.count])
                            .fontWeight(Self.weights[(index / 3) % Self.weights.count])
                            .frame(width: 19, height: 36)
                    }
                }
            }
        }
        .foregroundStyle(.indigo, .orange)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.white)
    }
}

extension Workload {
    /// Graph, layout and display list of the symbol screen after every symbol's size changed.
    static let symbolScreenDisplayList = Workload(
        key: "SY1_symbols", variant: "graph+displaylist",
        notes: "400 symbol images, iPhone 15 Pro: new root value (sizes change) + layout + DisplayList build (outlines cached per weight)"
    ) { _, _ in
        try onMainActor {
            let renderer = ImageRenderer(content: SymbolScreen())
            renderer.device = .iPhone15Pro
            _ = renderer.renderedSize
            var shift = 0
            return WorkloadRun(run: {
                MainActor.assumeIsolated {
                    shift = (shift + 1) % SymbolScreen.fonts.count
                    renderer.content = SymbolScreen(sizeShift: shift)
                    _ = renderer.renderedSize
                    _ = renderer.host.buildDisplayList()
                }
            }, output: { try onMainActor { try SymbolScreenOutput.render(renderer) } })
        }
    }

    /// Rendering the symbol screen's display list at 3× (1179 × 2556 pixels).
    static let symbolScreenRender = Workload(
        key: "SY1_symbols", variant: "render",
        notes: "400 symbol images: DisplayListRenderer at 3x, 1179x2556, all threads"
    ) { _, context in
        try WorkloadRun.iPhoneScreenRender(threads: context.threads) { SymbolScreen() }
    }
}

/// The symbol screen's pixels, written to `--out`.
enum SymbolScreenOutput {
    @MainActor
    static func render(_ renderer: ImageRenderer<SymbolScreen>) throws -> WorkloadOutput {
        guard let pixmap = renderer.pixmap else { throw BenchError.invalidInputs("the symbol screen rendered nothing") }
        return .pixmap(pixmap)
    }
}
