/// Resolving images, text and symbols through a context: sizes, baselines, shading, and drawing them.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct ResolveTests {
    @Test func resolvedBitmapSizeAndBaseline() throws {
        let image = Image(try quadrantBitmap(width: 8, height: 6), scale: 2)
        _ = recordedList { context in
            let resolved = context.resolve(image)
            #expect(resolved.size == CGSize(width: 4, height: 3))
            #expect(resolved.baseline == 3)
            #expect(resolved.shading == nil)
        }
    }

    @Test func resolvedSymbolImageFollowsTheFont() throws {
        var sizes: [CGSize] = []
        var baselines: [CGFloat] = []
        for font in [Font.system(size: 17), .system(size: 34)] {
            let view = Canvas { context, _ in
                let sparkle = context.resolve(Image(systemName: "sparkle"))
                sizes.append(sparkle.size)
                baselines.append(sparkle.baseline)
            }
            .frame(width: 4, height: 4).font(font)
            _ = try #require(renderPixels(view))
        }
        try #require(sizes.count == 2)
        #expect(sizes[0].width > 10 && sizes[0].width < 25)
        #expect(abs(sizes[1].width - 2 * sizes[0].width) < 0.01 && abs(baselines[1] - 2 * baselines[0]) < 0.01)
    }

    @Test func drawImagesInRectsAndAtAnchors() throws {
        let image = Image(try quadrantBitmap(), scale: 1)
        let pixmap = try #require(canvasPixels { context, _ in
            context.draw(image, in: CGRect(x: 0, y: 0, width: 32, height: 32))
            context.draw(image, at: CGPoint(x: 48, y: 16))
            context.draw(image, at: CGPoint(x: 64, y: 64), anchor: .bottomTrailing)
            var sparkle = context.resolve(Image(systemName: "sparkle"))
            sparkle.shading = .color(.blue)
            context.draw(sparkle, in: CGRect(x: 4, y: 36, width: 24, height: 24))
            context.draw(context.resolve(Image(systemName: "heart.fill")), at: CGPoint(x: 40, y: 48), anchor: .center)
        })
        GoldenImage.assertMatches(pixmap, golden: "canvas/draw-images")
        // Stretched over the rect: the top-left quadrant (red) covers 16 × 16 points.
        #expect(pixmap.pixel(x: 8, y: 8) == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(pixmap.pixel(x: 24, y: 24) == PremultipliedPixel(red: 255, green: 255, blue: 0, alpha: 255))
        // Centred at (48, 16): its top-left at (44, 12).
        #expect(pixmap.pixel(x: 45, y: 13) == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(pixmap.pixel(x: 43, y: 13) == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255))
        // Bottom-trailing at (64, 64): its bottom-right quadrant at the corner.
        #expect(pixmap.pixel(x: 62, y: 62) == PremultipliedPixel(red: 255, green: 255, blue: 0, alpha: 255))
    }

    /// A palette shading gives each hierarchy level of a symbol its own colour.
    @Test func paletteShadingColoursSymbolLevels() {
        let list = recordedList { context in
            var cloud = context.resolve(Image(systemName: "cloud"))
            cloud.shading = .palette([.color(.red), .color(.green)])
            context.draw(cloud, at: CGPoint(x: 32, y: 32))
        }
        let colors = Set(flattenedFills(list).map(\.color))
        #expect(colors.isSubset(of: [Color.red.rgba, Color.green.rgba]) && colors.contains(Color.red.rgba))
    }

    @Test func resolvedTextMeasuresAndDraws() throws {
        var measured = CGSize.zero, wrapped = CGSize.zero
        var first: CGFloat = 0, last: CGFloat = 0
        let view = Canvas { context, size in
            var text = context.resolve(Text("Canvas text").font(.system(size: 9)))
            measured = text.measure(in: CGSize(width: 1000, height: 1000))
            wrapped = text.measure(in: CGSize(width: 30, height: 1000))
            first = text.firstBaseline(in: CGSize(width: 30, height: 1000))
            last = text.lastBaseline(in: CGSize(width: 30, height: 1000))
            text.shading = .color(.red)
            context.draw(text, at: CGPoint(x: size.width / 2, y: 10))
            context.draw(Text("Two\nlines").font(.system(size: 10)), in: CGRect(x: 4, y: 24, width: 56, height: 36))
        }
        .frame(width: 64, height: 64).background(Color.white)
        let pixmap = try #require(renderPixels(view, scale: 2))
        GoldenImage.assertMatches(pixmap, golden: "canvas/draw-text")
        #expect(measured.width > 35 && measured.width < 60 && measured.height > 9 && measured.height < 14)
        #expect(wrapped.width <= 30 && wrapped.height > measured.height)
        #expect(first > 6 && first < 11 && last > first)
        // The shaded text is red.
        var sawRed = false
        for y in 0..<40 { for x in 0..<128 where pixmap.pixel(x: x, y: y).red > 200 && pixmap.pixel(x: x, y: y).green < 80 { sawRed = true } }
        #expect(sawRed)
    }

    @Test func symbolsResolveByTag() throws {
        var found: CGSize?
        var missing = false
        let view = Canvas { context, _ in
            guard let badge = context.resolveSymbol(id: "badge") else { return }
            found = badge.size
            missing = context.resolveSymbol(id: 7) == nil
            context.draw(badge, at: CGPoint(x: 16, y: 16))
            context.draw(badge, in: CGRect(x: 32, y: 32, width: 32, height: 16))
        } symbols: {
            Circle().fill(.orange).frame(width: 20, height: 20).tag("badge")
            Rectangle().fill(.black).frame(width: 5, height: 5)
        }
        .frame(width: 64, height: 64).background(Color.white)
        let pixmap = try #require(renderPixels(view))
        GoldenImage.assertMatches(pixmap, golden: "canvas/symbols")
        #expect(found == CGSize(width: 20, height: 20))
        #expect(missing)
        #expect(pixmap.pixel(x: 16, y: 16) == Color.orange.rgba.pixel)
        #expect(pixmap.pixel(x: 48, y: 40) == Color.orange.rgba.pixel)
        #expect(pixmap.pixel(x: 33, y: 33) == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
