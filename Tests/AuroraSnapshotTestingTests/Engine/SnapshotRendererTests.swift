import Aurora
import AuroraRaster
@testable import AuroraSnapshotEngine
import Testing

@MainActor
@Suite("SnapshotRenderer")
struct SnapshotRendererTests {
    @Test func aDeviceCanvasIsTheWholeScreenAtItsScale() throws {
        let device = RenderDevice(name: "tiny", size: CGSize(width: 20, height: 12), scale: 2,
                                  safeAreaInsets: EdgeInsets(top: 4, leading: 0, bottom: 0, trailing: 0))
        let image = try SnapshotRenderer(canvas: .device(device)).render(Color.red)
        #expect(image.width == 40 && image.height == 24)
        // The colour fills the safe area only; the inset top shows the light background.
        #expect(image.pixel(x: 20, y: 2) == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(image.pixel(x: 20, y: 20).red > 200 && image.pixel(x: 20, y: 20).green < 80)
    }

    @Test func sizeThatFitsIsTheViewsIdealSize() throws {
        let image = try SnapshotRenderer(canvas: .sizeThatFits(scale: 1)).render(Color.blue.frame(width: 7, height: 5))
        #expect(image.width == 7 && image.height == 5)
    }

    @Test func darkSchemeDrawsOverBlack() throws {
        let image = try SnapshotRenderer(canvas: .fixed(width: 10, height: 10, scale: 1), colorScheme: .dark)
            .render(Color.red.frame(width: 2, height: 2))
        #expect(image.pixel(x: 0, y: 0) == PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func anEmptyViewFailsClearly() {
        #expect(throws: SnapshotRenderError.empty(width: 0, height: 0)) {
            try SnapshotRenderer(canvas: .sizeThatFits(scale: 1)).render(Color.red.frame(width: 0, height: 0))
        }
        let message = SnapshotRenderError.empty(width: 0, height: 0).description
        #expect(message.hasPrefix("the view's size is 0×0 points"))
    }

    @Test func aHugeViewFailsBeforeAllocating() {
        #expect(throws: SnapshotRenderError.tooLarge(width: 100_000, height: 10, scale: 1)) {
            try SnapshotRenderer(canvas: .sizeThatFits(scale: 1)).render(Color.red.frame(width: 100_000, height: 10))
        }
        #expect(throws: SnapshotRenderError.tooLarge(width: 20_000, height: 20_000, scale: 1)) {
            try SnapshotRenderer(canvas: .sizeThatFits(scale: 1)).render(Color.red.frame(width: 20_000, height: 20_000))
        }
    }

    @Test func theClockMovesToTheTimeAskedFor() throws {
        let renderer = SnapshotRenderer(canvas: .sizeThatFits(scale: 1))
        let frames = try renderer.render(FadeIn(), at: [0, 0.5, 1])
        // Green over white: 255, then 255 × (1 − 0.5) = 127.5 (stored as 127), then 0.
        #expect(frames.map { $0.pixel(x: 2, y: 2).green } == [255, 127, 0])
    }

    @Test func theScriptRunsBeforeTheSnapshot() throws {
        let renderer = SnapshotRenderer(canvas: .fixed(width: 10, height: 10, scale: 1)) { host in
            host.tap(at: CGPoint(x: 5, y: 5))
        }
        #expect(try renderer.render(TapToTurnBlue()).pixel(x: 5, y: 5) == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(try SnapshotRenderer(canvas: .fixed(width: 10, height: 10, scale: 1)).render(TapToTurnBlue()).pixel(x: 5, y: 5).red == 255)
    }
}

/// A square whose red fades in linearly over one second from white (over the light background).
struct FadeIn: View {
    @State private var shown = false
    var body: some View {
        Color(red: 1, green: 0, blue: 0)
            .opacity(shown ? 1 : 0)
            .frame(width: 4, height: 4)
            .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
    }
}

/// A red square that turns blue when tapped.
struct TapToTurnBlue: View {
    @State private var tapped = false
    var body: some View {
        (tapped ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
            .frame(width: 10, height: 10)
            .onTapGesture { tapped = true }
    }
}
