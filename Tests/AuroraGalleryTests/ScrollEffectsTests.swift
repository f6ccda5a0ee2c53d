/// The WWDC24 scroll effects from AuroraGallery, driven through the public host: paging flings, transitions and hue at given offsets.
import AuroraGallery
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing
import Aurora

@MainActor
@Suite struct ScrollEffectsTests {
    /// A 390 × 160 canvas at scale 1.
    private func host(_ view: some View) -> ViewHost {
        ViewHost(view, device: .canvas(width: 390, height: 160))
    }

    /// Renders the frame once the scroll indicators of content that came to rest have faded (held
    /// 0.5 s, faded over 0.33 s): the goldens are the effects at a scroll offset, without the indicator.
    private func settledFrame(_ host: ViewHost) throws -> Pixmap {
        host.advance(by: 1)
        return try host.render()
    }

    /// The x of the leftmost pixel in row `y` that is not white, or nil.
    private func leftEdge(_ frame: Pixmap, y: Int) -> Int? {
        (0..<frame.width).first { frame.pixel(x: $0, y: y) != PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255) }
    }

    @Test func theCarouselSettlesExactlyOnAPageAfterAFling() throws {
        let carousel = host(CircularCarousel())
        // Container: 390 − 2 × 44 = 302 points a page. A quick flick to the left.
        carousel.drag(from: CGPoint(x: 300, y: 80), to: CGPoint(x: 200, y: 80), duration: 0.1)
        carousel.advance(by: 3)
        #expect(!carousel.isAnimating)
        let frame = try carousel.render()
        GoldenImage.assertMatches(frame, golden: "scroll/carousel-page-2")
        // One page is 302 points: the first card (content x 0…200) is off screen, the second
        // (222…422) is drawn from 222 − 302 + 44 = −36, cut by the left edge.
        #expect(leftEdge(frame, y: 80) == 0)
        #expect(frame.pixel(x: 175, y: 80) == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255), "the gap after the second card (x 164…186)")
    }

    @Test func carouselCardsTiltAndDropOutsideTheMiddle() throws {
        let carousel = host(CircularCarousel())
        let frame = try carousel.render()
        GoldenImage.assertMatches(frame, golden: "scroll/carousel-start")
        // The first card (x 44…244) is fully visible: no drop. The second (266…466) is cut by the
        // edge: it is lowered towards 8 points, so its top edge is below the first card's.
        let white = PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255)
        let firstTop = (0..<160).first { frame.pixel(x: 140, y: $0) != white }
        let secondTop = (0..<160).first { frame.pixel(x: 330, y: $0) != white }
        let first = try #require(firstTop), second = try #require(secondTop)
        #expect(first == 30, "a 100-point card centred in 160")
        #expect(second > first)
    }

    @Test func parallaxCirclesSlideInsideTheirCards() throws {
        let cards = host(ParallaxCards())
        GoldenImage.assertMatches(try cards.render(), golden: "scroll/parallax-start")
        cards.send(.wheel(WheelEvent(delta: CGVector(dx: -160, dy: 0), at: CGPoint(x: 200, y: 80))))
        GoldenImage.assertMatches(try settledFrame(cards), golden: "scroll/parallax-160")
    }

    @Test func theHueListTurnsAsItScrolls() throws {
        let list = host(HueRotationList())
        let before = try list.render()
        list.send(.wheel(WheelEvent(delta: CGVector(dx: 0, dy: -300), at: CGPoint(x: 200, y: 80))))
        let after = try settledFrame(list)
        GoldenImage.assertMatches(before, golden: "scroll/hue-list-start")
        GoldenImage.assertMatches(after, golden: "scroll/hue-list-300")
        #expect(before.pixel(x: 200, y: 50) != after.pixel(x: 200, y: 50), "the row at the same place has a new hue")
    }

    @Test func theShrinkingListShrinksAndBlursTheRowsPassingTheTop() throws {
        let list = host(ShrinkingList())
        list.send(.wheel(WheelEvent(delta: CGVector(dx: 0, dy: -150), at: CGPoint(x: 200, y: 80))))
        let frame = try settledFrame(list)
        GoldenImage.assertMatches(frame, golden: "scroll/shrinking-list-150")
        // Row 1 (content 108…208) is 42 points above the top: scaled by 1 − 42/700 and moved down
        // 42/1.25 = 33.6 points, its left edge moves in by 390 × 0.06 / 2 = 11.7 points.
        let white = PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255)
        #expect(frame.pixel(x: 5, y: 20) == white, "the shrunk row leaves the edge")
        #expect(frame.pixel(x: 195, y: 20) != white)
    }
}
