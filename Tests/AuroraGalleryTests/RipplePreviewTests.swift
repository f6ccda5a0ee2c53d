/// The session's "Ripple" and "Ripple Editor" previews, as written in the seed: the palm tree is
/// found by name among the program's resources, the Ripple shader in the default library, and the
/// editor's time slider moves the ripple.
import Aurora
import AuroraGallery
import Foundation
import Testing

@MainActor
@Suite struct RipplePreviewTests {
    private func preview(_ name: String) throws -> Preview {
        try #require(PreviewCatalog.preview(named: name, inModule: "AuroraGallery"))
    }

    @Test func theEditorDrawsThePalmTreeRippledAtItsTime() throws {
        let context = PreviewContext()
        let host = ViewHost(try preview("Ripple Editor").makeView().environment(\.previewContext, context),
                            device: .canvas(width: 240, height: 420))
        let rippled = try host.pngData()
        // The image is 3:4 and fills the width less 16-point margins: 208 × 277, below the group box.
        let middle = try host.render().pixel(x: 120, y: 300)
        #expect(middle != PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255), "the palm tree, not the background")
        #expect(context.controls.map(\.name) == ["origin", "time", "amplitude", "frequency", "decay"])
        #expect(context.controls[1].set(.number(0)))
        let still = try host.pngData()
        #expect(still != rippled, "at time 0 the ripple is off, so the frame differs from the rippled one")
        #expect(context.controls[1].set(.number(0.3)))
        #expect(try host.pngData() == rippled, "back at 0.3 s: the same pixels")
    }

    @Test func theEditorsAmplitudeSliderDragsToItsUpperBound() throws {
        let context = PreviewContext()
        let host = ViewHost(try preview("Ripple Editor").makeView().environment(\.previewContext, context),
                            device: .canvas(width: 320, height: 480))
        _ = host.displayList
        let amplitude = try #require(context.controls.first { $0.name == "amplitude" })
        // The amplitude slider spans x 164...288 at y 41 (the group box's first row, right column):
        // its thumb, 12 % along a travel of 96 points, is centred at x 189.5.
        host.drag(from: CGPoint(x: 190, y: 41), to: CGPoint(x: 319, y: 41))
        #expect(amplitude.value == .number(100))
        host.drag(from: CGPoint(x: 274, y: 41), to: CGPoint(x: 226, y: 41))
        #expect(amplitude.value == .number(50))
    }

    @Test func aPressRipplesThePalmTree() throws {
        let host = ViewHost(try preview("Ripple").makeView(), device: .canvas(width: 240, height: 360))
        let before = try host.pngData()
        host.press(at: CGPoint(x: 120, y: 180), duration: 0.1)
        host.advance(by: 0.3)
        #expect(try host.pngData() != before, "the ripple runs from the press")
        host.advance(by: 3)
        #expect(try host.pngData() == before, "and is gone after its three seconds")
    }

    @Test func anImageNotAmongTheResourcesDrawsNothing() throws {
        let host = ViewHost(Image("no such image").frame(width: 20, height: 20).background(Color.blue), device: .canvas(width: 20, height: 20))
        #expect(try host.render().pixel(x: 10, y: 10) == PremultipliedPixel(red: 0, green: 122, blue: 255, alpha: 255))
    }
}
