/// The seed's `TextTransition` (WWDC24 "Create custom visual effects with SwiftUI"), unchanged, with the
/// seed's `AppearanceEffectRenderer` and `EmphasisAttribute` (Text/AppearanceEffectRendererTests.swift),
/// inserted and removed at fixed times.
import AuroraDisplayList
import AuroraRaster
import AuroraRender
import AuroraTestSupport
import AuroraText
import Foundation
import Testing
@testable import Aurora
@testable import AuroraGallery

@MainActor
@Suite
struct TextTransitionTests {
    private func scene(_ box: BindingBox<Bool>, shown: Bool) -> some View {
        StateHost(shown, box: box) { isVisible in
            VStack {
                if isVisible {
                    let visualEffects = Text("Visual Effects")
                        .customAttribute(EmphasisAttribute())
                        .foregroundStyle(.pink)
                        .bold()
                    Text("Build \(visualEffects) with SwiftUI")
                        .font(TextRendererTestFont.font(size: 14))
                        .frame(width: 120)
                        .transition(TextTransition())
                }
            }
            .frame(width: 140, height: 80)
            .multilineTextAlignment(.center)
        }
    }

    /// Each drawn glyph run (by its first glyph) with the opacity, blur and y translation on its path.
    private func glyphs(_ list: DisplayList) -> [(glyph: GlyphID, opacity: Double, blur: CGFloat, dy: CGFloat)] {
        var result: [(GlyphID, Double, CGFloat, CGFloat)] = []
        func walk(_ list: DisplayList, path: [DisplayList.Effect]) {
            for item in list.items {
                switch item.value {
                case .content(.text(let runs)):
                    for run in runs {
                        for glyph in run.glyphs {
                            result.append((glyph, totalOpacity(path), blurRadii(path).reduce(CGFloat(0), +), totalTransform(path).ty))
                        }
                    }
                case .effect(let effect, let inner):
                    walk(inner, path: path + [effect])
                default:
                    break
                }
            }
        }
        walk(list, path: [])
        return result
    }

    /// The glyph of `character` in bold Inter, the face of the emphasised text.
    private func boldGlyph(_ character: Unicode.Scalar) throws -> GlyphID {
        try FontDatabase.system.face(matching: FontRequest(family: TextRendererTestFont.family, weight: 700)).glyph(for: character)
    }

    /// The bold "V" starts the emphasised text; the last bold "s" ends it.
    @Test func insertionRevealsTheTextThenTheEmphasisGlyphByGlyph() throws {
        let boldV = try boldGlyph("V"), boldS = try boldGlyph("s")
        let box = BindingBox<Bool>()
        let host = TimedHost(scene(box, shown: false))
        withAnimation(.testLinear(1)) { box.value = true }
        // Resolved at .willAppear first: nothing is visible yet.
        // (A fully transparent draw leaves nothing in the display list.)
        #expect(glyphs(host.frame(at: 0)).isEmpty)
        // The transition's own `.linear(duration: 0.9)` drives the renderer's elapsed time.
        let early = glyphs(host.frame(at: 0.1))
        let regular = early.filter { $0.blur == 0 && $0.dy == 0 }
        #expect(!regular.isEmpty && regular.allSatisfy { close($0.opacity, UnitCurve.easeIn.value(at: 0.5)) })
        let mid = glyphs(host.frame(at: 0.45))
        let v = mid.first { $0.glyph == boldV }, s = mid.last { $0.glyph == boldS }
        // The first emphasised glyph has finished its entrance; a later one is still blurred and faint.
        #expect(v?.opacity == 1 && v?.blur == 0)
        #expect((s?.opacity ?? 1) < 0.5 && (s?.blur ?? 0) > 0)
        let end = glyphs(host.frame(at: 0.9))
        #expect(end.allSatisfy { $0.opacity == 1 && $0.blur == 0 })
        // The spring of the last glyphs has nearly settled (the seed's 0.35 s snappy spring, 0.4 s in).
        #expect(end.allSatisfy { abs($0.dy) < 0.5 })
        // The transition then ends: the text draws itself, every glyph of it.
        host.frame(at: 1)
        let plain = glyphs(host.frame(at: 1.1))
        #expect(plain.count == end.count && plain.allSatisfy { $0.opacity == 1 && $0.dy == 0 })
        #expect(!host.host.graph.needsFrame)
    }

    @Test func removalPlaysTheEntranceBackwardsThenRemovesTheText() {
        let box = BindingBox<Bool>()
        let inserting = TimedHost(scene(box, shown: false))
        withAnimation(.testLinear(1)) { box.value = true }
        inserting.frame(at: 0)
        let entrance = inserting.frame(at: 0.3)

        let removalBox = BindingBox<Bool>()
        let removing = TimedHost(scene(removalBox, shown: true))
        withAnimation(.testLinear(1)) { removalBox.value = false }
        removing.frame(at: 0)
        // 0.6 s into the removal the renderer's elapsed time is 0.3, as 0.3 s into the entrance.
        let exit = glyphs(removing.frame(at: 0.6)), entering = glyphs(entrance)
        #expect(exit.count == entering.count && !exit.isEmpty)
        for (a, b) in zip(exit, entering) {
            #expect(a.glyph == b.glyph && close(a.opacity, b.opacity, tolerance: 1e-6)
                    && abs(a.blur - b.blur) < 1e-6 && abs(a.dy - b.dy) < 1e-6)
        }
        removing.frame(at: 0.9)
        #expect(glyphs(removing.frame(at: 0.95)).isEmpty)
        removing.frame(at: 1)
        #expect(!removing.host.graph.needsFrame)
    }

    @Test func insertionGolden() throws {
        let box = BindingBox<Bool>()
        let host = TimedHost(scene(box, shown: false))
        withAnimation(.testLinear(1)) { box.value = true }
        host.frame(at: 0)
        let list = host.frame(at: 0.35)
        let pixmap = try DisplayListRenderer().render(list, size: host.host.canvasSize, scale: 2,
                                                      background: RGBAColor(red: 1, green: 1, blue: 1))
        GoldenImage.assertMatches(pixmap, golden: "transitions/text-transition-insert-0.35")
    }
}

