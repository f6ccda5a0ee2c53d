/// Golden images: each material over a colourful background, with primary … quaternary text and an opted-out red word.
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct MaterialGoldenTests {
    /// Colourful stripes and discs, sharp enough that the blur shows.
    struct Backdrop: View {
        var body: some View {
            ZStack {
                LinearGradient(colors: [.pink, .orange, .yellow], startPoint: .topLeading, endPoint: .bottomTrailing)
                HStack(spacing: 6) {
                    ForEach(0..<6) { index in
                        Rectangle().fill(index.isMultiple(of: 2) ? Color.blue : Color.green).frame(width: 8)
                    }
                }
                Circle().fill(.purple).frame(width: 40, height: 40).offset(x: 40, y: -20)
            }
        }
    }

    /// The four levels on a material, the seed's red word among them.
    struct Card: View {
        let material: Material
        var body: some View {
            VStack(alignment: .leading, spacing: 1) {
                Text("Primary").foregroundStyle(.primary)
                Text("Secondary \(Text("red").foregroundColor(.red))").foregroundStyle(.secondary)
                Text("Tertiary").foregroundStyle(.tertiary)
                Text("Quaternary").foregroundStyle(.quaternary)
            }
            .font(.system(size: 11))
            .padding(6)
            .background(material, in: RoundedRectangle(cornerRadius: 8))
        }
    }

    static func scene(_ material: Material) -> some View {
        Card(material: material).frame(width: 150, height: 90).background { Backdrop() }
    }

    @Test(arguments: [("thin", Material.thin), ("regular", Material.regular), ("ultra-thick", Material.ultraThick)])
    func materialWithLevels(name: String, material: Material) throws {
        let renderer = ImageRenderer(content: Self.scene(material))
        let pixmap = try #require(renderer.pixmap)
        GoldenImage.assertMatches(pixmap, golden: "material/\(name)-light")
    }

    @Test
    func darkRegularMaterialWithLevels() throws {
        let renderer = ImageRenderer(content: Self.scene(.regular).preferredColorScheme(.dark))
        let pixmap = try #require(renderer.pixmap)
        GoldenImage.assertMatches(pixmap, golden: "material/regular-dark")
    }
}
