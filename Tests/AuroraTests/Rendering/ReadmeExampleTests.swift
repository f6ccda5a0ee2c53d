/// The README's first example: it compiles as written and renders a card of the expected size.
import Foundation
import Testing
import Aurora

@MainActor
@Suite struct ReadmeExampleTests {
    /// The view of the README's example, word for word.
    struct Card: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text("Sunset").font(.title).bold()
                Text("4 colors").foregroundStyle(.secondary)
            }
            .padding()
            .background(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom),
                        in: RoundedRectangle(cornerRadius: 16, style: .continuous))
            .shadow(radius: 8)
        }
    }

    @Test
    func theCardRendersToPNG() throws {
        let renderer = ImageRenderer(content: Card())
        renderer.scale = 3
        let data = try #require(renderer.pngData())
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // Two lines of text plus 16 pt padding each side: wider than tall, about 3× its point size.
        let pixmap = try #require(renderer.pixmap)
        #expect(pixmap.width > pixmap.height)
        #expect(pixmap.height >= 3 * (16 * 2 + 8))
    }

    /// The README's `ViewHost` example's view, word for word.
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("Tapped \(count) times") { count += 1 }
                .buttonStyle(.borderedProminent)
        }
    }

    @Test
    func theHostExampleRunsAsWritten() throws {
        let host = ViewHost(Counter(), device: .iPhone15Pro)
        host.tap(at: CGPoint(x: 196, y: 426))                   // also tap(at:count:)
        host.drag(from: CGPoint(x: 50, y: 600), to: CGPoint(x: 300, y: 600), duration: 0.3)
        host.press(at: CGPoint(x: 196, y: 426), duration: 1)    // down, hold, up
        host.scroll(by: CGVector(dx: 0, dy: -400), at: CGPoint(x: 196, y: 426))
        host.type("hello")                                      // key presses to onKeyPress
        host.advance(by: 1.0 / 60)                              // the frame clock; host.time reads it
        let frame: Pixmap = try host.render()                   // also host.pngData()
        #expect(frame.width == 1179 && frame.height == 2556)
        // The button sits in the middle of the screen: the tap and the press (released inside) both count.
        let labels = host.accessibilityTree().compactMap(\.label)
        #expect(labels.contains("Tapped 2 times"), "\(labels)")
    }
}
