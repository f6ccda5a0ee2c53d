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
}
