/// The WWDC24 seed's AppearanceEffectRenderer (shared/seeds/003, the same notes as 001), compiled unchanged, drawn at fixed times and animated.
import AuroraDisplayList
import AuroraTestSupport
import Foundation
import Testing
@testable import Aurora

// MARK: - The seed's code, as published (only `elapsedTime`, which the notes leave out, is declared)

struct AppearanceEffectRenderer: TextRenderer, Animatable {
    var elapsedTime: TimeInterval // (not in the notes: declared in the session and in seeds/002)


    var elementDuration: TimeInterval // 글자 하나가 애니메이션되는 시간
    var totalDuration: TimeInterval   // 전체 글자 수 포함한 전체 시간

    // spring 애니메이션: 글자의 y 이동 효과
    var spring: Spring {
        .snappy(duration: elementDuration - 0.05, extraBounce: 0.4)
    }

    // Animatable 연동
    // elapsedTime이 애니메이션되는 값
    var animatableData: Double {
        get { elapsedTime }
        set { elapsedTime = newValue }
    }

    init(elapsedTime: TimeInterval, elementDuration: Double = 0.4, totalDuration: TimeInterval) {
        self.elapsedTime = min(elapsedTime, totalDuration)
        self.elementDuration = min(elementDuration, totalDuration)
        self.totalDuration = totalDuration
    }


    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for run in layout.flattenedRuns {   // run = 동일 스타일의 텍스트 묶음
            if run[EmphasisAttribute.self] != nil { // EmphasisAttribute 일 때

                // 각 글자간의 애니메이션 시작 딜레이 계산
                let delay = elementDelay(count: run.count)

                for (index, slice) in run.enumerated() {
                    let timeOffset = TimeInterval(index) * delay

                    // index별로 아직 도달하지 않은 경우 0 → elementDuration 범위로 계산
                    let elementTime = max(0, min(elapsedTime - timeOffset, elementDuration))

                    var copy = context
                    draw(slice, at: elementTime, in: &copy) // 각 글자를 개별 애니메이션
                }

            } else {
                // EmphasisAttribute가 없으면 전체 run을 단순 페이드인
                var copy = context
                copy.opacity = UnitCurve.easeIn.value(at: elapsedTime / 0.2)
                copy.draw(run)
            }
        }
    }


    // EmphasisAttribute 일 때, 적용할 애니메이션
    func draw(_ slice: Text.Layout.RunSlice, at time: TimeInterval, in context: inout GraphicsContext) {
        // Calculate a progress value in unit space for blur and
        // opacity, which derive from `UnitCurve`.
        let progress = time / elementDuration

        let opacity = UnitCurve.easeIn.value(at: 1.4 * progress)

        let blurRadius =
            slice.typographicBounds.rect.height / 16 *
            UnitCurve.easeIn.value(at: 1 - progress)

        // The y-translation derives from a spring, which requires a
        // time in seconds.
        let translationY = spring.value(
            fromValue: -slice.typographicBounds.descent,
            toValue: 0,
            initialVelocity: 0,
            time: time)

        context.translateBy(x: 0, y: translationY)
        context.addFilter(.blur(radius: blurRadius))
        context.opacity = opacity
        context.draw(slice, options: .disablesSubpixelQuantization)
    }


     func elementDelay(count: Int) -> TimeInterval {
        let count = TimeInterval(count)
        let remainingTime = totalDuration - count * elementDuration

        return max(remainingTime / (count + 1), (totalDuration - elementDuration) / count)
    }



}

struct EmphasisAttribute: TextAttribute {}

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
