/// NavigationStack through the public host: titles and bar metrics, push by a link, the slide, pop by the back button, the path binding, toolbars.
import AuroraRaster
import AuroraTestSupport
import Foundation
import Observation
import Testing
import Aurora

@MainActor @Observable
final class NavigationModel {
    var path: [Int] = []
    var log: [String] = []
}

@MainActor
// Centres are compared within half a point: frames snap to the 1× pixel grid, so a 21-point
// text centred on y 42 draws at 31.5 rounded to 32.
@Suite struct NavigationStackTests {
    private struct Library: View {
        @Bindable var model: NavigationModel
        var rows = 3
        var body: some View {
            NavigationStack(path: $model.path) {
                List(0..<rows, id: \.self) { number in
                    NavigationLink("Item \(number)", value: number)
                }
                .navigationTitle("Gradients")
                .navigationDestination(for: Int.self) { number in
                    Text("Page \(number)").navigationTitle("Detail \(number)")
                }
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") { model.log.append("add") } }
                }
            }
        }
    }

    @Test func theRootShowsALargeTitleBelowTheBar() throws {
        let host = ContainerHost.make(Library(model: NavigationModel()))
        let title = try #require(host.frame(ofText: "Gradients"))
        #expect(title.minX == 16, "the large title starts at the 16-point margin")
        #expect(title.minY > 20 + 44 && title.maxY <= 20 + 44 + 52 - 8 + 0.5, "in the 52-point area under the 44-point bar: \(title)")
        let add = try #require(host.frame(ofText: "Add"))
        #expect(abs(add.maxX - (200 - 16)) < 0.5 && abs(add.midY - 42) <= 0.5, "the trailing item is 16 points from the edge, centred in the bar: \(add)")
        let first = try #require(host.frame(ofText: "Item 0"))
        #expect(first.minY > 20 + 96, "rows start below the large-title area")
    }

    @Test func tappingALinkPushesItsDestinationWithASlideAndTheBackButtonPops() throws {
        let model = NavigationModel()
        let host = ContainerHost.make(Library(model: model))
        #expect(host.tap(text: "Item 1"))
        #expect(model.path == [1])
        host.advance(by: 0.1)
        #expect(host.isAnimating, "the page slides in")
        let moving = try host.render()
        host.advance(by: 1)
        #expect(!moving.hasSamePixels(as: try host.render()), "mid-push differs from pushed")
        let page = try #require(host.frame(ofText: "Page 1"))
        #expect(abs(page.midX - 100) < 1, "pushed, the page is centred: \(page)")
        #expect(host.frame(ofText: "Detail 1") != nil)
        let back = try #require(host.frames(ofText: "Gradients").first { abs($0.midY - 42) <= 0.5 }, "the back button shows the previous title")
        #expect(back.minX > 8 && back.minX < 40 && abs(back.midY - 42) <= 0.5, "\(back)")
        host.tap(at: CGPoint(x: back.midX, y: back.midY))
        #expect(model.path.isEmpty)
        host.advance(by: 1)
        #expect(host.frame(ofText: "Page 1").map { $0.minX >= 200 } ?? true, "popped, the page is gone off the trailing edge")
        #expect(host.frame(ofText: "Item 1") != nil)
    }

    @Test func thePathBindingDrivesThePages() throws {
        let model = NavigationModel()
        let host = ContainerHost.make(Library(model: model))
        model.path = [2, 0]
        host.advance(by: 1)
        #expect(host.frame(ofText: "Page 0") != nil)
        let back = try #require(host.frames(ofText: "Detail 2").first { abs($0.midY - 42) <= 0.5 && $0.minX < 60 }, "the back button names the page below")
        host.tap(at: CGPoint(x: back.midX, y: back.midY))
        #expect(model.path == [2])
    }

    @Test func theLargeTitleCollapsesToInlineAsTheListScrolls() throws {
        let host = ContainerHost.make(Library(model: NavigationModel(), rows: 40))
        let atRest = try host.render()
        host.scroll(by: CGVector(dx: 0, dy: -150), at: CGPoint(x: 100, y: 250))
        host.advance(by: 2)
        let titles = host.frames(ofText: "Gradients")
        let inline = try #require(titles.first { abs($0.midY - 42) <= 0.5 }, "the inline title is centred in the bar: \(titles)")
        #expect(abs(inline.midX - 100) < 1)
        let scrolled = try host.render()
        // At rest the bar is transparent (the grouped background shows); scrolled, the bar material covers rows.
        #expect(atRest.pixel(x: 5, y: 30) == PremultipliedPixel(red: 242, green: 242, blue: 247, alpha: 255))
        #expect(scrolled.pixel(x: 5, y: 30) != atRest.pixel(x: 5, y: 30))
    }

    @Test func toolbarItemsRunTheirActions() throws {
        let model = NavigationModel()
        let host = ContainerHost.make(Library(model: model))
        #expect(host.tap(text: "Add"))
        #expect(model.log == ["add"])
    }

    @Test func aLinkOutsideAStackIsDisabled() throws {
        let host = ContainerHost.make(NavigationLink("Lonely", value: 1))
        #expect(host.tap(text: "Lonely"))
        #expect(host.frame(ofText: "Lonely") != nil)
    }

    @Test func aDestinationViewPushesWithoutAPathValue() throws {
        struct Root: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Open") { Text("Inside").navigationTitle("Inner") }
                        .navigationTitle("Outer")
                        .navigationBarTitleDisplayMode(.inline)
                }
            }
        }
        let host = ContainerHost.make(Root())
        let inline = try #require(host.frame(ofText: "Outer"))
        #expect(abs(inline.midY - 42) <= 0.5 && abs(inline.midX - 100) < 1, "an inline title is centred in the 44-point bar")
        #expect(host.tap(text: "Open"))
        host.advance(by: 1)
        #expect(host.frame(ofText: "Inside") != nil)
        let title = try #require(host.frame(ofText: "Inner"))
        #expect(abs(title.midY - 42) <= 0.5, "the pushed page inherits the inline mode")
    }

    @Test func aTitleOfTenThousandCharactersStaysOnOneLine() throws {
        struct Long: View {
            var body: some View {
                NavigationStack { Text("Body").navigationTitle(String(repeating: "W", count: 10_000)) }
            }
        }
        let host = ContainerHost.make(Long())
        _ = try host.render()
        let body = try #require(host.frame(ofText: "Body"))
        #expect(abs(body.midY - (20 + 96 + (400 - 30 - 96) / 2)) < 1, "the content is centred below the bar, unmoved: \(body)")
    }

    @Test func goldens() throws {
        let host = ContainerHost.make(Library(model: NavigationModel()))
        for (scheme, name) in [(ColorScheme.light, "light"), (.dark, "dark")] {
            host.colorScheme = scheme
            GoldenImage.assertMatches(try host.render(), golden: "containers/navigation-stack-\(name)")
        }
    }
}
