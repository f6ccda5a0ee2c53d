/// Issue 21: a resizable image filling a frame on whole device pixels is opaque up to its edges, at every interpolation and scale.
import AuroraRaster
import Testing
@testable import Aurora

@MainActor
@Suite struct ResizableImageEdgesOpaqueIssue21Tests {
    /// A 3×2 opaque image.
    private func image() throws -> Image {
        Image(try Pixmap(width: 3, height: 2, premultipliedRGBA: [
            255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
            255, 255, 0, 255, 0, 255, 255, 255, 255, 0, 255, 255,
        ]))
    }

    @Test(arguments: [Image.Interpolation.none, .low, .medium, .high])
    func anOpaqueImageScaledIntoItsFrameIsOpaqueToItsEdges(interpolation: Image.Interpolation) throws {
        for scale: CGFloat in [1, 2, 3] {
            // 3 × 2 pixels onto 13 × 7 points, inset 2 points in a clear 17 × 11 canvas.
            let view = try image().interpolation(interpolation).resizable().frame(width: 13, height: 7).padding(2)
            let renderer = ImageRenderer(content: view)
            renderer.scale = scale
            let pixmap = try #require(renderer.pixmap)
            let inset = Int(2 * scale)
            let inside = (inset..<(inset + Int(13 * scale)), inset..<(inset + Int(7 * scale)))
            #expect(pixmap.width == Int(17 * scale) && pixmap.height == Int(11 * scale))
            for y in 0..<pixmap.height {
                for x in 0..<pixmap.width {
                    let expected: UInt8 = inside.0.contains(x) && inside.1.contains(y) ? 255 : 0
                    #expect(pixmap.pixel(x: x, y: y).alpha == expected, "pixel (\(x), \(y)) at \(scale)×")
                }
            }
        }
    }

    @Test func tiledImagesStayOpaqueAcrossTheirSeams() throws {
        // A 2×1 image tiled at a 3× scale: each tile is 2/3 × 1/3 of a point.
        let view = try image().resizable(resizingMode: .tile).frame(width: 10, height: 5)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 3
        let pixmap = try #require(renderer.pixmap)
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width { #expect(pixmap.pixel(x: x, y: y).alpha == 255, "pixel (\(x), \(y))") }
        }
    }
}
