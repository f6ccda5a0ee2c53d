/// The WWDC21 gradients app driven as a person would through the public host: the library, a pushed detail, edit mode with the keyboard up, a stop's colour picker, the shapes visualizer's zoom (drawn on top by zIndex) and the particle visualizer's burst (and half a second after a tap); goldens of each.
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing
import Aurora
import AuroraGallery

@MainActor
@Suite struct GradientsAppTests {
    private func library(_ model: GradientLibraryModel = GradientLibraryModel()) -> ViewHost {
        ViewHost(GradientLibrary(model: model), device: GradientsAppHost.device)
    }

    @Test func theLargeTitleCollapsesAsTheListScrollsUnderTheBar() throws {
        let host = library()
        let large = try #require(host.frame(of: "Gradients"))
        #expect(large.minX == 16 && large.minY > 20 + 44, "the large title under the 44-point bar: \(large)")
        #expect(host.frame(of: "Sunset") != nil && host.frame(of: "4 colors") != nil)
        GoldenImage.assertMatches(try host.render(), golden: "wwdc21/library")
        host.scroll(by: CGVector(dx: 0, dy: -150), at: CGPoint(x: 160, y: 300))
        host.advance(by: 1)
        let titles = host.allElements().filter { $0.label == "Gradients" }.map(\.frame)
        #expect(titles.contains { abs($0.midY - (20 + 22)) < 1 }, "the inline title sits in the bar: \(titles)")
        GoldenImage.assertMatches(try host.render(), golden: "wwdc21/library-scrolled")
    }

    @Test func theAddButtonAddsAGradientAndOpensIt() throws {
        let model = GradientLibraryModel()
        let host = library(model)
        // The toolbar's add button: 16 points in from the trailing edge, centred in the bar.
        host.tap(at: CGPoint(x: GradientsAppHost.width - 16 - 10, y: 20 + 22))
        host.advance(by: 1)
        #expect(model.gradients.count == 11 && model.gradients.last?.name == "New Gradient")
        #expect(host.frame(of: "New Gradient") != nil, "the new gradient's detail is pushed")
    }

    @Test func theDetailIsTheGradientFullBleedUnderAThinMaterialBar() throws {
        let host = library()
        #expect(host.tapAndSettle("Sunset"))
        let name = try #require(host.frame(of: "Sunset"))
        #expect(name.minY > 440, "the name is in the bottom bar: \(name)")
        let frame = try host.render()
        let top = frame.pixel(x: 160, y: 100), underBar = frame.pixel(x: 160, y: 555)
        #expect(top.red > 230 && top.blue < 140, "the sunset's warm top: \(top)")
        #expect(underBar.blue > underBar.red, "the gradient's blue end runs on under the bar, through the material: \(underBar)")
        GoldenImage.assertMatches(frame, golden: "wwdc21/detail")
    }

    @Test func editModeListsTheStopsAndTheKeyboardLiftsTheBar() throws {
        let model = GradientLibraryModel()
        let host = library(model)
        #expect(host.tapAndSettle("Sunset"))
        #expect(host.tapAndSettle("Edit"))
        #expect(host.frame(of: "Location 0%") != nil && host.frame(of: "Location 33%") != nil)
        let resting = try #require(host.frame(of: "Sunset"))
        #expect(host.tapAndSettle("Sunset"))
        #expect(host.type("!"))
        #expect(model.gradients[0].name == "Sunset!")
        let lifted = try #require(host.frame(of: "Sunset!"))
        #expect(lifted.maxY < GradientsAppHost.height - GradientsAppHost.keyboardHeight, "the bar rose above the keyboard: \(lifted), was \(resting)")
        GoldenImage.assertMatches(try host.render(), golden: "wwdc21/editor-keyboard")
    }

    @Test func aStopsColourPickerWritesTheStopLive() throws {
        let model = GradientLibraryModel()
        let host = library(model)
        #expect(host.tapAndSettle("Sunset"))
        #expect(host.tapAndSettle("Edit"))
        let picker = try #require(host.frame(of: "Location 0%"))
        // The stop's colour well: 28 points at the picker's trailing edge.
        host.tap(at: CGPoint(x: picker.maxX - 14, y: picker.midY))
        host.advance(by: 1)
        #expect(host.frame(of: "Colors") != nil)
        GoldenImage.assertMatches(try host.render(), golden: "wwdc21/color-picker")
        let opacity = try #require(host.frame(of: "Opacity"))
        host.drag(from: CGPoint(x: GradientsAppHost.pickerThumbAtOne, y: opacity.midY), to: CGPoint(x: 0, y: opacity.midY))
        #expect(model.gradients[0].stops[0].color.resolve(in: EnvironmentValues()).opacity == 0)
    }

    @Test func tappingASymbolZoomsItToTheMiddle() throws {
        let preview = try #require(PreviewCatalog.previews.first { $0.displayName == "Shapes Visualizer" })
        let host = ViewHost(preview.makeView(), device: GradientsAppHost.device)
        func symbols() -> [AccessibilityNode] { host.allElements().filter { $0.label != nil && !$0.actions.isEmpty } }
        #expect(symbols().count == 36, "each symbol is an element with its Select action")
        // The last symbol is drawn over the others: a tap on its centre is a tap on it.
        let chosen = try #require(symbols().last)
        host.tap(at: CGPoint(x: chosen.frame.midX, y: chosen.frame.midY))
        host.advance(by: 0.1)
        #expect(host.isAnimating, "the zoom springs")
        host.advance(by: 2)
        let zoomed = try #require(symbols().max { $0.frame.width < $1.frame.width })
        #expect(zoomed.label == chosen.label && zoomed.frame.width > 3 * chosen.frame.width, "zoomed: \(zoomed), was \(chosen)")
        #expect(abs(zoomed.frame.midX - GradientsAppHost.width / 2) < 2, "moved to the middle: \(zoomed.frame)")
        GoldenImage.assertMatches(try host.render(), golden: "wwdc21/shapes-zoom")
        // Its zIndex puts it over the symbols it covers: a tap on one of them reaches the zoomed
        // symbol, which goes back to its place.
        let covered = try #require(symbols().first { $0 != zoomed && zoomed.frame.insetBy(dx: 10, dy: 10).contains(CGPoint(x: $0.frame.midX, y: $0.frame.midY)) })
        host.tap(at: CGPoint(x: covered.frame.midX, y: covered.frame.midY))
        host.advance(by: 2)
        #expect(symbols().allSatisfy { $0.frame.width < zoomed.frame.width / 2 }, "unzoomed, and nothing else zoomed")
    }

    @Test func aTapAddsABurstOfParticles() throws {
        let preview = try #require(PreviewCatalog.previews.first { $0.displayName == "Particle Visualizer" })
        let tapped = ViewHost(preview.makeView(), device: GradientsAppHost.device)
        let untouched = ViewHost(preview.makeView(), device: GradientsAppHost.device)
        for host in [tapped, untouched] { host.advance(by: 0.2) }
        tapped.tap(at: CGPoint(x: 160, y: 500))
        for host in [tapped, untouched] { host.advance(by: 0.3) }
        func brightness(_ frame: Pixmap) -> Int {
            var sum = 0
            for y in 460..<540 { for x in 120..<200 { let p = frame.pixel(x: x, y: y); sum += Int(p.red) + Int(p.green) + Int(p.blue) } }
            return sum
        }
        let burst = try tapped.render()
        #expect(brightness(burst) > brightness(try untouched.render()) + 10_000, "particles around the tap")
        GoldenImage.assertMatches(burst, golden: "wwdc21/particles-burst")
    }

    @Test func aBurstHalfASecondAfterItsTap() throws {
        let preview = try #require(PreviewCatalog.previews.first { $0.displayName == "Particle Visualizer" })
        let tapped = ViewHost(preview.makeView(), device: .canvas(width: 160, height: 160))
        let untouched = ViewHost(preview.makeView(), device: .canvas(width: 160, height: 160))
        tapped.tap(at: CGPoint(x: 80, y: 80))
        for host in [tapped, untouched] { host.advance(by: 0.5) }
        /// Lit samples in the ring 20…70 points around the tap, where its sparks are half a second in.
        func lit(_ frame: Pixmap) -> Int {
            var count = 0
            for y in stride(from: 0, to: 160, by: 4) {
                for x in stride(from: 0, to: 160, by: 4) where (20...70).contains(hypot(Double(x - 80), Double(y - 80))) {
                    let p = frame.pixel(x: x, y: y)
                    if Int(p.red) + Int(p.green) + Int(p.blue) > 150 { count += 1 }
                }
            }
            return count
        }
        let frame = try tapped.render()
        #expect(lit(frame) > lit(try untouched.render()) + 10, "sparks spread from the tap")
        GoldenImage.assertMatches(frame, golden: "wwdc21/particles-burst-0.5")
    }
}
