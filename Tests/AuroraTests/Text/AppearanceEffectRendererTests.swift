/// The WWDC24 seed's AppearanceEffectRenderer (shared/seeds/003, the same notes as 001), compiled unchanged, drawn at fixed times and animated.
import AuroraDisplayList
import AuroraTestSupport
import Foundation
import Testing
@testable import Aurora
@testable import AuroraGallery

// MARK: - Tests

/// The seed's text: a plain run, an emphasized run, a plain run.
@MainActor
private func seedText(size: CGFloat = 20) -> Text {
    let visualEffects = Text("Visual Effects").customAttribute(EmphasisAttribute()).foregroundStyle(.pink).bold()
    return Text("Build \(visualEffects) with").font(TextRendererTestFont.font(size: size))
}

/// Whether two display lists print the same, numbers agreeing to `tolerance`.
private func sameDrawing(_ a: DisplayList, _ b: DisplayList, tolerance: Double = 1e-9) -> Bool {
    func tokens(_ list: DisplayList) -> [String] {
        list.description.split(whereSeparator: { " ()=\n".contains($0) }).map(String.init)
    }
    let left = tokens(a), right = tokens(b)
    guard left.count == right.count else { return false }
    for (x, y) in zip(left, right) where x != y {
        guard let u = Double(x), let v = Double(y), abs(u - v) <= tolerance else { return false }
    }
    return true
}

/// Every opacity effect value, outermost first.
private func opacities(in list: DisplayList) -> [Double] {
    effects(in: list).compactMap { if case .opacity(let value) = $0 { value } else { nil } }
}

/// Animates the seed renderer from hidden to shown with a linear animation, as the seed's TextTransition does.
private struct AppearingText: View {
    let box: BindingBox<Bool>
    @State private var isShown = false
    var body: some View {
        let _ = box.binding = $isShown
        seedText().textRenderer(AppearanceEffectRenderer(elapsedTime: isShown ? 0.9 : 0, totalDuration: 0.9))
    }
}

@MainActor
@Suite
struct AppearanceEffectRendererTests {
    private func drawing(at elapsed: TimeInterval) -> DisplayList {
        displayList(of: seedText().textRenderer(AppearanceEffectRenderer(elapsedTime: elapsed, totalDuration: 0.9)),
                    proposal: .unspecified).0
    }

    @Test func nothingShowsAtTheStart() {
        // Plain runs fade in from opacity 0 and every emphasized glyph starts transparent.
        #expect(drawing(at: 0).isEmpty)
    }

    @Test func emphasizedGlyphsAppearOneAfterAnother() throws {
        let layout = try #require(capturedLayout(of: seedText()))
        let emphasized = try #require(layout.flattenedRuns.first { $0[EmphasisAttribute.self] != nil })
        let renderer = AppearanceEffectRenderer(elapsedTime: 0.3, totalDuration: 0.9)
        let delay = renderer.elementDelay(count: emphasized.count)
        #expect(delay > 0)
        // At 0.3 s the first glyph has run 0.3 s and later ones less; glyphs not yet started are transparent.
        let started = emphasized.indices.filter { Double($0) * delay < 0.3 }.count
        #expect(started > 1 && started < emphasized.count)
        let list = drawing(at: 0.3)
        let slices = allGlyphRuns(list).filter(\.disablesSubpixelQuantization)
        #expect(slices.count == started)
        #expect(slices.allSatisfy { $0.glyphs.count == 1 })
        // Fading glyphs are drawn in order, each less opaque than the one before; the plain runs are
        // fully faded in (0.3 s / 0.2 s ≥ 1), so they add no opacity effect.
        let fading = opacities(in: list)
        #expect(!fading.isEmpty && fading.allSatisfy { $0 > 0 && $0 < 1 })
        #expect(fading == fading.sorted(by: >))
    }

    @Test func atTheEndTheTextIsWhole() throws {
        let list = drawing(at: 0.9)
        let layout = try #require(capturedLayout(of: seedText()))
        let glyphCount = layout.flattenedRunSlices.count
        #expect(allGlyphRuns(list).reduce(0) { $0 + $1.glyphs.count } == glyphCount)
        #expect(opacities(in: list).allSatisfy { $0 == 1 })
    }

    @Test func theRendererAnimatesThroughItsElapsedTime() {
        let box = BindingBox<Bool>()
        let host = TimedHost(AppearingText(box: box))
        #expect(host.frame(at: 0).isEmpty)
        withAnimation(.linear(duration: 0.9)) { box.value = true }
        _ = host.frame(at: 0)
        for time in [0.1, 0.45, 0.7] {
            let frame = host.frame(at: time)
            #expect(sameDrawing(frame, drawing(at: time), tolerance: 1e-6), "at \(time) s")
        }
        #expect(host.host.graph.needsFrame)
        #expect(sameDrawing(host.frame(at: 1), drawing(at: 0.9)))
        #expect(!host.host.graph.needsFrame)
    }

    @Test func midwayGolden() throws {
        let view = seedText(size: 18)
            .textRenderer(AppearanceEffectRenderer(elapsedTime: 0.45, totalDuration: 0.9))
            .padding(4)
            .background(Color.white)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        let pixmap = try #require(renderer.pixmap)
        GoldenImage.assertMatches(pixmap, golden: "text-renderer/appearance-effect-0.45")
    }
}
