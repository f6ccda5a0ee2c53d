/// GraphicsContext.Shading: one golden per shading, and the behaviour each one promises.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct ShadingTests {
    static let disc = Path(ellipseIn: CGRect(x: 4, y: 4, width: 56, height: 56))
    static let rainbow = Gradient(colors: [.red, .yellow, .blue])

    private func golden(_ name: String, sourceLocation: SourceLocation = #_sourceLocation,
                        _ draw: @escaping (inout GraphicsContext, CGSize) -> Void) throws {
        let pixmap = try #require(canvasPixels(draw), sourceLocation: sourceLocation)
        GoldenImage.assertMatches(pixmap, golden: "canvas/shading-\(name)", sourceLocation: sourceLocation)
    }

    @Test func color() throws {
        try golden("color") { context, _ in
            context.fill(Self.disc, with: .color(.red))
            context.stroke(Path(CGRect(x: 10, y: 10, width: 44, height: 44)), with: .color(.sRGB, red: 0, green: 0, blue: 1, opacity: 0.5),
                           lineWidth: 4)
            context.fill(Path(CGRect(x: 28, y: 28, width: 8, height: 8)), with: .color(white: 0))
        }
        let pixmap = try #require(canvasPixels { context, _ in context.fill(Self.disc, with: .color(.red)) })
        #expect(pixmap.pixel(x: 32, y: 32) == Color.red.rgba.pixel)
    }

    @Test func styleIsLaidOverThePathsBounds() throws {
        try golden("style") { context, _ in
            context.fill(Path(CGRect(x: 8, y: 8, width: 48, height: 24)),
                         with: .style(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
            context.fill(Path(ellipseIn: CGRect(x: 8, y: 36, width: 48, height: 24)), with: .style(.tint))
        }
        // The gradient spans the path: its left edge is red, its right edge blue.
        let pixmap = try #require(canvasPixels { context, _ in
            context.fill(Path(CGRect(x: 32, y: 0, width: 32, height: 8)),
                         with: .style(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
        })
        #expect(pixmap.pixel(x: 32, y: 4).red > 200 && pixmap.pixel(x: 63, y: 4).blue > 200)
    }

    @Test func foregroundAndPalette() throws {
        let view = Canvas { context, _ in
            context.fill(Path(CGRect(x: 4, y: 4, width: 24, height: 56)), with: .foreground)
            context.fill(Path(CGRect(x: 36, y: 4, width: 24, height: 56)), with: .palette([.color(.green), .color(.red)]))
        }
        .frame(width: 64, height: 64).foregroundStyle(.purple).background(Color.white)
        let pixmap = try #require(renderPixels(view))
        GoldenImage.assertMatches(pixmap, golden: "canvas/shading-foreground-palette")
        #expect(pixmap.pixel(x: 10, y: 10) == Color.purple.rgba.pixel)
        #expect(pixmap.pixel(x: 50, y: 10) == Color.green.rgba.pixel)
    }

    @Test func gradients() throws {
        try golden("linear-gradient") { context, _ in
            context.fill(Self.disc, with: .linearGradient(Self.rainbow, startPoint: CGPoint(x: 4, y: 4), endPoint: CGPoint(x: 60, y: 60)))
        }
        try golden("radial-gradient") { context, _ in
            context.fill(Self.disc, with: .radialGradient(Self.rainbow, center: CGPoint(x: 32, y: 32), startRadius: 4, endRadius: 28))
        }
        try golden("conic-gradient") { context, _ in
            context.fill(Self.disc, with: .conicGradient(Self.rainbow, center: CGPoint(x: 32, y: 32), angle: .degrees(45)))
        }
    }

    @Test func gradientOptions() throws {
        let two = Gradient(colors: [.black, .white])
        try golden("linear-gradient-repeat") { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 64, height: 30)),
                         with: .linearGradient(two, startPoint: CGPoint(x: 24, y: 0), endPoint: CGPoint(x: 40, y: 0), options: .repeat))
            context.fill(Path(CGRect(x: 0, y: 34, width: 64, height: 30)),
                         with: .linearGradient(two, startPoint: CGPoint(x: 24, y: 0), endPoint: CGPoint(x: 40, y: 0), options: .mirror))
        }
        try golden("radial-gradient-mirror") { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 64, height: 64)),
                         with: .radialGradient(two, center: CGPoint(x: 32, y: 32), startRadius: 0, endRadius: 8, options: .mirror))
        }
        // Repeating: the copy one period to the right has the same colour; mirrored: reflected.
        let pixmap = try #require(canvasPixels { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 64, height: 4)),
                         with: .linearGradient(two, startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 16, y: 0), options: .repeat))
            context.fill(Path(CGRect(x: 0, y: 4, width: 64, height: 4)),
                         with: .linearGradient(two, startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 16, y: 0), options: .mirror))
        })
        #expect(isClose(pixmap.pixel(x: 4, y: 1), pixmap.pixel(x: 36, y: 1), tolerance: 2))
        #expect(isClose(pixmap.pixel(x: 4, y: 5), pixmap.pixel(x: 27, y: 5), tolerance: 2))
        #expect(pixmap.pixel(x: 4, y: 1).red < pixmap.pixel(x: 12, y: 1).red)
        #expect(pixmap.pixel(x: 20, y: 5).red > pixmap.pixel(x: 28, y: 5).red)
    }

    /// `.repeat` and `.mirror` reach the display list as the gradient's spread, so its text form
    /// carries them and the raster core continues them without end.
    @Test func gradientOptionsBecomeTheSpread() throws {
        let two = Gradient(colors: [.black, .white])
        let view = Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 64, height: 32)),
                         with: .linearGradient(two, startPoint: CGPoint(x: 24, y: 0), endPoint: CGPoint(x: 40, y: 0), options: .repeat))
            context.fill(Path(CGRect(x: 0, y: 32, width: 64, height: 32)),
                         with: .radialGradient(two, center: CGPoint(x: 32, y: 32), startRadius: 0, endRadius: 8, options: .mirror))
        }.frame(width: 64, height: 64)
        let list = displayList(of: view, proposal: .unspecified).0
        let paints = contents(in: list).compactMap { if case .shape(_, let paint, _, _) = $0.content { paint } else { nil } }
        #expect(paints == [
            .spreadGradient(.linearGradient(stops: two.rasterStops, start: CGPoint(x: 24, y: 0), end: CGPoint(x: 40, y: 0)),
                            spread: .repeat, transform: .identity),
            .spreadGradient(.radialGradient(stops: two.rasterStops, center: CGPoint(x: 32, y: 32), startRadius: 0, endRadius: 8),
                            spread: .reflect, transform: .identity),
        ])
        #expect(try DisplayList(parsing: list.description) == list)
    }

    /// `.linearColor` mixes in linear light: the middle of black → white is brighter than sRGB's 50 % grey.
    @Test func linearColorInterpolation() throws {
        let two = Gradient(colors: [.black, .white])
        let pixmap = try #require(canvasPixels { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 64, height: 4)),
                         with: .linearGradient(two, startPoint: .zero, endPoint: CGPoint(x: 64, y: 0)))
            context.fill(Path(CGRect(x: 0, y: 4, width: 64, height: 4)),
                         with: .linearGradient(two, startPoint: .zero, endPoint: CGPoint(x: 64, y: 0), options: .linearColor))
        })
        let plain = Int(pixmap.pixel(x: 32, y: 1).red), linear = Int(pixmap.pixel(x: 32, y: 5).red)
        #expect(abs(plain - 129) <= 3, "sRGB midpoint \(plain)")
        #expect(abs(linear - 188) <= 4, "linear-light midpoint \(linear)")
    }

    @Test func tiledImage() throws {
        let image = Image(try quadrantBitmap(), scale: 1)
        try golden("tiled-image") { context, _ in
            context.fill(Self.disc, with: .tiledImage(image, origin: CGPoint(x: 2, y: 2)))
            context.stroke(Path(CGRect(x: 20, y: 20, width: 24, height: 24)),
                           with: .tiledImage(image, sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 1), scale: 0.5), lineWidth: 6)
        }
        // Tiles repeat every 8 points from the origin (2, 2): red at (3, 3) and (11, 11) inside the disc's box.
        let pixmap = try #require(canvasPixels { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 64, height: 64)), with: .tiledImage(image, origin: CGPoint(x: 2, y: 2)))
        })
        #expect(pixmap.pixel(x: 3, y: 3) == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(pixmap.pixel(x: 11, y: 11) == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(pixmap.pixel(x: 7, y: 3) == PremultipliedPixel(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(pixmap.pixel(x: 1, y: 1) == PremultipliedPixel(red: 255, green: 255, blue: 0, alpha: 255))
    }

    @Test func tinyTilesAreGroupedIntoLargerTileImages() throws {
        let image = Image(try quadrantBitmap(width: 2, height: 2), scale: 1)
        let list = recordedList(size: CGSize(width: 400, height: 400)) { context in
            context.fill(Path(CGRect(x: 0, y: 0, width: 400, height: 400)), with: .tiledImage(image))
        }
        #expect(list.itemCount <= ImageTiling.maximumTiles + 2)
        #expect(list.itemCount > 100)
    }

    /// The session's 3×3 mesh, its unit square laid over the path's bounds.
    @Test func meshGradient() throws {
        let mesh = MeshGradient(width: 3, height: 3, points: [
            [0, 0], [0.5, 0], [1, 0],
            [0, 0.5], [0.8, 0.2], [1, 0.5],
            [0, 1], [0.5, 1], [1, 1],
        ], colors: [.black, .black, .black, .blue, .blue, .blue, .green, .green, .green])
        try golden("mesh-gradient") { context, _ in
            context.fill(Self.disc, with: .meshGradient(mesh))
        }
        let pixmap = try #require(canvasPixels { context, _ in
            context.fill(Path(CGRect(x: 32, y: 0, width: 32, height: 64)), with: .meshGradient(mesh))
        })
        // Laid over the path: black along its top edge, green along its bottom, nothing left of it.
        #expect(pixmap.pixel(x: 48, y: 0).green < 30 && pixmap.pixel(x: 48, y: 63).green > 100)
        #expect(pixmap.pixel(x: 16, y: 32) == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func shader() throws {
        let library = ShaderLibrary(data: Data("""
            #include <metal_stdlib>
            using namespace metal;
            [[ stitchable ]] half4 stripes(float2 position, float4 bounds) {
                return half4(fmod(floor(position.x / 8.0), 2.0), position.y / bounds.w, 0.5, 1.0);
            }
            """.utf8))
        try golden("shader") { context, _ in
            context.fill(Self.disc, with: .shader(library.stripes(.boundingRect), bounds: CGRect(x: 0, y: 0, width: 64, height: 64)))
        }
        let pixmap = try #require(canvasPixels { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 64, height: 64)),
                         with: .shader(library.stripes(.boundingRect), bounds: CGRect(x: 0, y: 0, width: 64, height: 64)))
        })
        #expect(pixmap.pixel(x: 2, y: 32).red == 0 && pixmap.pixel(x: 10, y: 32).red == 255)
        #expect(abs(Int(pixmap.pixel(x: 2, y: 32).green) - 130) <= 2)
    }
}
