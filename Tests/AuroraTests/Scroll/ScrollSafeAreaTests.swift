/// A scroll view whose edges lie on the safe area's reaches under the bars: its content rests inside the safe area and scrolls beneath them.
import AuroraRaster
import Testing
import Aurora

@MainActor
@Suite struct ScrollSafeAreaTests {
    /// A 200 × 300 screen with 40-point bars at the top and bottom.
    private let device = RenderDevice(name: "bars", size: CGSize(width: 200, height: 300), scale: 1,
                                      safeAreaInsets: EdgeInsets(top: 40, leading: 0, bottom: 40, trailing: 0))

    private func rows() -> some View {
        ScrollView {
            VStack(spacing: 0) { ForEach(0..<20, id: \.self) { _ in Color.blue.frame(width: 200, height: 50) } }
        }
    }

    /// The content's top, in screen points.
    private func contentTop(_ host: ViewHost) -> CGFloat? {
        guard let clip = host.displayList.items.first, case .effect(.clip(let path, _), let inner) = clip.value else { return nil }
        #expect(path.boundingRect == CGRect(x: 0, y: -40, width: 200, height: 300), "the clip reaches over both bars")
        return inner.items.map(\.frame.minY).min().map { $0 + clip.frame.minY }
    }

    @Test func theContentRestsInTheSafeAreaAndScrollsUnderTheBars() throws {
        let host = ViewHost(rows(), device: device)
        #expect(contentTop(host) == 40, "at rest the first row starts below the top bar")
        let atRest = try host.render()
        #expect(atRest.pixel(x: 100, y: 20).blue != 255 || atRest.pixel(x: 100, y: 20).red == 255, "nothing under the top bar yet")
        host.send(.wheel(WheelEvent(delta: CGVector(dx: 0, dy: -30), at: CGPoint(x: 100, y: 150))))
        let scrolled = try host.render()
        #expect(contentTop(host) == 10)
        #expect(scrolled.pixel(x: 100, y: 20) == PremultipliedPixel(red: 0, green: 122, blue: 255, alpha: 255), "a row shows under the top bar")
        // The end of the content rests above the bottom bar: 1000 points of rows, 220 of safe area.
        host.send(.wheel(WheelEvent(delta: CGVector(dx: 0, dy: -10_000), at: CGPoint(x: 100, y: 150))))
        #expect(abs((contentTop(host) ?? 0) + 740) < 1e-9)
        // The strips under the bars take drags too.
        host.drag(from: CGPoint(x: 100, y: 20), to: CGPoint(x: 100, y: 120), duration: 0.5)
        host.advance(by: 5)
        #expect((contentTop(host) ?? 0) > 260 - 1000)
    }
}
