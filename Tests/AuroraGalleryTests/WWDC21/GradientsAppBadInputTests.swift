/// The gradients app stays up with bad data: no gradients, ten thousand, a colour stop at NaN, a name of ten thousand characters.
import AuroraRaster
import Foundation
import Testing
import Aurora
import AuroraGallery

@MainActor
@Suite struct GradientsAppBadInputTests {
    @Test func anEmptyLibraryShowsTheVisualizersAndTheyRunWithoutGradients() throws {
        let host = ViewHost(GradientLibrary(model: GradientLibraryModel(gradients: [])), device: GradientsAppHost.device)
        #expect(host.frame(of: "Sunset") == nil)
        #expect(host.tapAndSettle("Shapes"))
        #expect(host.allElements().filter { !$0.actions.isEmpty }.count >= 36, "grey symbols")
        _ = try host.render()
        host.tap(at: CGPoint(x: 20, y: 80))
        host.advance(by: 1)
        #expect(host.tapAndSettle("Gradients"), "back")
        #expect(host.tapAndSettle("Particles"))
        host.advance(by: 0.5)
        let frame = try host.render()
        #expect((0..<560).contains { frame.pixel(x: 160, y: $0).red > 40 }, "fireworks in the fallback colours")
    }

    /// Ten thousand gradients: the list builds only the rows near the screen, scrolls by them, and
    /// reaches the last gradient and the visualizers below it.
    @Test func tenThousandGradientsScroll() throws {
        let many = (0..<10_000).map { GradientModel(id: $0, name: "Gradient \($0)", colors: [.red, .blue]) }
        let host = ViewHost(GradientLibrary(model: GradientLibraryModel(gradients: many)), device: GradientsAppHost.device)
        #expect(host.frame(of: "Gradient 0") != nil && host.frame(of: "Gradient 100") == nil, "only the rows near the screen")
        // Rows are 61 points (two lines of text): 2,000 points scroll about 33 rows away.
        host.scroll(by: CGVector(dx: 0, dy: -2_000), at: CGPoint(x: 160, y: 300))
        let later = try #require(host.frame(of: "Gradient 35"))
        #expect(host.frame(of: "Gradient 0") == nil && (64..<GradientsAppHost.height).contains(later.midY), "scrolled, the first rows let go: \(later)")
        _ = try host.render()
        // Rows never built are estimated (the mean of those built), so the content's length settles
        // as the scroll builds the last rows: a second fling reaches the end.
        for _ in 0..<3 {
            host.scroll(by: CGVector(dx: 0, dy: -1_000_000), at: CGPoint(x: 160, y: 300))
            host.advance(by: 2)
        }
        let last = try #require(host.frame(of: "Gradient 9999")), particles = try #require(host.frame(of: "Particles"))
        #expect(last.maxY < particles.minY && particles.maxY < GradientsAppHost.height, "the end: \(last), \(particles)")
        _ = try host.render()
    }

    @Test func aStopAtNaNDrawsAndEdits() throws {
        var broken = GradientModel(id: 0, name: "Broken", colors: [.red, .blue])
        broken.stops[0].location = .nan
        broken.stops[1].color = Color(red: .nan, green: .infinity, blue: -1, opacity: .nan)
        let model = GradientLibraryModel(gradients: [broken])
        let host = ViewHost(GradientLibrary(model: model), device: GradientsAppHost.device)
        _ = try host.render()
        #expect(host.tapAndSettle("Broken"))
        _ = try host.render()
        #expect(host.tapAndSettle("Edit"))
        #expect(host.frame(of: "Location —") != nil, "a location that is not a number reads as a dash")
        _ = try host.render()
    }

    @Test func aTitleOfTenThousandCharactersIsCut() throws {
        let long = String(repeating: "Wide ", count: 2_000)
        let model = GradientLibraryModel(gradients: [GradientModel(id: 0, name: long, colors: [.orange, .pink])])
        let host = ViewHost(GradientLibrary(model: model), device: GradientsAppHost.device)
        let row = try #require(host.frame(of: long))
        #expect(row.height < 30 && row.maxX <= GradientsAppHost.width, "one line in the row: \(row)")
        host.tap(at: CGPoint(x: row.midX, y: row.midY))
        host.advance(by: 1)
        let bar = try #require(host.frame(of: long))
        #expect(bar.height < 80 && bar.maxY <= GradientsAppHost.height, "two lines at most in the bar: \(bar)")
        _ = try host.render()
    }
}
