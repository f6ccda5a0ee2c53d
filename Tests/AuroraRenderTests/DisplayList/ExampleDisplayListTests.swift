/// The sample display list in `Examples/` parses, prints back the same list, and draws the card.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraRender
import AuroraTestSupport
import Foundation
import Testing

@Suite struct ExampleDisplayListTests {
    private static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
    private static let file = examples.appendingPathComponent("weather-card.displaylist")
    private static let dejaVuInstalled = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"].allSatisfy {
        FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/" + $0)
    }

    @Test func weatherCardParsesAndRenders() throws {
        let list = try DisplayList(parsing: String(contentsOf: Self.file, encoding: .utf8))
        #expect(try DisplayList(parsing: list.description) == list)
        #expect(list.effectDepth == 4 && list.containsBlur)
        let pixmap = try DisplayListRenderer().render(list, size: CGSize(width: 240, height: 160), scale: 1)
        // Sky at the corner, the card's dark gradient inside, the sun's yellow disc.
        #expect(pixmap.pixel(x: 2, y: 2).blue > 200)
        #expect(pixmap.pixel(x: 40, y: 130).red < 100)
        let sun = pixmap.pixel(x: 176, y: 52)
        #expect(sun.red > 240 && sun.green > 190 && sun.blue < 120)
        GoldenImage.assertMatches(pixmap, golden: "display-list-example/weather-card")
        try IncrementalRenderCheck.expectMatchesFullRender(list, size: CGSize(width: 240, height: 160), scale: 1, background: nil, edits: 8)
    }

    @Test(.enabled(if: dejaVuInstalled, "the example names its fonts by their installed path (Debian: fonts-dejavu-core)"))
    func notificationBannerDrawsItsText() throws {
        let text = try String(contentsOf: Self.examples.appendingPathComponent("notification-banner.displaylist"), encoding: .utf8)
        let list = try DisplayList(parsing: text)
        #expect(try DisplayList(parsing: list.description) == list)
        let pixmap = try DisplayListRenderer().render(list, size: CGSize(width: 320, height: 110), scale: 1)
        // Dark ink where the bold title starts, on the light card.
        #expect((90..<110).contains { x in (20..<44).contains { pixmap.pixel(x: x, y: $0).red < 60 } })
        GoldenImage.assertMatches(pixmap, golden: "display-list-example/notification-banner")
        try IncrementalRenderCheck.expectMatchesFullRender(list, size: CGSize(width: 320, height: 110), scale: 1, background: nil, edits: 8)
    }
}
