/// GraphicsContext clipping: paths, inverse paths, layers, inverse layers.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct ClippingTests {
    static let whole = Path(CGRect(x: 0, y: 0, width: 64, height: 64))
    static let disc = Path(ellipseIn: CGRect(x: 16, y: 16, width: 32, height: 32))
    static let white = PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255)

    @Test func clipKeepsTheInside() throws {
        let pixmap = try #require(canvasPixels { context, _ in
            context.clip(to: Self.disc)
            context.fill(Self.whole, with: .color(.blue))
        })
        GoldenImage.assertMatches(pixmap, golden: "canvas/clip")
        #expect(pixmap.pixel(x: 32, y: 32) == Color.blue.rgba.pixel)
        #expect(pixmap.pixel(x: 4, y: 4) == Self.white)
    }

    @Test func inverseClipKeepsTheOutside() throws {
        let pixmap = try #require(canvasPixels { context, _ in
            context.clip(to: Self.disc, options: .inverse)
            context.fill(Self.whole, with: .color(.blue))
        })
        GoldenImage.assertMatches(pixmap, golden: "canvas/clip-inverse")
        #expect(pixmap.pixel(x: 32, y: 32) == Self.white)
        #expect(pixmap.pixel(x: 4, y: 4) == Color.blue.rgba.pixel)
    }

    /// Clips intersect: a disc clip and an inverse square clip leave a ring.
    @Test func clipsIntersect() throws {
        let pixmap = try #require(canvasPixels { context, _ in
            context.clip(to: Self.disc)
            context.clip(to: Path(CGRect(x: 28, y: 28, width: 8, height: 8)), options: .inverse)
            context.fill(Self.whole, with: .color(.red))
        })
        #expect(pixmap.pixel(x: 32, y: 32) == Self.white)
        #expect(pixmap.pixel(x: 20, y: 32) == Color.red.rgba.pixel)
        #expect(pixmap.pixel(x: 4, y: 4) == Self.white)
    }

    /// A clip is fixed in the canvas when it is added: later transforms don't move it.
    @Test func clipIgnoresLaterTransforms() throws {
        let pixmap = try #require(canvasPixels { context, _ in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 32, height: 64)))
            context.translateBy(x: 32, y: 0)
            context.fill(Path(CGRect(x: -32, y: 0, width: 64, height: 64)), with: .color(.red))
        })
        #expect(pixmap.pixel(x: 16, y: 32) == Color.red.rgba.pixel)
        #expect(pixmap.pixel(x: 48, y: 32) == Self.white)
    }

    @Test func clipToLayerUsesTheLayersAlphaTimesOpacity() throws {
        let pixmap = try #require(canvasPixels { context, _ in
            context.clipToLayer(opacity: 0.5) { layer in
                layer.fill(Self.disc, with: .color(.black))
            }
            context.fill(Self.whole, with: .color(.sRGB, red: 0, green: 0, blue: 1))
        })
        GoldenImage.assertMatches(pixmap, golden: "canvas/clip-to-layer")
        #expect(isClose(pixmap.pixel(x: 32, y: 32), PremultipliedPixel(red: 127, green: 127, blue: 255, alpha: 255), tolerance: 2))
        #expect(pixmap.pixel(x: 4, y: 4) == Self.white)
    }

    @Test func inverseClipToLayer() throws {
        let pixmap = try #require(canvasPixels { context, _ in
            context.clipToLayer(options: .inverse) { layer in
                layer.fill(Self.disc, with: .color(.black))
            }
            context.fill(Self.whole, with: .color(.sRGB, red: 0, green: 0, blue: 1))
        })
        GoldenImage.assertMatches(pixmap, golden: "canvas/clip-to-layer-inverse")
        #expect(pixmap.pixel(x: 32, y: 32) == Self.white)
        #expect(pixmap.pixel(x: 4, y: 4) == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    /// A canvas never draws outside its bounds.
    @Test func canvasClipsToItsBounds() throws {
        let view = VStack(spacing: 0) {
            Canvas { context, _ in context.fill(Path(CGRect(x: -20, y: -20, width: 100, height: 100)), with: .color(.red)) }
                .frame(width: 10, height: 10)
            Color.white.frame(width: 10, height: 10)
        }
        let pixmap = try #require(renderPixels(view))
        #expect(pixmap.pixel(x: 5, y: 5) == Color.red.rgba.pixel)
        #expect(pixmap.pixel(x: 5, y: 15) == Self.white)
    }
}
