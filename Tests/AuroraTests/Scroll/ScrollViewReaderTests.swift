/// `ScrollViewReader` through the public host: scrolling to ids with and without anchors, animated, unknown ids.
import Testing
import Aurora

@MainActor
@Suite struct ScrollViewReaderTests {
    /// Rows 50 points tall, no spacing, in a 200 × 200 canvas; tapping the top-left corner scrolls to `id` with `anchor`.
    private func list(to id: Int, anchor: UnitPoint?, animated: Bool = false) -> some View {
        ScrollViewReader { proxy in
            ZStack(alignment: .topLeading) {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<40, id: \.self) { index in Color.blue.frame(width: 200, height: 50) }
                    }
                }
                Color.red.frame(width: 10, height: 10).onTapGesture {
                    if animated { withAnimation { proxy.scrollTo(id, anchor: anchor) } } else { proxy.scrollTo(id, anchor: anchor) }
                }
            }
        }
    }

    /// The content's top in the scroll view (minus the offset).
    private func contentTop(_ host: ViewHost) -> CGFloat? {
        guard case .effect(_, let inner)? = host.displayList.items.first?.value else { return nil }
        return inner.items.map(\.frame.minY).min()
    }

    @Test func anAnchorAlignsThatPointOfTheRowWithTheSamePointOfTheViewport() {
        let top = canvasHost(list(to: 10, anchor: .top))
        top.tap(at: CGPoint(x: 5, y: 5))
        #expect(abs((contentTop(top) ?? .nan) - (-500)) < 1e-9)
        let center = canvasHost(list(to: 10, anchor: .center))
        center.tap(at: CGPoint(x: 5, y: 5))
        #expect(abs((contentTop(center) ?? .nan) + 425) < 1e-9, "row 10's centre (525) at the viewport's (100)")
        let bottom = canvasHost(list(to: 39, anchor: .bottom))
        bottom.tap(at: CGPoint(x: 5, y: 5))
        #expect(abs((contentTop(bottom) ?? .nan) - (-1800)) < 1e-9, "the end of the content: 2000 − 200")
    }

    @Test func withoutAnAnchorTheLeastScrollShowsTheRow() {
        let host = canvasHost(list(to: 10, anchor: nil))
        host.tap(at: CGPoint(x: 5, y: 5))
        #expect(abs((contentTop(host) ?? .nan) + 350) < 1e-9, "row 10 ends at 550: its bottom meets the viewport's")
    }

    @Test func insideWithAnimationTheScrollAnimatesAndUnknownIdsDoNothing() {
        let host = canvasHost(list(to: 10, anchor: .top, animated: true))
        host.tap(at: CGPoint(x: 5, y: 5))
        #expect(host.isAnimating)
        host.advance(by: 0.1)
        let midway = contentTop(host) ?? 0
        #expect(midway < 0 && midway > -500)
        host.advance(by: 3)
        #expect(abs((contentTop(host) ?? .nan) - (-500)) < 1e-9)
        let unknown = canvasHost(list(to: 999, anchor: .top))
        unknown.tap(at: CGPoint(x: 5, y: 5))
        #expect(abs((contentTop(unknown) ?? .nan) - (0)) < 1e-9)
    }
}
