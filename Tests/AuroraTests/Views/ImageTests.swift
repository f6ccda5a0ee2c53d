/// Image: natural size at its scale, resizable with aspect ratios, bad data rejected.
import AuroraRaster
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct ImageTests {
    @Test func imageSizesAndResizing() throws {
        let pixmap = try Pixmap(width: 8, height: 4)
        let fixed = Image(pixmap, scale: 2)
        #expect(displayList(of: fixed, proposal: ProposedViewSize(width: 100, height: 100)).1 == CGSize(width: 4, height: 2))
        let fit = fixed.resizable().scaledToFit()
        #expect(displayList(of: fit, proposal: ProposedViewSize(width: 100, height: 100)).1 == CGSize(width: 100, height: 50))
        let fill = fixed.resizable().aspectRatio(contentMode: .fill)
        #expect(displayList(of: fill, proposal: ProposedViewSize(width: 100, height: 100)).1 == CGSize(width: 200, height: 100))
        #expect(Image(data: Data([1, 2, 3])) == nil)
        #expect(Image(data: Data([0x89, 0x50, 0x4E, 0x47, 0, 0])) == nil)
    }
}

/// `resizable(capInsets:resizingMode:)`: caps keep their size, the middle stretches or tiles.
@MainActor
@Suite struct ResizableImageTests {
    /// A 3×3 image: red corners, green edges, a blue centre.
    private func ninePatch() throws -> Image {
        var bytes: [UInt8] = []
        for y in 0..<3 {
            for x in 0..<3 {
                let edges = (x == 1 ? 0 : 1) + (y == 1 ? 0 : 1)
                bytes += edges == 2 ? [255, 0, 0, 255] : edges == 1 ? [0, 255, 0, 255] : [0, 0, 255, 255]
            }
        }
        return Image(try Pixmap(width: 3, height: 3, premultipliedRGBA: bytes))
    }

    private func render(_ view: some View) throws -> Pixmap {
        let renderer = ImageRenderer(content: view)
        return try #require(renderer.pixmap)
    }

    @Test func capsKeepTheirSizeAndTheMiddleStretches() throws {
        let image = try ninePatch().interpolation(.none)
            .resizable(capInsets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
            .frame(width: 9, height: 7)
        let pixmap = try render(image)
        #expect(pixmap.width == 9 && pixmap.height == 7)
        let red = PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255)
        let green = PremultipliedPixel(red: 0, green: 255, blue: 0, alpha: 255)
        let blue = PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255)
        for (x, y) in [(0, 0), (8, 0), (0, 6), (8, 6)] { #expect(pixmap.pixel(x: x, y: y) == red) }
        for (x, y) in [(1, 0), (7, 0), (0, 3), (8, 3), (4, 6)] { #expect(pixmap.pixel(x: x, y: y) == green) }
        for (x, y) in [(1, 1), (7, 5), (4, 3)] { #expect(pixmap.pixel(x: x, y: y) == blue) }
    }

    @Test func tilingRepeatsTheImageAtItsNaturalSizeAndCutsTheLastTile() throws {
        // A 2×1 image (white, black) tiled over 5 points: white, black, white, black, white.
        let stripe = Image(try Pixmap(width: 2, height: 1, premultipliedRGBA: [255, 255, 255, 255, 0, 0, 0, 255]))
        let pixmap = try render(stripe.interpolation(.none).resizable(resizingMode: .tile).frame(width: 5, height: 2))
        #expect((0..<5).map { pixmap.pixel(x: $0, y: 1).red } == [255, 0, 255, 0, 255])
    }

    @Test func absurdCapsAndTinyTilesStaySafe() throws {
        let huge = try ninePatch().resizable(capInsets: EdgeInsets(top: 1e300, leading: .nan, bottom: -5, trailing: .infinity))
        _ = try render(huge.frame(width: 20, height: 10))
        let tiles = try ninePatch().resizable(resizingMode: .tile).frame(width: 4000, height: 4000)
        let list = displayList(of: tiles, proposal: .unspecified).0
        #expect(list.items.count <= 9 * ImageSlice.maximumTiles)
    }
}
