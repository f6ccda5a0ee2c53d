/// The seed's "Text Transition" preview driven as a person would: tapping the toggle hides the title with the glyph-by-glyph transition, and shows it again.
import AuroraDisplayList
import AuroraTestSupport
import Foundation
import Testing
import Aurora
import AuroraGallery

@MainActor
@Suite struct TextTransitionPreviewTests {
    /// How many glyph runs the frame draws (the toggle's label is one of them).
    private func glyphRuns(_ list: DisplayList) -> Int {
        var count = 0
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item.value {
                case .content(.text): count += 1
                case .content: break
                case .effect(_, let inner): visit(inner)
                }
            }
        }
        visit(list)
        return count
    }

    @Test func theToggleHidesAndShowsTheTitleWithTheTransition() throws {
        let preview = try #require(PreviewCatalog.previews.first { $0.displayName == "Text Transition" })
        let host = ViewHost(preview.makeView(), device: .canvas(width: 320, height: 320, scale: 2))
        let shown = glyphRuns(host.displayList)
        #expect(shown > 1)
        // The switch sits at the group box's trailing edge: 16 (padding) + 16 (box inset) + 25 in from the right.
        host.tap(at: CGPoint(x: 320 - 16 - 16 - 25, y: 16 + 16 + 15.5))
        host.advance(by: 0.45)
        GoldenImage.assertMatches(try host.render(), golden: "text-transition/hiding-0.45")
        #expect(host.isAnimating)
        host.advance(by: 1.5)
        host.advance(by: 1.0 / 60)
        #expect(!host.isAnimating, "the transition (0.9 s) and the switch's spring have settled (a frame after the removal ended)")
        #expect(glyphRuns(host.displayList) == 1, "only the toggle's label is left")
        host.tap(at: CGPoint(x: 320 - 16 - 16 - 25, y: 16 + 16 + 15.5))
        host.advance(by: 1.5)
        // Shown again through the transition, whose renderer draws each glyph of the emphasis on its own.
        #expect(glyphRuns(host.displayList) > shown)
    }
}
